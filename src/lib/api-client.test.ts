/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, describeParams, retryAfterSeconds } from './api-client';
import { createErrorLog } from './error-log';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let base: string;
let seen: Seen[] = [];

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    });
    const url = new URL(request.url ?? '/', 'http://x');
    const status = Number(url.pathname.split('/')[2] ?? '200');
    if (url.pathname === '/slow') return void setTimeout(() => response.end('{}'), 2000);
    if (url.pathname === '/echo') {
      response.setHeader('content-type', 'application/json');
      return void response.end(JSON.stringify({ ok: true, body }));
    }
    response.statusCode = status;
    if (status === 429) response.setHeader('retry-after', '37');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ statusCode: status, error: 'x', message: `answer ${status}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
beforeEach(() => {
  seen = [];
});

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const errorLog = createErrorLog();
  let unauthorized = 0;
  const api = createApiClient({
    getAccessToken: () => 'token-1',
    getUserId: () => 'user-1',
    onUnauthorized: () => {
      unauthorized += 1;
    },
    errorLog,
    ...overrides,
  });
  return { api, errorLog, unauthorizedCount: () => unauthorized };
}

describe('api client status handling (spec 1 §7)', () => {
  it('sends the bearer token and adds userId to JSON bodies', async () => {
    const { api } = client();
    const answer = await api.request<{ body: unknown }>(`${base}/echo`, {
      store: 'test',
      method: 'POST',
      body: { name: 'Group' },
    });
    expect(answer.body).toEqual({ name: 'Group', userId: 'user-1' });
    expect(seen[0]?.headers.authorization).toBe('Bearer token-1');
    expect(seen[0]?.headers['x-experience-api-version']).toBeUndefined();
  });

  it('keeps an explicit userId and sends the xAPI header when asked', async () => {
    const { api } = client();
    const answer = await api.request<{ body: unknown }>(`${base}/echo`, {
      store: 'test',
      method: 'PUT',
      body: { userId: 'other' },
      xapi: true,
    });
    expect(answer.body).toEqual({ userId: 'other' });
    expect(seen[0]?.headers['x-experience-api-version']).toBe('1.0.3');
  });

  it('omits the token when auth is false', async () => {
    const { api } = client();
    await api.request(`${base}/echo`, { store: 'test', auth: false });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the proxy token while proxying, except on calls made as the support user', async () => {
    const { api } = client({ getProxyToken: () => 'proxy-1' });
    await api.request(`${base}/echo`, { store: 'test' });
    await api.request(`${base}/echo`, { store: 'test', proxy: false });
    await api.request(`${base}/echo`, { store: 'test', auth: false });
    expect(seen.map((s) => s.headers['x-proxy-session'])).toEqual([
      'proxy-1',
      undefined,
      undefined,
    ]);
    expect(seen[1]?.headers.authorization).toBe('Bearer token-1');
  });

  it.each([200, 201, 204, 421])('resolves on %i', async (status) => {
    const { api, errorLog } = client();
    await expect(api.request(`${base}/status/${status}`, { store: 'test' })).resolves.not.toThrow();
    expect(errorLog.list()).toHaveLength(0);
  });

  it('rejects 400 with the parsed body', async () => {
    const { api, errorLog } = client();
    const error = await api
      .request(`${base}/status/400`, { store: 'groups', method: 'POST', body: { a: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual({
      statusCode: 400,
      error: 'x',
      message: 'answer 400',
    });
    const [entry] = errorLog.list();
    expect(entry).toMatchObject({ store: 'groups', method: 'POST' });
    expect(entry?.params).toContain('/status/400');
    expect(entry?.error).toContain('400');
  });

  it.each([403, 404, 409, 500, 503])(
    'rejects %i with the status code and records it',
    async (status) => {
      const { api, errorLog, unauthorizedCount } = client();
      const error = (await api
        .request(`${base}/status/${status}`, { store: 'user' })
        .catch((e: unknown) => e)) as ApiError;
      expect(error.status).toBe(status);
      expect(error.body).toBeUndefined();
      expect(errorLog.list()).toHaveLength(1);
      expect(unauthorizedCount()).toBe(0);
    },
  );

  it('keeps the wait a 429 asks for (Retry-After)', async () => {
    const { api } = client();
    const error = (await api
      .request(`${base}/status/429`, { store: 'groups' })
      .catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.retryAfterSeconds, error.isPermanent]).toEqual([429, 37, false]);
  });

  it('signs the user out on 401', async () => {
    const { api, unauthorizedCount } = client();
    const error = (await api
      .request(`${base}/status/401`, { store: 'user' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(unauthorizedCount()).toBe(1);
  });

  it('times out and records the failure', async () => {
    const { api, errorLog } = createApiClientWithTimeout(200);
    const error = (await api
      .request(`${base}/slow`, { store: 'labs' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
    expect(errorLog.list()[0]?.error).toMatch(/No answer/);
  });

  it('reports a network failure', async () => {
    const { api } = client();
    const error = (await api
      .request('http://127.0.0.1:9/nothing', { store: 'labs' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
  });

  it('rejects an answer that does not parse', async () => {
    const { api } = client();
    const error = (await api
      .request(`${base}/echo`, {
        store: 'user',
        parse: () => {
          throw new Error('not a user');
        },
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid-response');
  });
});

function createApiClientWithTimeout(timeoutMs: number) {
  return client({ timeoutMs });
}

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 12:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

describe('describeParams', () => {
  it('masks secrets in bodies', () => {
    expect(
      describeParams('/u/1/changepassword', undefined, {
        oldPassword: 'a',
        newPassword: 'b',
        name: 'x',
      }),
    ).toBe('/u/1/changepassword body {"oldPassword":"***","newPassword":"***","name":"x"}');
  });
});
