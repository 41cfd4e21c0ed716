import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '@common/schemas/audit-log';
import { errorBodySchema } from '@common/schemas/primitives';
import {
  endedProxySchema,
  proxySessionParamsSchema,
  proxySessionSchema,
  startProxyBodySchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '@common/schemas/proxy';
import { createProxyService } from './service';

const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * Proxy mode (spec 1 §4, issue 12) under the user-api prefix: user search and proxy sessions for
 * support users, and the audit log for administrators.
 */
export default async function proxyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createProxyService(app);

  api.get(
    '/users/search',
    {
      schema: {
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResultSchema, ...refusals },
      },
    },
    (request) => service.search(request, request.query),
  );

  api.post(
    '/proxy/sessions',
    {
      schema: {
        body: startProxyBodySchema,
        response: { 200: proxySessionSchema, ...refusals, 404: errorBodySchema },
      },
    },
    (request) => service.start(request, request.body),
  );

  api.delete(
    '/proxy/sessions/:id',
    {
      schema: {
        params: proxySessionParamsSchema,
        response: { 200: endedProxySchema, ...refusals, 404: errorBodySchema },
      },
    },
    (request) => service.end(request, request.params.id),
  );

  api.get(
    '/admin/audit-log',
    {
      schema: {
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...refusals },
      },
    },
    (request) => service.auditLog(request, request.query),
  );
}
