import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whitelabelSchema } from '@common/schemas/resellers';
import { createTestApp, type TestApp } from '../helpers/app';

describe('GET /user-api/resellers/whitelabel (public)', () => {
  let t: TestApp;
  const get = (domain: string) =>
    t.app.inject({
      method: 'GET',
      url: `/user-api/resellers/whitelabel?domain=${encodeURIComponent(domain)}`,
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the demo reseller for its sub-domain, without sign-in, in any letter case', async () => {
    for (const domain of ['acme', 'ACME']) {
      const res = await get(domain);
      expect(res.statusCode).toBe(200);
      expect(whitelabelSchema.strict().parse(res.json())).toEqual({
        Name: 'Acme Learning',
        LogoUrl: '/resellers/acme-logo.svg',
        SpinnerUrl: '/resellers/acme-spinner.svg',
      });
    }
  });

  it('answers 404 for a domain no reseller has', async () => {
    const res = await get('unknown-school');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'No reseller for this domain.' });
  });

  it('refuses a missing or malformed domain with 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/user-api/resellers/whitelabel' });
    expect(missing.statusCode).toBe(400);
    for (const bad of ['', '-acme', 'acme-', 'a.b', 'acme%', 'x'.repeat(64), "a' or 1=1"]) {
      expect((await get(bad)).statusCode, bad).toBe(400);
    }
  });
});
