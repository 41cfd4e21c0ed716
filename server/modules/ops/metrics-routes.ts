import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@common/schemas/primitives';
import { HttpError } from '../../plugins/errors';

/**
 * `GET /metrics` in Prometheus' text format, for whoever holds METRICS_TOKEN (as a bearer token).
 * Without the setting nobody may read it, and the route answers 404 as if it were not there.
 */
export default async function metricsRoutes(app: FastifyInstance) {
  const token = app.config.METRICS_TOKEN;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/metrics',
    {
      schema: {
        headers: z.object({ authorization: z.string().max(1000).optional() }),
        response: {
          200: {
            description: 'Prometheus text format',
            content: { 'text/plain': { schema: z.string() } },
          },
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!token) throw new HttpError(404, `Route GET:${request.url} not found`);
      if (!isToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new HttpError(401, 'Metrics need the METRICS_TOKEN as a bearer token.');
      }
      const { registry } = app.metrics;
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
}

function isToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
