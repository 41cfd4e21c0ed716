import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@common/schemas/primitives';
import { createTestApp, type TestApp } from '../helpers/app';

describe('liveness and readiness', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /health is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('GET /ready checks the database and the file store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });
});

describe('readiness when a part is away', () => {
  let blocked: string;

  beforeAll(async () => {
    // DATA_DIR/files is a plain file: the local store cannot make its folder.
    blocked = await mkdtemp(path.join(tmpdir(), 'lab-portal-ready-'));
    await writeFile(path.join(blocked, 'files'), 'not a folder');
  });
  afterAll(async () => {
    await rm(blocked, { recursive: true, force: true });
  });

  it('is 503 naming the file store when it cannot write', async () => {
    const t = await createTestApp({ DATA_DIR: blocked });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      const body = res.json<Record<string, unknown>>();
      expect(body).toMatchObject({ status: 'not-ready', database: 'ok', storage: 'failed' });
      expect(errorBodySchema.parse(body).message).toBe('Not ready: the file store did not answer.');
      // Liveness is not readiness: the process is still alive.
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is 503 naming the database when it does not answer', async () => {
    const t = await createTestApp();
    const { ping } = t.database;
    try {
      // The database's own ping fails as a closed connection's would.
      t.database.ping = () => Promise.reject(new Error('connection terminated'));
      const res = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not-ready',
        database: 'failed',
        storage: 'ok',
        message: 'Not ready: the database did not answer.',
      });
    } finally {
      t.database.ping = ping;
      await t.close();
    }
  });
});
