import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@common/schemas/primitives';
import { errorBody, loggableError } from '../../plugins/errors';

const databaseKind = z.enum(['pglite', 'postgres']);
const checkResult = z.enum(['ok', 'failed']);
const readiness = z.object({ database: checkResult, storage: checkResult });

/** A readiness check gives up after this long (a hung store must not hang the probe). */
const CHECK_TIMEOUT_MS = 5000;

/**
 * `GET /health` (liveness, and the database as before): 200 while the database answers; 503
 * naming the database while it is away. `GET /ready` (readiness): 200 when the database and the
 * file store both answer, else 503 saying which failed (the reason goes to the log only).
 */
export default async function healthRoutes(app: FastifyInstance) {
  const { availability } = app.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
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

  routes.get(
    '/ready',
    {
      schema: {
        response: {
          200: readiness.extend({ status: z.literal('ready') }),
          503: errorBodySchema.extend({ ...readiness.shape, status: z.literal('not-ready') }),
        },
      },
    },
    async (request, reply) => {
      const run = async (name: string, check: () => Promise<void>) => {
        try {
          await withTimeout(check());
          return 'ok' as const;
        } catch (err) {
          request.log.error({ err: loggableError(err), check: name }, 'readiness check failed');
          return 'failed' as const;
        }
      };
      const [database, storage] = await Promise.all([
        availability.isAvailable()
          ? run('database', () => app.database.ping())
          : Promise.resolve('failed' as const),
        run('storage', async () => {
          await app.fileStorage.check?.();
        }),
      ]);
      if (database === 'ok' && storage === 'ok') {
        return { status: 'ready' as const, database, storage };
      }
      const failed = [
        database === 'failed' ? 'database' : null,
        storage === 'failed' ? 'file store' : null,
      ];
      return reply.code(503).send({
        ...errorBody(
          503,
          `Not ready: the ${failed.filter(Boolean).join(' and the ')} did not answer.`,
        ),
        status: 'not-ready' as const,
        database,
        storage,
      });
    },
  );
}

function withTimeout(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
