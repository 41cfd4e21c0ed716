import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema/index';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this write ignores `Idempotency-Key` (its answer must never be replayed). */
    idempotency?: boolean;
  }
}

/** Keys are kept this long; an older key counts as new. */
export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Visible ASCII, like the IETF draft's examples (UUIDs, random strings). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyOptions {
  /** Delete keys older than 7 days at start and every 6 hours (one scope per app is enough). */
  prune?: boolean;
}

interface Pending {
  userId: string;
  key: string;
  hash: string;
}

/**
 * `Idempotency-Key` for the writes of the scope it is registered in (draft-ietf-httpapi-
 * idempotency-key-header). Keys are per user. The first 2xx answer of a key is stored; a replay
 * with the same request gets it back without running again; the same key with another request
 * is a 422. Answers other than 2xx are not stored, so a retry after a 401 or 5xx runs again
 * (the writes themselves are idempotent upserts, so a race of two first tries is harmless).
 */
export default fp<IdempotencyOptions>(
  async function idempotency(app: FastifyInstance, options) {
    const { db } = app.database;
    const pending = new WeakMap<FastifyRequest, Pending>();

    app.addHook('preHandler', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method)) return;
      if (request.routeOptions.config.idempotency === false) return;
      const header = request.headers['idempotency-key'];
      // Without a caller the route answers 401 itself.
      if (header === undefined || !request.auth) return;
      const key = Array.isArray(header) ? header[0] : header;
      if (key === undefined || !KEY_PATTERN.test(key)) {
        throw new HttpError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
      }
      const userId = request.auth.userId;
      const hash = requestHash(request);
      const [stored] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (stored && stored.createdAt.getTime() > Date.now() - IDEMPOTENCY_TTL_MS) {
        if (stored.requestHash !== hash) {
          throw new HttpError(
            422,
            'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
          );
        }
        app.metrics.outboxWrites.inc({ outcome: 'replayed' });
        return reply
          .code(stored.statusCode)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(stored.response));
      }
      if (stored) {
        await db
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      }
      pending.set(request, { userId, key, hash });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const entry = pending.get(request);
      if (!entry) return payload;
      pending.delete(request);
      if (reply.statusCode < 200 || reply.statusCode > 299 || typeof payload !== 'string') {
        return payload;
      }
      await db
        .insert(idempotencyKeys)
        .values({
          userId: entry.userId,
          key: entry.key,
          requestHash: entry.hash,
          statusCode: reply.statusCode,
          response: payload === '' ? null : (JSON.parse(payload) as unknown),
        })
        .onConflictDoNothing();
      app.metrics.outboxWrites.inc({ outcome: 'accepted' });
      return payload;
    });

    if (options.prune) {
      const prune = () =>
        db
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)))
          .catch((err: unknown) => app.log.warn({ err }, 'pruning idempotency keys failed'));
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        await prune();
        timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'idempotency', dependencies: ['auth', 'errors', 'metrics'] },
);

/** The method, the address and the body (keys sorted), hashed. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${stableStringify(request.body ?? null)}`)
    .digest('base64url');
}

/** JSON with object keys sorted, so equal values give equal text. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
