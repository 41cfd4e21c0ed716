import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../db/client';
import { rateLimits } from '../db/schema/index';
import { addressLimiter } from '../modules/accounts/codes';
import { countHit, databaseRateLimitStore } from './rate-limit-store';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate limits counted in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
  });
  afterAll(() => database.close());

  it('counts hits in a window, then starts a new one', async () => {
    const { db } = database;
    const first = await countHit(db, 'k1', 300);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(300);
    const hits = await Promise.all([1, 2, 3].map(() => countHit(db, 'k1', 300)));
    expect(hits.map((hit) => hit.count).sort()).toEqual([2, 3, 4]);
    expect((await countHit(db, 'k2', 300)).count).toBe(1);
    // What a caller typed: any character, any length.
    expect((await countHit(db, `ip|student\u0000${'x'.repeat(10_000)}`, 300)).count).toBe(1);
    await pause(350);
    expect((await countHit(db, 'k1', 300)).count).toBe(1);
  });

  it('deletes expired rows now and then', async () => {
    const { db } = database;
    await db.delete(rateLimits);
    await countHit(db, 'short', 1);
    await pause(20);
    await countHit(db, 'other', 60_000, () => 0);
    // 'short' went, 'other' stays.
    expect(await db.select().from(rateLimits)).toHaveLength(1);
  });

  it('gives each route its own count through child stores', async () => {
    const Store = databaseRateLimitStore(database.db);
    const root = new Store({});
    const a = root.child({ routeInfo: { method: 'POST', url: '/a' } });
    const b = root.child({ routeInfo: { method: 'POST', url: '/b' } });
    const incr = (store: typeof a) =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          'ip',
          (error, result) => (error ? reject(error) : resolve(result!.current)),
          60_000,
        ),
      );
    expect(await incr(a)).toBe(1);
    expect(await incr(a)).toBe(2);
    expect(await incr(b)).toBe(1);
  });

  it('limits account mails per address (any case) in the window', async () => {
    const limiter = addressLimiter(database.db, 2, 300);
    expect(await limiter.allow('A@x.example')).toBe(true);
    expect(await limiter.allow('a@x.example')).toBe(true);
    expect(await limiter.allow('a@X.example')).toBe(false);
    expect(await limiter.allow('b@x.example')).toBe(true);
    await pause(350);
    expect(await limiter.allow('a@x.example')).toBe(true);
  });
});
