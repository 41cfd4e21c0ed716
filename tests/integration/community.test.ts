import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';

const { student, instructor } = DEMO_USER_IDS;
const FORUM = 'https://forum.test.example';
const SECRET = 'community-test-secret';

// The forum's side, written here on its own (not the server's code).
const sign = (payload: string, secret = SECRET) =>
  createHmac('sha256', secret).update(payload).digest('hex');
const forumRequest = (nonce: string, returnUrl = `${FORUM}/session/sso_login`) =>
  // Wrapped at 60 characters with a trailing newline, as Ruby's Base64.encode64 sends it.
  `${Buffer.from(`nonce=${nonce}&return_sso_url=${encodeURIComponent(returnUrl)}`)
    .toString('base64')
    .replace(/(.{60})/g, '$1\n')}\n`;

describe('POST users/{userId}/discourseurl (the community hand-off)', () => {
  let t: TestApp;
  let unconfigured: TestApp;
  const tokens = new Map<string, string>();
  const post = (app: TestApp, userId: string, body: object, as: string | null = userId) =>
    app.app.inject({
      method: 'POST',
      url: `/user-api/users/${userId}/discourseurl`,
      payload: { userId, ...body },
      headers: as ? { authorization: `Bearer ${tokens.get(as)}` } : {},
    });

  beforeAll(async () => {
    [t, unconfigured] = await Promise.all([
      createTestApp({ DISCOURSE_URL: `${FORUM}/`, DISCOURSE_CONNECT_SECRET: SECRET }),
      createTestApp(),
    ]);
    for (const id of [student, instructor]) tokens.set(id, await accessTokenFor(t.app, id));
  });
  afterAll(async () => {
    await Promise.all([t?.close(), unconfigured?.close()]);
  });

  it('answers the forum return URL with a signed reply for a good signature', async () => {
    const payload = forumRequest('nonce-good-1');
    const res = await post(t, student, { payload, sig: sign(payload) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const url = new URL(res.body);
    expect(`${url.origin}${url.pathname}`).toBe(`${FORUM}/session/sso_login`);
    const sso = url.searchParams.get('sso')!;
    expect(url.searchParams.get('sig')).toBe(sign(sso));
    const fields = new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8'));
    expect(fields.get('nonce')).toBe('nonce-good-1');
    expect(fields.get('external_id')).toBe(student);
    expect(fields.get('email')).toMatch(/@/);
    expect(fields.get('username')).toBeTruthy();
  });

  it('refuses a bad signature, a trimmed payload, a foreign charset and a wrong secret', async () => {
    const payload = forumRequest('nonce-bad');
    for (const body of [
      { payload, sig: sign(payload).replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { payload: payload.trim(), sig: sign(payload) },
      { payload, sig: sign(payload, 'another-secret') },
      { payload: `${payload}&admin=true`, sig: sign(`${payload}&admin=true`) },
      { payload, sig: '' },
      { payload: '', sig: '' },
    ]) {
      const res = await post(t, student, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a return URL outside the forum origin, even when signed', async () => {
    for (const returnUrl of [
      'https://evil.example/session/sso_login',
      `${FORUM}.evil.example/session/sso_login`,
      'http://forum.test.example/session/sso_login',
    ]) {
      const payload = forumRequest('nonce-foreign', returnUrl);
      const res = await post(t, student, { payload, sig: sign(payload) });
      expect(res.statusCode, returnUrl).toBe(400);
      expect(res.body).not.toContain('evil');
    }
  });

  it('is for the signed-in user only', async () => {
    const payload = forumRequest('nonce-other');
    expect((await post(t, student, { payload, sig: sign(payload) }, null)).statusCode).toBe(401);
    expect((await post(t, student, { payload, sig: sign(payload) }, instructor)).statusCode).toBe(
      403,
    );
  });

  it('says the community is not configured without DISCOURSE_URL and secret', async () => {
    const token = await accessTokenFor(unconfigured.app, student);
    const payload = forumRequest('nonce-off');
    const res = await unconfigured.app.inject({
      method: 'POST',
      url: `/user-api/users/${student}/discourseurl`,
      payload: { payload, sig: sign(payload) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('The community is not configured.');
  });

  it('points the Community tab at the forum per user type, or at the notice when unset', async () => {
    const links = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/config.json' })).json<{
        links: { community: { instructor: string; student: string } };
      }>().links.community;
    expect(await links(t)).toEqual({
      instructor: `${FORUM}/session/sso?return_path=%2Fc%2Finstructors`,
      student: `${FORUM}/session/sso?return_path=%2Fc%2Fstudents`,
    });
    expect(await links(unconfigured)).toEqual({
      instructor: 'http://localhost:8080/communitylogin',
      student: 'http://localhost:8080/communitylogin',
    });
  });
});
