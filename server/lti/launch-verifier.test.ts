import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../db/client';
import { ltiNonces } from '../db/schema/index';
import { TIMESTAMP_WINDOW_SECONDS, verifyLaunch } from './launch-verifier';
import { signForm } from './oauth1';

const url = 'http://localhost:8080/worksheets-site/lti/launch';
const launch = {
  lti_message_type: 'basic-lti-launch-request',
  lti_version: 'LTI-1p0',
  resource_link_id: 'r1',
  user_id: 'u1',
  roles: 'Learner',
};
const secrets: Record<string, string> = { 'lab-portal': 'top secret' };
const lookup = (key: string) => secrets[key];

describe('verifyLaunch', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
  });
  afterAll(async () => {
    await database.close();
  });

  const sign = (fields: Record<string, string> = launch, timestamp?: number, key = 'lab-portal') =>
    signForm(fields, {
      url,
      consumerKey: key,
      consumerSecret: secrets[key] ?? 'whatever',
      ...(timestamp === undefined ? {} : { timestamp }),
    });

  it('accepts a signed launch once, and refuses its replay', async () => {
    const form = sign();
    expect(await verifyLaunch(database.db, url, form, lookup)).toEqual({
      ok: true,
      consumerKey: 'lab-portal',
    });
    const again = await verifyLaunch(database.db, url, form, lookup);
    expect(again).toEqual({ ok: false, reason: expect.stringContaining('replayed') });
  });

  it('refuses a bad signature, an unknown key, an old or future timestamp', async () => {
    const bad = { ...sign(), user_id: 'someone else' };
    expect(await verifyLaunch(database.db, url, bad, lookup)).toMatchObject({
      ok: false,
      reason: 'the signature does not match',
    });
    expect(
      await verifyLaunch(database.db, url, sign(launch, undefined, 'nobody'), lookup),
    ).toMatchObject({
      ok: false,
      reason: 'the consumer key is not known',
    });
    const now = Math.floor(Date.now() / 1000);
    for (const ts of [now - TIMESTAMP_WINDOW_SECONDS - 1, now + TIMESTAMP_WINDOW_SECONDS + 5]) {
      expect(await verifyLaunch(database.db, url, sign(launch, ts), lookup)).toMatchObject({
        ok: false,
        reason: expect.stringContaining('oauth_timestamp'),
      });
    }
    // Still inside the window: accepted.
    expect(await verifyLaunch(database.db, url, sign(launch, now - 200), lookup)).toMatchObject({
      ok: true,
    });
  });

  it('refuses a post that is not an LTI launch unless asked not to', async () => {
    const form = sign({ template: '3', groupId: '4' });
    expect(await verifyLaunch(database.db, url, form, lookup)).toMatchObject({
      ok: false,
      reason: 'lti_message_type must be basic-lti-launch-request',
    });
    expect(
      await verifyLaunch(database.db, url, form, lookup, { requireLaunch: false }),
    ).toMatchObject({ ok: true });
    const { oauth_nonce: _nonce, ...noNonce } = sign();
    expect(await verifyLaunch(database.db, url, noNonce, lookup)).toMatchObject({
      ok: false,
      reason: 'the parameter oauth_nonce is missing',
    });
  });

  it('does not record the nonce of a refused launch, and prunes old nonces', async () => {
    const form = sign();
    await verifyLaunch(database.db, url, { ...form, roles: 'Instructor' }, lookup);
    expect(await verifyLaunch(database.db, url, form, lookup)).toMatchObject({ ok: true });

    await database.db
      .insert(ltiNonces)
      .values({ consumerKey: 'lab-portal', nonce: 'ancient', timestamp: 1000 });
    await verifyLaunch(database.db, url, sign(), lookup);
    const rows = await database.db.select().from(ltiNonces);
    expect(rows.some((r) => r.nonce === 'ancient')).toBe(false);
  });
});
