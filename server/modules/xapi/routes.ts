import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, isoDateSchema, text, userIdSchema } from '@common/schemas/primitives';
import { statementResultSchema, statementSchema, XAPI_VERSION } from '@common/schemas/xapi';
import { HttpError } from '../../plugins/errors';
import idempotency from '../../plugins/idempotency';
import { createXapiService, MAX_STATEMENT_PAGE } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  422: errorBodySchema,
};

export const MAX_STATEMENT_BATCH = 500;

/** One statement or a list of them; always a list for the handler. */
const statementsBodySchema = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z
    .array(statementSchema)
    .min(1, { message: 'send at least one statement' })
    .max(MAX_STATEMENT_BATCH, {
      message: `send at most ${MAX_STATEMENT_BATCH} statements at once`,
    }),
);

const statementsQuerySchema = z.object({
  /** JSON: an Agent whose account.name is a user id. Absent: the caller. */
  agent: text().max(2000).optional(),
  /** Stored after (exclusive). */
  since: isoDateSchema.optional(),
  /** Stored up to (inclusive). */
  until: isoDateSchema.optional(),
  /** 0 = the largest page. */
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 or more' })
    .max(MAX_STATEMENT_PAGE, { message: `must be at most ${MAX_STATEMENT_PAGE}` })
    .optional(),
  /** The `more` of the previous page; the other parameters are then ignored. */
  more: text().max(1000).optional(),
});

const ms = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a whole number of milliseconds` })
    .int({ message: `${label} must be a whole number of milliseconds` })
    .min(0, { message: `${label} must be 0 or more` })
    .max(8_640_000_000_000_000, { message: `${label} is too large` });
const timeframeParamsSchema = z.object({
  actorId: userIdSchema,
  open: ms('open'),
  duration: ms('duration'),
});

const VERSION_PATTERN = /^1\.0(\.\d+)?$/;

/** The learning record store, registered under `/xapi`. Rules are in service.ts. */
export default async function xapiRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createXapiService(app.database.db, { prefix: app.prefix });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-experience-api-version', XAPI_VERSION);
    const version = request.headers['x-experience-api-version'];
    if (version !== undefined && !VERSION_PATTERN.test(String(version).trim())) {
      throw new HttpError(
        400,
        `X-Experience-API-Version ${String(version)} is not supported; send ${XAPI_VERSION}.`,
      );
    }
  });
  await app.register(idempotency);

  api.post(
    '/statements',
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: { body: statementsBodySchema, response: { 200: z.array(z.uuid()), ...errors } },
    },
    (request) => service.postStatements(request, request.body),
  );

  api.get(
    '/statements',
    {
      schema: {
        querystring: statementsQuerySchema,
        response: { 200: statementResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const consistentThrough = new Date().toISOString();
      const result = await service.getStatements(request, request.query);
      reply.header('x-experience-api-consistent-through', consistentThrough);
      return result;
    },
  );

  api.get(
    '/timeframe/:actorId/:open/:duration',
    {
      schema: {
        params: timeframeParamsSchema,
        response: { 200: z.array(statementSchema), ...errors },
      },
    },
    (request) => service.getTimeframe(request, request.params),
  );
}
