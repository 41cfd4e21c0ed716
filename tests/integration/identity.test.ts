import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PWA_CLIENT_ID, PWA_SCOPES } from '@server/plugins/oidc/clients';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, type TestApp } from '../helpers/app';
import { CookieJar, browse, follow, freePort } from '../helpers/browserless';

const PASSWORD = 'Demo-lab-1';

describe('identity provider (openid-client against the real provider over HTTP)', () => {
  let testApp: TestApp;
  let origin: string;
  let config: client.Configuration;
  let redirectUri: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    testApp = await createTestApp({ PUBLIC_URL: origin, LOGIN_RATE_LIMIT: '5' });
    await testApp.app.listen({ port, host: '127.0.0.1' });
    redirectUri = `${origin}/callback.html`;
    config = await client.discovery(
      new URL(`${origin}/auth`),
      PWA_CLIENT_ID,
      undefined,
      client.None(),
      {
        execute: [client.allowInsecureRequests],
      },
    );
  });
  afterAll(() => testApp?.close());

  /** Starts the code + PKCE flow and returns the login page's URL and the flow's secrets. */
  async function startSignIn(jar: CookieJar) {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: PWA_SCOPES.join(' '),
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const { url: loginUrl, response } = await follow(jar, url.toString(), origin);
    return { verifier, state, loginUrl, loginPage: await response!.text() };
  }

  async function signIn(login: string, password = PASSWORD) {
    const jar = new CookieJar();
    const flow = await startSignIn(jar);
    const posted = await browse(jar, `${flow.loginUrl}/login`, {
      method: 'POST',
      form: { login, password },
    });
    expect(posted.status).toBe(303);
    const { url: callbackUrl } = await follow(
      jar,
      new URL(posted.headers.get('location')!, origin).toString(),
      `${origin}/auth`,
    );
    const tokens = await client.authorizationCodeGrant(config, new URL(callbackUrl), {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
    });
    return { jar, tokens };
  }

  it('publishes discovery with the code flow, PKCE S256 and the portal scopes', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(`${origin}/auth`);
    expect(metadata.response_types_supported).toContain('code');
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining([...PWA_SCOPES]));
    expect(metadata.end_session_endpoint).toBe(`${origin}/auth/session/end`);
  });

  it('computes the RFC 7636 Appendix B PKCE challenge', async () => {
    expect(
      await client.calculatePKCECodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'),
    ).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('serves a translated login form', async () => {
    const jar = new CookieJar();
    jar.set('lab_language', 'es');
    const { loginPage } = await startSignIn(jar);
    expect(loginPage).toContain('<html lang="es">');
    expect(loginPage).toContain('Usuario o correo electrónico');
    expect(loginPage).toContain('<label for="password">Contraseña</label>');
  });

  it('signs in with code + PKCE and returns the custom claims from userinfo', async () => {
    const { tokens } = await signIn('student');
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.claims()?.sub).toBe(DEMO_USER_IDS.student);

    const info = await client.fetchUserInfo(config, tokens.access_token, DEMO_USER_IDS.student);
    expect(info).toMatchObject({
      sub: DEMO_USER_IDS.student,
      preferred_username: 'student',
      given_name: 'Ana',
      family_name: 'Lopez',
      blsupport: false,
      roles: [expect.objectContaining({ RoleId: 5 })],
    });
    // The expired Chemistry license is not a claim; the active Full Suite one is.
    expect(info.licenses).toHaveLength(1);
  });

  it('accepts the e-mail address in any case and marks support users', async () => {
    const { tokens } = await signIn('SUPPORT@demo.labportal.test');
    const info = await client.fetchUserInfo(config, tokens.access_token, DEMO_USER_IDS.support);
    expect(info.blsupport).toBe(true);
  });

  it('rotates refresh tokens and refuses a reused one', async () => {
    const { tokens } = await signIn('instructor');
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // Reuse of a rotated token revokes the whole grant: the newer token stops working too.
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a wrong password with a clear message and no token', async () => {
    const jar = new CookieJar();
    const { loginUrl } = await startSignIn(jar);
    const response = await browse(jar, `${loginUrl}/login`, {
      method: 'POST',
      form: { login: 'student', password: 'wrong-password' },
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('The username or password is incorrect.');
    expect(html).toContain('role="alert"');
    expect(response.headers.get('location')).toBeNull();
  });

  it('refuses an unknown user with the same message', async () => {
    const jar = new CookieJar();
    const { loginUrl } = await startSignIn(jar);
    const response = await browse(jar, `${loginUrl}/login`, {
      method: 'POST',
      form: { login: 'nobody-here', password: PASSWORD },
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('The username or password is incorrect.');
  });

  it.each([['student\u0000'], ['\u0000']])(
    'refuses a username no account can have (%j) like a wrong one, on the form',
    async (login) => {
      const jar = new CookieJar();
      const { loginUrl } = await startSignIn(jar);
      const response = await browse(jar, `${loginUrl}/login`, {
        method: 'POST',
        form: { login, password: PASSWORD },
      });
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('The username or password is incorrect.');
    },
  );

  it('rate limits sign-in attempts per IP and username', async () => {
    const jar = new CookieJar();
    const { loginUrl } = await startSignIn(jar);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await browse(jar, `${loginUrl}/login`, {
        method: 'POST',
        form: { login: 'student2', password: `wrong-${i}` },
      });
      statuses.push(response.status);
      if (response.status === 429)
        expect(await response.text()).toContain('Too many sign-in attempts');
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('lets the API accept the access token and refuses it after sign-out', async () => {
    const { jar, tokens } = await signIn('student');
    const me = () =>
      fetch(`${origin}/user-api/users/${DEMO_USER_IDS.student}`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await me()).status).toBe(200);

    // A tab registered on the auth socket hears the sign-out.
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/auth/socket`);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)).type));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'register', token: tokens.access_token }));
    await expect.poll(() => messages).toContain('registered');

    const endUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${origin}/`,
    });
    const confirm = await browse(jar, endUrl.toString());
    const html = await confirm.text();
    // The portal's own sign-out (its user's id_token_hint, a registered return address) is the
    // confirmation: no "Do you want to sign out?" page, the form submits itself under the CSP.
    expect(html).not.toContain('Do you want to sign out');
    expect(html).toContain('name="logout" value="yes"');
    const script = /<script>([^<]+)<\/script>/.exec(html)![1]!;
    const digest = createHash('sha256').update(script).digest('base64');
    expect(confirm.headers.get('content-security-policy')).toContain(`'sha256-${digest}'`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(xsrf).toBeTruthy();
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const done = await browse(jar, new URL(action, origin).toString(), {
      method: 'POST',
      form: { xsrf: xsrf!, logout: 'yes' },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${origin}/`);

    await expect.poll(() => messages).toContain('endsession');
    socket.close();
    expect((await me()).status).toBe(401);
  });

  it('still asks before signing out when the request carries no hint of the signed-in user', async () => {
    const { jar } = await signIn('student');
    const other = await signIn('beta');
    for (const url of [
      `${origin}/auth/session/end`,
      client
        .buildEndSessionUrl(config, {
          id_token_hint: other.tokens.id_token!,
          post_logout_redirect_uri: `${origin}/`,
        })
        .toString(),
    ]) {
      const html = await (await browse(jar, url)).text();
      expect(html).toContain('Do you want to sign out of Lab Portal?');
      expect(html).not.toContain('name="logout" value="yes"');
    }
  });

  it('answers ping on the auth socket and ends a socket with a bad token', async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/auth/socket`);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)).type));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'ping' }));
    socket.send(JSON.stringify({ type: 'register', token: 'not-a-token' }));
    await expect.poll(() => messages).toEqual(['pong', 'endsession']);
    socket.close();
  });
});
