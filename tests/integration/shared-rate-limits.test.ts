import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@server/db/seed/demo-users';
import { keptEmails } from '@server/db/schema/index';
import { MAILS_PER_ADDRESS } from '@server/modules/accounts/codes';
import { createTwoInstances, type TwoInstances } from '../helpers/app';

/**
 * Issue 13 §1: rate limits hold across instances. Two apps on one database (two connection pools
 * on PostgreSQL, as two processes have; one PGlite shared in the pglite project) share the
 * counts of the route limits and of the account mails per address.
 */
describe('rate limits shared by instances on one database', () => {
  let instances: TwoInstances;
  let apps: TwoInstances['apps'];

  beforeAll(async () => {
    instances = await createTwoInstances({ ACCOUNT_RATE_LIMIT: '3' });
    apps = instances.apps;
  });

  afterAll(() => instances.close());

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
    const sent = await instances.database.db
      .select({ id: keptEmails.id })
      .from(keptEmails)
      .where(
        and(eq(keptEmails.to, user.email.toLowerCase()), eq(keptEmails.kind, 'password-reset')),
      );
    expect(sent).toHaveLength(MAILS_PER_ADDRESS);
  });
});
