/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadRuntimeConfig,
  RUNTIME_CONFIG_STORAGE_KEY,
  RuntimeConfigUnavailableError,
  signsInHere,
} from './runtime-config';

const config = {
  services: {
    auth: 'http://x/auth',
    userApi: 'http://x/user-api',
    presetsApi: 'http://x/presets-api',
    labbookApi: 'http://x/labbook-api',
    api: 'http://x/api',
    xapi: 'http://x/xapi',
    functions: 'http://x/functions',
    files: 'http://x/files',
    socket: 'ws://x/auth/socket',
  },
  oidc: {
    authority: 'http://x/auth',
    client_id: 'lab-portal-web',
    redirect_uri: 'http://x/callback.html',
    silent_redirect_uri: 'http://x/silent-renew.html',
    post_logout_redirect_uri: 'http://x/',
    scope: 'openid profile',
  },
  benches: { baseUrl: null },
  payments: { stripePublishableKey: null },
  links: {
    community: { instructor: 'https://c/i', student: 'https://c/s' },
    support: 'https://s',
    desktop: 'https://d',
    terms: 'http://x/legal/terms.html',
    privacy: 'http://x/legal/privacy.html',
    supportEmail: 'support@example.org',
  },
};

let server: Server;
let base = '';
let answer: { status: number; body: string } = { status: 200, body: JSON.stringify(config) };

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.statusCode = answer.status;
    response.setHeader('content-type', 'application/json');
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('loadRuntimeConfig', () => {
  it('fetches, validates and saves the config', async () => {
    answer = { status: 200, body: JSON.stringify(config) };
    const storage = memoryStorage();
    expect(await loadRuntimeConfig({ storage, url: `${base}/config.json` })).toEqual(config);
    expect(JSON.parse(storage.map.get(RUNTIME_CONFIG_STORAGE_KEY) ?? '{}')).toEqual(config);
  });

  it('uses the saved copy when the server is unreachable or answers badly', async () => {
    const storage = memoryStorage();
    storage.setItem(RUNTIME_CONFIG_STORAGE_KEY, JSON.stringify(config));
    expect(await loadRuntimeConfig({ storage, url: 'http://127.0.0.1:9/config.json' })).toEqual(
      config,
    );
    answer = { status: 502, body: '<html>captive portal</html>' };
    expect(await loadRuntimeConfig({ storage, url: `${base}/config.json` })).toEqual(config);
    answer = { status: 200, body: '{"services":{}}' };
    expect(await loadRuntimeConfig({ storage, url: `${base}/config.json` })).toEqual(config);
  });

  it('fails clearly with neither network nor saved copy', async () => {
    await expect(
      loadRuntimeConfig({ storage: memoryStorage(), url: 'http://127.0.0.1:9/config.json' }),
    ).rejects.toBeInstanceOf(RuntimeConfigUnavailableError);
  });
});

describe('signsInHere', () => {
  it('is true only on the origin the provider sends the user back to', () => {
    const at = (redirect: string) => ({
      ...config,
      oidc: { ...config.oidc, redirect_uri: redirect },
    });
    expect(signsInHere(at('http://localhost:8080/callback.html'), 'http://localhost:8080')).toBe(
      true,
    );
    expect(
      signsInHere(at('http://acme.localhost:8080/callback.html'), 'http://acme.localhost:8080'),
    ).toBe(true);
    // An unregistered sub-domain gets PUBLIC_URL's config: sign-in could not come back.
    expect(
      signsInHere(at('http://localhost:8080/callback.html'), 'http://other.localhost:8080'),
    ).toBe(false);
    expect(signsInHere(at('not a url'), 'http://localhost:8080')).toBe(false);
  });
});
