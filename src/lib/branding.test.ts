import { describe, expect, it, vi } from 'vitest';
import {
  BRANDING_STORAGE_KEY,
  currentBranding,
  isAllowedImageUrl,
  loadBranding,
  resellerSubdomain,
} from './branding';

const ACME = {
  Name: 'Acme Learning',
  LogoUrl: '/resellers/acme-logo.svg',
  SpinnerUrl: '/resellers/acme-spinner.svg',
};
const ORIGIN = 'http://acme.localhost:8080';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const answer = (status: number, body?: unknown) =>
  vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );

describe('resellerSubdomain', () => {
  it('takes the first label of a sub-domain, of localhost or of a real domain', () => {
    expect(resellerSubdomain('acme.localhost')).toBe('acme');
    expect(resellerSubdomain('ACME.localhost')).toBe('acme');
    expect(resellerSubdomain('acme.labportal.example')).toBe('acme');
    expect(resellerSubdomain('acme.labportal.example.')).toBe('acme');
    expect(resellerSubdomain('north-school.portal.example.edu')).toBe('north-school');
  });

  it('finds none on plain hosts, IP addresses and www', () => {
    for (const host of [
      'localhost',
      'labportal.example',
      '127.0.0.1',
      '[::1]',
      'www.labportal.example',
      '',
      '-x.localhost',
    ])
      expect(resellerSubdomain(host), host).toBeNull();
  });
});

describe('isAllowedImageUrl', () => {
  it('allows same-origin and https images only (the CSP img-src)', () => {
    expect(isAllowedImageUrl('/resellers/acme-logo.svg', ORIGIN)).toBe(true);
    expect(isAllowedImageUrl('https://cdn.example/logo.png', ORIGIN)).toBe(true);
    expect(isAllowedImageUrl('http://cdn.example/logo.png', ORIGIN)).toBe(false);
    expect(isAllowedImageUrl('javascript:alert(1)', ORIGIN)).toBe(false);
  });
});

describe('loadBranding', () => {
  const base = {
    hostname: 'acme.localhost',
    origin: ORIGIN,
    userApiUrl: 'http://localhost:8080/user-api',
  };

  it('asks this origin for the sub-domain, applies and saves the answer', async () => {
    const storage = memoryStorage();
    const fetch = answer(200, ACME);
    const branding = await loadBranding({ ...base, storage, fetch });
    expect(fetch.mock.calls[0]![0]).toBe(`${ORIGIN}/user-api/resellers/whitelabel?domain=acme`);
    expect(branding).toEqual({
      name: 'Acme Learning',
      logoUrl: '/resellers/acme-logo.svg',
      spinnerUrl: '/resellers/acme-spinner.svg',
    });
    expect(JSON.parse(storage.getItem(BRANDING_STORAGE_KEY)!)).toEqual({
      domain: 'acme',
      whitelabel: ACME,
    });
  });

  it('keeps the saved answer offline', async () => {
    const storage = memoryStorage({
      [BRANDING_STORAGE_KEY]: JSON.stringify({ domain: 'acme', whitelabel: ACME }),
    });
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('offline')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await loadBranding({ ...base, storage, fetch }))?.name).toBe('Acme Learning');
  });

  it('uses the default look for an unknown domain, a saved copy of another host, and plain localhost', async () => {
    const saved = { [BRANDING_STORAGE_KEY]: JSON.stringify({ domain: 'other', whitelabel: ACME }) };
    expect(
      await loadBranding({
        ...base,
        storage: memoryStorage(saved),
        fetch: answer(404, { message: 'x' }),
      }),
    ).toBeNull();
    const fetch = answer(200, ACME);
    const storage = memoryStorage({
      [BRANDING_STORAGE_KEY]: JSON.stringify({ domain: 'acme', whitelabel: ACME }),
    });
    expect(await loadBranding({ ...base, hostname: 'localhost', storage, fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(currentBranding()).toBeNull();
  });

  it('drops images that are neither same-origin nor https', async () => {
    const fetch = answer(200, { ...ACME, LogoUrl: 'http://elsewhere.example/logo.svg' });
    expect((await loadBranding({ ...base, storage: memoryStorage(), fetch }))?.logoUrl).toBeNull();
  });
});
