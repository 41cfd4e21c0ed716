import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { PWA_CLIENT_ID } from '@server/plugins/oidc/clients';
import { createTwoInstances, TEST_PASSWORD, type TwoInstances } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';

const NEW_PASSWORD = 'New-pass-2';

/**
 * Issue 13 §2: instances keep verified access tokens in memory. A token that was accepted (so is
 * held) must be refused as soon as it is revoked: at once on the instance that revoked it, and
 * on another instance on the same database once the NOTIFY reaches it. Two apps on one database
 * (two connection pools on PostgreSQL, as two processes have; one PGlite shared otherwise).
 * Sign-out over HTTP and the password reset are in identity.test.ts and accounts.test.ts; the
 * username change in profile-api.test.ts: each uses its token before it ends.
 */
describe('revoked access tokens on every instance', () => {
  let instances: TwoInstances;
  let apps: TwoInstances['apps'];

  beforeAll(async () => {
    instances = await createTwoInstances();
    apps = instances.apps;
  });

  afterAll(() => instances.close());

  const one = () => apps[0]!;
  const two = () => apps[1]!;
  const status = async (app: FastifyInstance, token: string, userId: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/user-api/users/${userId}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  /** Accepted by both instances (so each holds it), as a tab that used it on both would. */
  const usedOnBoth = async (token: string, userId: string) => {
    expect(await status(one(), token, userId)).toBe(200);
    expect(await status(two(), token, userId)).toBe(200);
  };
  const revoke = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/token/revocation',
      payload: new URLSearchParams({ token, client_id: PWA_CLIENT_ID }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const changePassword = (app: FastifyInstance, token: string, userId: string, from: string) =>
    app.inject({
      method: 'POST',
      url: `/user-api/users/${userId}/changepassword`,
      headers: { authorization: `Bearer ${token}` },
      payload: { oldPassword: from, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });

  it('refuses a token revoked at the revocation endpoint, here at once and there soon', async () => {
    const userId = DEMO_USER_IDS.student;
    const token = await accessTokenFor(one(), userId);
    const other = await accessTokenFor(one(), userId);
    await usedOnBoth(token, userId);
    await usedOnBoth(other, userId);

    expect((await revoke(one(), token)).statusCode).toBe(200);
    expect(await status(one(), token, userId)).toBe(401);
    await expect.poll(() => status(two(), token, userId)).toBe(401);
    // Only that token: the user's other sign-in goes on.
    expect(await status(one(), other, userId)).toBe(200);
    expect(await status(two(), other, userId)).toBe(200);
  });

  it('refuses the tokens of a grant the provider revokes (sign-out, a reused refresh token)', async () => {
    const userId = DEMO_USER_IDS.student2;
    const token = await accessTokenFor(two(), userId);
    await usedOnBoth(token, userId);
    const { grantId } = (await two().oidc.provider.AccessToken.find(token))!;

    await two().oidc.provider.AccessToken.revokeByGrantId(grantId!);
    expect(await status(two(), token, userId)).toBe(401);
    await expect.poll(() => status(one(), token, userId)).toBe(401);
  });

  it("refuses the user's other tokens after a password change, and keeps the caller's", async () => {
    const userId = DEMO_USER_IDS.student3;
    const caller = await accessTokenFor(one(), userId);
    const stolen = await accessTokenFor(one(), userId);
    const bystander = await accessTokenFor(one(), DEMO_USER_IDS.student4);
    await usedOnBoth(caller, userId);
    await usedOnBoth(stolen, userId);
    await usedOnBoth(bystander, DEMO_USER_IDS.student4);

    expect((await changePassword(one(), caller, userId, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await status(one(), stolen, userId)).toBe(401);
    await expect.poll(() => status(two(), stolen, userId)).toBe(401);
    expect(await status(one(), caller, userId)).toBe(200);
    expect(await status(two(), caller, userId)).toBe(200);
    expect(await status(two(), bystander, DEMO_USER_IDS.student4)).toBe(200);
  });

  it('refuses a token whose revocation raced with its first use', async () => {
    const userId = DEMO_USER_IDS.student5;
    const token = await accessTokenFor(one(), userId);
    // The lookup and the revocation run together; whatever the lookup read, it is not kept.
    const [, revoked] = await Promise.all([status(one(), token, userId), revoke(one(), token)]);
    expect(revoked.statusCode).toBe(200);
    expect(await status(one(), token, userId)).toBe(401);
    await expect.poll(() => status(two(), token, userId)).toBe(401);
  });
});
