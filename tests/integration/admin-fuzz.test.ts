import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';
import { databaseDigest } from '../helpers/db-digest';
import { BODY_METHODS, routeTargets, toRequest } from '../helpers/fuzz-targets';

/** Requests per admin route (three times as many with a body); `ROUTE_FUZZ_SCALE` as in route-fuzz. */
const RUNS = 15 * Number(process.env.ROUTE_FUZZ_SCALE ?? 1);

/**
 * The route fuzz (route-fuzz.test.ts) calls every route as a student, an instructor and support,
 * who all get 403 from the administrators' area; here its routes get the same hostile requests
 * from an administrator, so they reach validation, the rules and the database. No 5xx, and a
 * refused request changes nothing.
 */
describe('route fuzz of /user-api/admin as an administrator', () => {
  const routes: RouteOptions[] = [];
  let t: TestApp;
  let token: string;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (route) => void routes.push(route) });
    token = await accessTokenFor(t.app, DEMO_USER_IDS.admin);
    const rows = await t.database.db.execute<{ id: number }>(
      sql`SELECT id FROM institutions UNION SELECT id FROM resellers`,
    );
    ids = [0, 1, ...(rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id)];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never answers 5xx, and a refusal changes nothing', { timeout: 5 * 60_000 }, async () => {
    const known = { self: DEMO_USER_IDS.admin, uuids: Object.values(DEMO_USER_IDS), ints: ids };
    const targets = routes
      .filter((route) => route.url.startsWith('/user-api/admin/'))
      .flatMap((route) => routeTargets(route, known));
    expect(targets.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    let digest = await databaseDigest(t.database.db);
    for (const target of targets) {
      const property = fc.asyncProperty(target.parts, async (parts) => {
        const request = toRequest(target, parts);
        const res = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: { authorization: `Bearer ${token}`, ...request.headers },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        const before = digest;
        digest = await databaseDigest(t.database.db);
        const shown = `${request.method} ${request.url.slice(0, 300)} ${(request.payload ?? '').slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) throw new Error(`a 5xx: ${shown}`);
        if (res.statusCode >= 400 && digest !== before)
          throw new Error(`refused, but data changed: ${shown}`);
      });
      const numRuns = Math.ceil((BODY_METHODS.has(target.method) ? 3 : 1) * RUNS);
      const result = await fc.check(property, { numRuns, endOnFailure: true });
      if (result.failed) {
        const error = result.errorInstance;
        failures.push(
          `${error instanceof Error ? error.message : String(error)} (seed ${result.seed})`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
