import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@common/schemas/primitives';
import { errorBody } from '../../plugins/errors';

/** `GET /health`: 200 while the database answers, 503 otherwise. */
export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(errorBody(503, 'The database is not reachable.'));
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
}
