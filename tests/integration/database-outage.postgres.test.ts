import 'fake-indexeddb/auto';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { openLabBookDb, type LabBookDb } from '@/offline/lab-book-db';
import { createLabBookStore } from '@/offline/lab-book-writes';
import { runOutbox } from '@/offline/outbox-engine';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createPostgresDatabase } from '../helpers/app';
import { freePort } from '../helpers/browserless';
import { signInOverHttp } from '../helpers/sign-in';

/**
 * Issue 8 §6: the server survives its database going away. The real server runs in its own
 * process on its own PostgreSQL database; a student writes notes through the real outbox engine
 * (fake-indexeddb for the device) while the server's backends are terminated, twice, and the
 * database is closed to connections for a while. The process must stay up, answer 503 with
 * Retry-After meanwhile, recover, deliver socket events again, and receive every note once.
 *
 * Only in the postgres project (vitest.config.ts): PGlite lives in the process and has no
 * connection to lose.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL!;
const PASSWORD = 'Demo-lab-1';
const student = DEMO_USER_IDS.student3;
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server survives its database going away', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: pg.Client;
  let server: ChildProcess;
  let output = '';
  let origin: string;
  let dataDir: string;

  const isUp = () => server.exitCode === null && server.signalCode === null;
  const assertUp = () => {
    if (!isUp()) throw new Error(`The server process ended (${server.exitCode}):\n${output}`);
  };
  const health = () => {
    assertUp();
    return fetch(`${origin}/health`);
  };
  const terminateBackends = () =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database.name],
    );
  const allowConnections = (allow: boolean) =>
    admin.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS ${allow}`);

  beforeAll(async () => {
    database = await createPostgresDatabase(ADMIN_URL);
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    dataDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-outage-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [tsxCli, 'server/server.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        STATIC_DIR: dataDir,
        SEED_DEMO: 'true',
        DEMO_PASSWORD: PASSWORD,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(
      async () => {
        expect(isUp(), output).toBe(true);
        expect((await health()).status).toBe(200);
      },
      { timeout: 90_000, interval: 250 },
    );
  });

  afterAll(async () => {
    await allowConnections(true).catch(() => undefined);
    if (server && isUp()) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await admin?.end();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 while away, then resumes socket events and gets every note once', async () => {
    const token = await signInOverHttp(origin, 'student3', PASSWORD);
    const socket = await openRegisteredSocket(origin, token);

    // The device: the real outbox engine sends what the student writes, as the app does.
    const local = openLabBookDb(student);
    const store = createLabBookStore(local, {
      actorId: student,
      authorId: student,
      now: Date.now,
      newId: uuidv7,
    });
    const session = await store.startSession({ labType: 7 });
    const written: string[] = [];
    const write = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const entry = await store.addEntry({
          sessionId: session.id,
          entryType: 1,
          content: `<p>Note ${written.length + 1}</p>`,
        });
        written.push(entry.id);
        await pause(25);
      }
    };
    const seen: Array<{ status: number; retryAfter: string | null }> = [];
    const recordingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      seen.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
      return response;
    };
    let isWriting = true;
    const drained = drainOutbox(local, {
      fetch: recordingFetch,
      origin,
      token,
      isDone: () => !isWriting,
      assertUp,
    });

    await write(15);
    await terminateBackends();
    await write(15);

    // A longer outage: the database refuses connections until it is allowed again.
    await allowConnections(false);
    await terminateBackends();
    await vi.waitFor(async () => expect((await health()).status).toBe(503), { timeout: 20_000 });
    const down = await health();
    expect(down.status).toBe(503);
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const downBody = await down.text();
    expect(JSON.parse(downBody)).toMatchObject({ status: 'unavailable', database: 'postgres' });
    const api = await fetch(`${origin}/labbook-api/lab-book/${student}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(api.status).toBe(503);
    expect(Number(api.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const apiBody = await api.text();
    expect(JSON.parse(apiBody)).toMatchObject({ statusCode: 503 });
    for (const body of [downBody, apiBody])
      expect(body).not.toMatch(/select|pg_|FATAL|at \S+\.ts/i);
    // A tab (re)connecting its socket meanwhile is told to come back later, never signed out.
    const refused = new WebSocket(`${origin.replace('http', 'ws')}/auth/socket`);
    refused.on('error', () => undefined);
    const [, answer] = (await once(refused, 'unexpected-response')) as [
      unknown,
      { statusCode: number },
    ];
    expect(answer.statusCode).toBe(503);
    refused.terminate();
    await write(15);
    expect(isUp(), output).toBe(true);

    await allowConnections(true);
    await vi.waitFor(async () => expect((await health()).status).toBe(200), {
      timeout: 60_000,
      interval: 250,
    });
    await write(5);
    await terminateBackends();
    await write(10);
    isWriting = false;
    await drained;

    expect(isUp(), output).toBe(true);
    expect(seen.some((s) => s.status === 503 && Number(s.retryAfter) >= 1)).toBe(true);
    const book = await fetch(`${origin}/labbook-api/lab-book/${student}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const sessions = (await book.json()) as Array<{
      id: string;
      entries: Array<{ metaData: { entry_id: string } }>;
    }>;
    const stored = sessions
      .filter((s) => s.id === session.id)
      .flatMap((s) => s.entries.map((e) => e.metaData.entry_id));
    expect(stored.toSorted()).toEqual(written.toSorted());
    expect(await local.entries.where('sync').equals('failed').count()).toBe(0);

    // Socket events resume once the listener has reconnected (a NOTIFY sent before is lost).
    const notifier = new pg.Client({ connectionString: database.url });
    await notifier.connect();
    try {
      await vi.waitFor(
        async () => {
          await notifier.query(`SELECT pg_notify('auth_events', $1)`, [
            JSON.stringify({ type: 'reinit', userId: student }),
          ]);
          await pause(200);
          expect(socket.messages).toContainEqual({ type: 'reinit' });
        },
        { timeout: 60_000, interval: 300 },
      );
    } finally {
      await notifier.end();
    }
    socket.close();
    local.close();
    expect(isUp(), output).toBe(true);
  }, 240_000);
});

/** The auth socket as a tab opens it: registered with the access token. */
async function openRegisteredSocket(origin: string, token: string) {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/auth/socket`);
  const messages: Array<{ type: string }> = [];
  ws.on('message', (data: Buffer) =>
    messages.push(JSON.parse(data.toString()) as { type: string }),
  );
  await once(ws, 'open');
  ws.send(JSON.stringify({ type: 'register', token }));
  await vi.waitFor(() => expect(messages.map((m) => m.type)).toContain('registered'));
  return { messages, close: () => ws.close() };
}

/** Runs the outbox until the writer is done and nothing is left, as the app's host does. */
async function drainOutbox(
  db: LabBookDb,
  options: {
    fetch: typeof fetch;
    origin: string;
    token: string;
    isDone: () => boolean;
    assertUp: () => void;
  },
): Promise<void> {
  const baseUrls = {
    labbookApi: `${options.origin}/labbook-api`,
    xapi: `${options.origin}/xapi`,
  };
  for (;;) {
    options.assertUp();
    const result = await runOutbox({
      db,
      api: { fetch: options.fetch, baseUrls },
      getToken: async () => options.token,
    });
    if (result.stop === 'idle' && options.isDone()) return;
    if (result.stop !== 'idle' && result.stop !== 'waiting')
      throw new Error(`the outbox stopped: ${result.stop}`);
    // Until the next row is due (the engine's backoff, at least Retry-After), or a new write.
    const due = result.nextTryAt ?? Date.now() + 50;
    await pause(Math.min(1000, Math.max(20, due - Date.now())));
  }
}
