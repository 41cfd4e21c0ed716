import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

/** One hit counted: the hits of the key's current window, and the ms left in it. */
export interface Hit {
  count: number;
  ttlMs: number;
}

/** About one hit in this many also deletes the expired rows (lazy clean-up). */
const CLEAN_UP_EVERY = 200;

/**
 * Counts one hit of `key` in the database, shared by every instance: the first hit (or the first
 * after the window ended) starts a window of `windowMs`; the others add one. One statement, so
 * hits of several instances at once never lose a count. The key is stored hashed: it may hold
 * what a caller typed (a login, an address), of any length and with characters (NUL) a text
 * column refuses.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  random: () => number = Math.random,
): Promise<Hit> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: hashKey(key), count: 1, expiresAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimits.expiresAt} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<string>`ceil(extract(epoch from ${rateLimits.expiresAt} - now()) * 1000)`,
    });
  if (random() < 1 / CLEAN_UP_EVERY)
    await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`));
  return { count: row?.count ?? 1, ttlMs: Math.max(0, Number(row?.ttlMs ?? windowMs)) };
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit keeping its counts in the `rate_limits` table (PostgreSQL or
 * PGlite alike), so a limit holds across instances. Each route counts apart (its method and path
 * prefix the key), as the plugin's in-memory store does. `continueExceeding`,
 * `exponentialBackoff` and `ban` are not supported (no route uses them).
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      readonly prefix = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.prefix}|${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** `params`: the route's limit, with the route as `routeInfo` (the plugin's typing omits it). */
    child(params: object): DatabaseRateLimitStore {
      const { method, url } = (params as RouteParams).routeInfo ?? {};
      const prefix = url ? `${[method ?? ''].flat().join(',')} ${url}` : 'global';
      return new DatabaseRateLimitStore(params, prefix);
    }
  };
}
