import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSessionBodySchema,
  downloadUrlBodySchema,
  downloadUrlSchema,
  recentEntriesBodySchema,
  recentEntriesSchema,
  sessionPageSchema,
  sessionSchema,
  updateSessionBodySchema,
  uploadUrlBodySchema,
  uploadUrlSchema,
} from '@common/schemas/lab-book';
import { errorBodySchema, text, userIdSchema } from '@common/schemas/primitives';
import idempotency from '../../plugins/idempotency';
import { createFileUrlService } from '../files/service';
import { createLabBookService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  422: errorBodySchema,
};

/**
 * The book reads answer what `mappers.ts` builds field by field (the response schema is the
 * mapper's return type, checked by the compiler and by a test), so they skip zod's response
 * check: on a 100-entry page it costs ten times the JSON itself (BENCHMARKS.md, read goal). The
 * schemas stay on the routes for the OpenAPI document.
 */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** The largest time a Date holds (ms). */
const MAX_MS = 8_640_000_000_000_000;

/** A session write may carry many action items and inline images; 8 MB is plenty. */
const WRITE_BODY_LIMIT = 8 * 1024 * 1024;

const wholeNumber = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a whole number` })
    .int({ message: `${label} must be a whole number` });

const userParams = z.object({ userId: userIdSchema });
const sinceParams = userParams.extend({
  sinceTimestamp: wholeNumber('sinceTimestamp')
    .min(0, { message: 'must be 0 or more' })
    .max(MAX_MS, { message: 'is too large' }),
});
const pageParams = userParams.extend({
  n: wholeNumber('n')
    .min(1, { message: 'n must be between 1 and 100' })
    .max(100, { message: 'n must be between 1 and 100' }),
});
const filteredPageParams = pageParams.extend({
  labFilter: wholeNumber('labFilter')
    .min(0, { message: 'labFilter must be a lab type' })
    .max(999, { message: 'labFilter must be a lab type' }),
});
const pageQuery = z.object({ exclusiveStartKey: text().min(1).max(500).optional() });

/** The lab-book API (spec 2 §7), registered under `/labbook-api`. Rules are in service.ts. */
export default async function labBookRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const service = createLabBookService(db);
  const files = createFileUrlService(db, app.fileStorage);
  await app.register(idempotency, { prune: true });

  api.post(
    '/lab-book',
    {
      bodyLimit: WRITE_BODY_LIMIT,
      schema: { body: createSessionBodySchema, response: { 200: sessionSchema, ...errors } },
    },
    (request) => service.createSession(request, request.body),
  );
  api.put(
    '/lab-book',
    {
      bodyLimit: WRITE_BODY_LIMIT,
      schema: { body: updateSessionBodySchema, response: { 200: sessionSchema, ...errors } },
    },
    (request) => service.updateSession(request, request.body),
  );

  api.get(
    '/lab-book/:userId',
    {
      ...plainJson,
      schema: { params: userParams, response: { 200: z.array(sessionSchema), ...errors } },
    },
    (request) => service.getBook(request, request.params.userId),
  );
  api.get(
    '/lab-book/:userId/:sinceTimestamp',
    {
      ...plainJson,
      schema: { params: sinceParams, response: { 200: z.array(sessionSchema), ...errors } },
    },
    (request) => service.getBook(request, request.params.userId, request.params.sinceTimestamp),
  );

  const pageSchema = { querystring: pageQuery, response: { 200: sessionPageSchema, ...errors } };
  // `paginated/{n}` is the newest n (the book's first page, newest first).
  for (const [path, direction] of [
    ['paginated', 'backwards'],
    ['paginated-backwards', 'backwards'],
    ['paginated-forwards', 'forwards'],
  ] as const) {
    api.get(
      `/lab-book/:userId/${path}/:n`,
      { ...plainJson, schema: { ...pageSchema, params: pageParams } },
      (request) =>
        service.getPage(request, {
          ...request.params,
          direction,
          exclusiveStartKey: request.query.exclusiveStartKey,
        }),
    );
    if (path === 'paginated') continue;
    api.get(
      `/lab-book/:userId/${path}/:n/:labFilter`,
      { ...plainJson, schema: { ...pageSchema, params: filteredPageParams } },
      (request) =>
        service.getPage(request, {
          ...request.params,
          direction,
          exclusiveStartKey: request.query.exclusiveStartKey,
        }),
    );
  }

  // Reads and signed addresses: nothing to replay, and an old address must never come back.
  api.post(
    '/lab-book/recent-entries',
    {
      config: { idempotency: false },
      schema: { body: recentEntriesBodySchema, response: { 200: recentEntriesSchema, ...errors } },
    },
    (request) => service.recentEntries(request, request.body.userIDs),
  );
  api.post(
    '/lab-book/upload-url',
    {
      config: { idempotency: false },
      schema: { body: uploadUrlBodySchema, response: { 200: uploadUrlSchema, ...errors } },
    },
    (request) => files.uploadUrl(request, request.body),
  );
  api.post(
    '/lab-book/download-url',
    {
      config: { idempotency: false },
      schema: { body: downloadUrlBodySchema, response: { 200: downloadUrlSchema, ...errors } },
    },
    (request) => files.downloadUrl(request, request.body.fileName),
  );
}
