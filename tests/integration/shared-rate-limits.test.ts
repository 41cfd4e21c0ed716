import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { DEMO_USERS } from '@server/db/seed/demo-users';
import { keptEmails } from '@server/db/schema/index';
import { MAILS_PER_ADDRESS } from '@server/modules/accounts/codes';
import { createPostgresDatabase, testConfig } from '../helpers/app';

/**
 * Issue 13 §1: rate limits hold across instances. Two apps on one database (two connection pools
 * on PostgreSQL, as two processes have; one PGlite shared in the pglite project) share the
 * counts of the route limits and of the account mails per address.
 */
describe('rate limits shared by instances on one database', () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  let dataDir: string;
  let drop = async () => undefined as unknown;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-limits-'));
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const created = await createPostgresDatabase(adminUrl);
      drop = created.drop;
      databases.push(await openPostgres(created.url), await openPostgres(created.url));
    } else {
      const shared = await openPglite('memory://');
      databases.push(shared, shared);
    }
    const config = testConfig({ DATA_DIR: dataDir, ACCOUNT_RATE_LIMIT: '3' });
    for (const database of databases) {
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of new Set(databases)) await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const forgot = (app: FastifyInstance, userReference: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/user-api/users/forgotpassword',
      payload: { userReference },
      remoteAddress,
    });

  it('reaches a route limit across both instances', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const ip = '10.13.0.1';
    expect((await forgot(one, 'ghost', ip)).statusCode).toBe(200);
    expect((await forgot(two, 'ghost', ip)).statusCode).toBe(200);
    expect((await forgot(one, 'ghost', ip)).statusCode).toBe(200);
    const limited = await forgot(two, 'ghost', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another caller still has its own count.
    expect((await forgot(two, 'ghost', '10.13.0.2')).statusCode).toBe(200);
  });

  it('counts the mails to one address across both instances', async () => {
    const user = DEMO_USERS.student;
    for (let i = 0; i <= MAILS_PER_ADDRESS; i++) {
      const app = apps[i % 2]!;
      // A new caller each time: only the per-address mail counter may hold the mails back.
      expect((await forgot(app, user.username, `10.13.1.${i}`)).statusCode).toBe(200);
    }
    const sent = await databases[0]!.db
      .select({ id: keptEmails.id })
      .from(keptEmails)
      .where(
        and(eq(keptEmails.to, user.email.toLowerCase()), eq(keptEmails.kind, 'password-reset')),
      );
    expect(sent).toHaveLength(MAILS_PER_ADDRESS);
  });
});
