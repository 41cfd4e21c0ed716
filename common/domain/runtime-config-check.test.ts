import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../schemas/config';
import { parseRuntimeConfig } from './runtime-config-check';

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
  benches: { baseUrl: 'https://benches.example.org' },
  payments: { stripePublishableKey: 'pk_test_1' },
  links: {
    community: { instructor: 'https://c/i', student: 'https://c/s' },
    support: 'https://s',
    desktop: 'https://d',
    terms: 'http://x/legal/terms.html',
    privacy: 'http://x/legal/privacy.html',
    supportEmail: 'support@example.org',
  },
};

/** The hand check must accept and reject exactly what the server's zod schema does. */
function both(value: unknown) {
  const zod = runtimeConfigSchema.safeParse(value);
  let hand: unknown;
  try {
    hand = parseRuntimeConfig(value);
  } catch {
    hand = undefined;
  }
  return { zod: zod.success ? zod.data : undefined, hand };
}

describe('parseRuntimeConfig', () => {
  it('reads a full config as the zod schema does, dropping unknown keys', () => {
    const result = both({ ...config, extra: 1, oidc: { ...config.oidc, more: true } });
    expect(result.hand).toEqual(config);
    expect(result.hand).toEqual(result.zod);
  });

  it('defaults benches and payments in a copy saved by an older version', () => {
    const { benches: _b, payments: _p, ...older } = config;
    const result = both(older);
    expect(result.hand).toMatchObject({
      benches: { baseUrl: null },
      payments: { stripePublishableKey: null },
    });
    expect(result.hand).toEqual(result.zod);
  });

  it.each([
    ['not an object', 'config'],
    ['a missing service', { ...config, services: { ...config.services, api: undefined } }],
    ['a number for a string', { ...config, oidc: { ...config.oidc, client_id: 7 } }],
    ['no links', { ...config, links: undefined }],
    ['a bad community link', { ...config, links: { ...config.links, community: null } }],
    ['a bad bench address', { ...config, benches: { baseUrl: 3 } }],
    ['payments as a string', { ...config, payments: 'none' }],
    ['an array', [config]],
  ])('rejects %s, like the schema', (_name, value) => {
    expect(both(value)).toEqual({ zod: undefined, hand: undefined });
  });
});
