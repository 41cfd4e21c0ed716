import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@common/schemas/primitives';
import { errorBody, loggableError } from '../../plugins/errors';

const databaseKind = z.enum(['pglite', 'postgres']);

/** `GET /health`: 200 while the database answers; 503 naming the database while it is away. */
export default async function healthRoutes(app: FastifyInstance) {
  const { availability } = app.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: databaseKind }),
          503: errorBodySchema.extend({ status: z.literal('unavailable'), database: databaseKind }),
        },
      },
    },
    async (request, reply) => {
      let isUp = availability.isAvailable();
      if (isUp) {
        try {
          await app.database.ping();
        } catch (err) {
          // A connection error is logged by the availability monitor.
          if (!availability.report(err))
            request.log.error({ err: loggableError(err) }, 'health check failed');
          isUp = false;
        }
      }
      if (!isUp) {
        return reply
          .code(503)
          .header('retry-after', String(availability.retryAfterSeconds()))
          .send({
            ...errorBody(503, 'The database is not reachable.'),
            status: 'unavailable' as const,
            database: app.database.kind,
          });
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
}
