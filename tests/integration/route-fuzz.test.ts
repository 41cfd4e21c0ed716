import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { databaseDigest } from '../helpers/db-digest';
import {
  BODY_METHODS,
  providerTargets,
  routeTargets,
  toRequest,
  type FuzzTarget,
} from '../helpers/fuzz-targets';

/**
 * Issue 8 §3, "bad input never gives a 500", for every route: each route of the app's route table
 * (collected as the app is built, so a new route is walked without being listed here) and each
 * endpoint of the identity provider (from its discovery document) gets requests made from its
 * own schemas with one part replaced by something hostile: NUL, unpaired surrogates, huge,
 * negative and fractional numbers, wrong types, deep nesting, long strings, proto keys. The
 * callers are signed-in users of three roles. No answer may be a 5xx, and a refused request
 * (4xx) must leave every table as it was.
 *
 * `ROUTE_FUZZ_SCALE=10` runs ten times as many requests (the CI default stays within a minute).
 */
const SCALE = Number(process.env.ROUTE_FUZZ_SCALE ?? 1);
/**
 * The one refusal that may write, by design (README, "The lab book"): a 409 for a statement id
 * stored with other content still stores the batch's new statements.
 */
const PARTIAL_WRITES = new Set([
  '409 POST /xapi/statements',
  // A wrong account code counts against the code's tries (server/modules/accounts).
  '400 POST /user-api/users/activate',
  '400 POST /user-api/users/resetpassword',
  '400 POST /auth/interaction/:uid/activate',
  '400 POST /auth/interaction/:uid/reset-password',
]);
type Who = 'student' | 'instructor' | 'support';
/** Requests per route and caller (three times as many for routes with a body). */
const CALLERS: ReadonlyArray<{ who: Who; runs: number }> = [
  { who: 'student', runs: 12 },
  { who: 'instructor', runs: 6 },
  { who: 'support', runs: 3 },
];

describe('route fuzz: hostile input never gives a 5xx, and a refusal changes nothing', () => {
  const routes: RouteOptions[] = [];
  const tokens = new Map<Who, string>();
  let t: TestApp;
  let staticDir: string;
  let ids: number[];
  let discovery: Record<string, unknown>;

  beforeAll(async () => {
    // A built app shell, so that the static fallback route is in the table too.
    staticDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-fuzz-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Lab Portal</title>');
    t = await createTestApp(
      {
        STATIC_DIR: staticDir,
        CODE_RATE_LIMIT: '1000000',
        LOGIN_RATE_LIMIT: '1000000',
        ACCOUNT_RATE_LIMIT: '1000000',
        // A configured community, so hostile hand-offs reach the signature checks.
        DISCOURSE_URL: 'https://forum.fuzz.example',
        DISCOURSE_CONNECT_SECRET: 'fuzz-community-secret',
      },
      { onRoute: (route) => void routes.push(route) },
    );
    for (const { who } of CALLERS) tokens.set(who, await accessTokenFor(t.app, DEMO_USER_IDS[who]));
    // Ids that exist, so that requests also get past the "not found" checks.
    const rows = await t.database.db.execute<{ id: number }>(sql`
      SELECT id FROM class_groups UNION SELECT id FROM institutions UNION SELECT id FROM campuses
      UNION SELECT id FROM bundles UNION SELECT id FROM contracts`);
    ids = [0, 1, ...(rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id)];
    const res = await t.app.inject({
      method: 'GET',
      url: '/auth/.well-known/openid-configuration',
    });
    discovery = res.json();
  });
  afterAll(async () => {
    await t?.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('walks a route table with every service in it', () => {
    const patterns = routes.map((r) => r.url);
    const services = ['/user-api/', '/presets-api/', '/labbook-api/', '/api/', '/xapi/'];
    for (const prefix of [...services, '/functions/', '/files/', '/auth/interaction/', '/*'])
      expect(
        patterns.some((p) => p.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(Object.keys(discovery)).toContain('token_endpoint');
  });

  for (const { who, runs } of CALLERS) {
    it(`as ${who}`, { timeout: 10 * 60_000 }, async () => {
      const known = { self: DEMO_USER_IDS[who], uuids: Object.values(DEMO_USER_IDS), ints: ids };
      const targets: FuzzTarget[] = [
        ...routes.flatMap((route) => routeTargets(route, known)),
        ...providerTargets(discovery, known),
      ];
      const failures: string[] = [];
      let digest = await databaseDigest(t.database.db);
      for (const target of targets) {
        const property = fc.asyncProperty(target.parts, async (parts) => {
          const request = toRequest(target, parts);
          const res = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: { authorization: `Bearer ${tokens.get(who)}`, ...request.headers },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          const before = digest;
          digest = await databaseDigest(t.database.db);
          const shown = `${request.method} ${request.url.slice(0, 300)} ${(request.payload ?? '').slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) throw new Error(`a 5xx: ${shown}`);
          const mayWrite = PARTIAL_WRITES.has(
            `${res.statusCode} ${target.method} ${target.pattern}`,
          );
          if (res.statusCode >= 400 && digest !== before && !mayWrite)
            throw new Error(`refused, but data changed: ${shown}`);
          if (res.statusCode === 401 && !request.headers.authorization) {
            // A new username ends the caller's sign-ins (a fuzzed PUT users/{me} may make one).
            tokens.set(who, await accessTokenFor(t.app, DEMO_USER_IDS[who]));
            digest = await databaseDigest(t.database.db);
          }
        });
        const numRuns = Math.ceil((BODY_METHODS.has(target.method) ? 3 : 1) * runs * SCALE);
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
  }
});
