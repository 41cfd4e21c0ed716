import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '@common/schemas/config';
import { resellerDomains, resellers } from '@server/db/schema/index';
import { PWA_CLIENT_ID } from '@server/plugins/oidc/clients';
import { createTestApp, type TestApp } from '../helpers/app';

const PUBLIC = 'http://localhost:8080';
const ACME = 'http://acme.localhost:8080';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('sign-in on a reseller host (one issuer, reseller redirect URIs)', () => {
  let t: TestApp;

  const authorize = (redirectUri: string) =>
    t.app.inject({
      method: 'GET',
      url: `/auth/auth?${new URLSearchParams({
        client_id: PWA_CLIENT_ID,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: redirectUri,
        code_challenge: CHALLENGE,
        code_challenge_method: 'S256',
      }).toString()}`,
    });
  const isAccepted = (res: { statusCode: number; headers: Record<string, unknown> }) =>
    res.statusCode === 303 && String(res.headers.location).startsWith('/auth/interaction/');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts the PWA pages on PUBLIC_URL and on a registered reseller host', async () => {
    for (const uri of [
      `${PUBLIC}/callback.html`,
      `${ACME}/callback.html`,
      `${ACME}/silent-renew.html`,
    ]) {
      expect(isAccepted(await authorize(uri)), uri).toBe(true);
    }
  });

  it('refuses an unregistered sub-domain, a foreign host and other pages', async () => {
    for (const uri of [
      'http://unknown-school.localhost:8080/callback.html',
      'http://acme.evil.example/callback.html',
      'http://acme.localhost.evil.example:8080/callback.html',
      'https://acme.localhost:8080/callback.html',
      'http://acme.localhost:9999/callback.html',
      'http://a.acme.localhost:8080/callback.html',
      `${ACME}/labs`,
      `${ACME}/callback.html?next=x`,
      `${ACME}/callback.html#x`,
      'http://user@acme.localhost:8080/callback.html',
    ]) {
      const res = await authorize(uri);
      expect(isAccepted(res), uri).toBe(false);
      expect(res.statusCode, uri).toBe(400);
    }
  });

  it('a reseller registered after start is accepted at once, and refused once removed', async () => {
    const { db } = t.database;
    const uri = 'http://newschool.localhost:8080/callback.html';
    expect(isAccepted(await authorize(uri))).toBe(false);
    const [acme] = await db
      .select({ id: resellerDomains.resellerId })
      .from(resellerDomains)
      .where(eq(resellerDomains.domain, 'acme'));
    await db.insert(resellerDomains).values({ domain: 'newschool', resellerId: acme!.id });
    expect(isAccepted(await authorize(uri))).toBe(true);
    await db.delete(resellerDomains).where(eq(resellerDomains.domain, 'newschool'));
    expect(isAccepted(await authorize(uri))).toBe(false);
    expect(await db.select().from(resellers)).not.toHaveLength(0);
  });

  it('accepts the portal pages as post-logout targets on a registered reseller host only', async () => {
    const endSession = (target: string) =>
      t.app.inject({
        method: 'GET',
        url: `/auth/session/end?${new URLSearchParams({
          client_id: PWA_CLIENT_ID,
          post_logout_redirect_uri: target,
        }).toString()}`,
      });
    expect((await endSession(`${ACME}/`)).statusCode).toBe(200);
    expect((await endSession(`${ACME}/labs`)).statusCode).toBe(200);
    for (const target of [
      'http://unknown-school.localhost:8080/',
      'http://evil.example/',
      `${ACME}/elsewhere`,
    ]) {
      expect((await endSession(target)).statusCode, target).toBe(400);
    }
  });

  it('answers CORS for the reseller origin on discovery, jwks and token', async () => {
    for (const url of ['/auth/.well-known/openid-configuration', '/auth/jwks']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: ACME } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBe(ACME);
    }
    const token = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: PWA_CLIENT_ID,
          code: 'not-a-code',
          redirect_uri: `${ACME}/callback.html`,
          code_verifier: 'x'.repeat(43),
        }).toString(),
      });
    // The reseller origin reaches the grant check (a wrong code), readable by the page.
    const fromAcme = await token(ACME);
    expect(fromAcme.json()).toMatchObject({ error: 'invalid_grant' });
    expect(fromAcme.headers['access-control-allow-origin']).toBe(ACME);
    // Another origin is refused by the client's CORS check.
    for (const origin of ['http://unknown-school.localhost:8080', 'http://evil.example']) {
      const res = await token(origin);
      expect(res.json(), origin).toMatchObject({ error: 'invalid_request' });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('gives a registered reseller host its own services and redirect URIs, one issuer', async () => {
    const get = (host: string) =>
      t.app.inject({ method: 'GET', url: '/config.json', headers: { host } });
    const acme = runtimeConfigSchema.strict().parse((await get('acme.localhost:8080')).json());
    expect(acme.services.userApi).toBe(`${ACME}/user-api`);
    expect(acme.services.socket).toBe('ws://acme.localhost:8080/auth/socket');
    expect(acme.oidc).toMatchObject({
      authority: `${PUBLIC}/auth`,
      redirect_uri: `${ACME}/callback.html`,
      silent_redirect_uri: `${ACME}/silent-renew.html`,
      post_logout_redirect_uri: `${ACME}/`,
    });
    for (const host of ['localhost:8080', 'unknown-school.localhost:8080', 'evil.example']) {
      const config = runtimeConfigSchema.parse((await get(host)).json());
      expect(config.services.userApi, host).toBe(`${PUBLIC}/user-api`);
      expect(config.oidc.redirect_uri, host).toBe(`${PUBLIC}/callback.html`);
    }
  });

  it("lets a reseller host's page reach the issuer and get back after a form", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${PUBLIC}`);
    expect(csp).toMatch(/form-action 'self'[^;]* http:\/\/\*\.localhost:8080/);
  });
});
