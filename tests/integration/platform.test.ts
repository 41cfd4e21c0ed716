import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '@common/schemas/config';
import { errorBodySchema } from '@common/schemas/primitives';
import { ConfigError, loadConfig } from '@server/config';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /health answers ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.database.kind });
  });

  it('GET /config.json gives the runtime configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    const body = runtimeConfigSchema.strict().parse(res.json());
    expect(body.services.userApi).toBe('http://localhost:8080/user-api');
    expect(body.oidc.scope.split(' ')).toContain('openid');
    // No BENCH_BASE_URL: the labs run on the portal's own reference benches.
    expect(body.benches).toEqual({ baseUrl: null });
  });

  it('an unknown route is a 404 JSON body without a stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user-api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = errorBodySchema.strict().parse(res.json());
    expect(body.statusCode).toBe(404);
    expect(res.body).not.toMatch(/stack|at .*\.ts:\d+/);
  });

  it('bad input is a 400 whose message names the problem', async () => {
    const token = await accessTokenFor(t.app, DEMO_USER_IDS.student);
    const res = await t.app.inject({
      method: 'GET',
      url: '/user-api/users/not-a-uuid',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.message).toMatch(/userId/);
    expect(body.message).toMatch(/UUID/);

    const badBundle = await t.app.inject({
      method: 'GET',
      url: '/user-api/bundles/abc/products',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(badBundle.statusCode).toBe(400);
    expect(errorBodySchema.parse(badBundle.json()).message).toMatch(/bundleId/);
  });
});

describe('configuration', () => {
  const messageOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).message;
    }
    throw new Error('loadConfig accepted a bad value');
  };

  it('names PORT when it is not a number', () => {
    expect(messageOf({ PORT: 'abc' })).toMatch(/PORT/);
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    expect(messageOf({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL/);
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.BENCH_BASE_URL).toBeUndefined();
  });

  it('takes BENCH_BASE_URL as the bench host (ending in /) and names it when it is no URL', () => {
    expect(loadConfig({ BENCH_BASE_URL: 'https://benches.school.org/labs' }).BENCH_BASE_URL).toBe(
      'https://benches.school.org/labs/',
    );
    expect(messageOf({ BENCH_BASE_URL: 'benches' })).toMatch(/BENCH_BASE_URL/);
    expect(messageOf({ BENCH_BASE_URL: 'ftp://benches.school.org/' })).toMatch(/BENCH_BASE_URL/);
  });
});
