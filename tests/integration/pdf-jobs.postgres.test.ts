import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { access, chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app';
import { openPostgres, type Database } from '@server/db/client';
import { pdfExportJobs } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { PDF_JOB_TIMING, PDF_JOBS_CHANNEL } from '@server/modules/functions/pdf-worker';
import { createPostgresDatabase, TEST_PASSWORD, testConfig } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { freePort } from '../helpers/browserless';
import { labBookPdfBody, openPdfTab, type PdfTab } from '../helpers/pdf-tab';
import { scaled } from '../helpers/time-limits';

/**
 * Issue 13 §1 on PostgreSQL: two instances on one database. Instance A (its own process) accepts
 * an export and starts rendering it, then is killed (SIGKILL: no shutdown, no release). Instance
 * B, which holds the exporting tab's socket, takes the job once A's lease runs out and delivers
 * it, once. Only in the postgres project (vitest.config.ts).
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL!;
const { student } = DEMO_USER_IDS;
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('a PDF export whose instance dies mid-render', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dir: string;
  let database: Database;
  let b: FastifyInstance;
  let origin: string;
  let a: ChildProcess | undefined;
  let aOutput = '';
  let tab: PdfTab | undefined;

  const killA = async () => {
    if (a && a.exitCode === null && a.signalCode === null) {
      const exited = once(a, 'exit');
      process.kill(-a.pid!, 'SIGKILL');
      await exited;
    }
    // A's "Chromium" runs in a process group of its own (Playwright starts it so).
    const pid = await readFile(path.join(dir, 'chromium.pid'), 'utf8').catch(() => '');
    if (pid) {
      await rm(path.join(dir, 'chromium.pid'));
      process.kill(Number(pid), 'SIGKILL');
    }
  };

  beforeAll(async () => {
    created = await createPostgresDatabase(ADMIN_URL);
    dir = await mkdtemp(path.join(tmpdir(), 'pdf-jobs-pg-'));
    // A's "Chromium" says it started, then never answers: A is mid-render until it dies.
    const hanging = path.join(dir, 'chromium');
    await writeFile(
      hanging,
      `#!/bin/sh\necho $$ > '${dir}/chromium.pid'\ntouch '${dir}/rendering'\nexec sleep 300\n`,
    );
    await chmod(hanging, 0o755);

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const opened = await openPostgres(created.url);
    // B does not hear new-job NOTIFYs, so the fresh job is A's to take (otherwise whichever
    // worker is first takes it); B still finds jobs by its poll, as it finds a dead one's.
    database = {
      ...opened,
      notifier: {
        notify: (channel, payload) => opened.notifier.notify(channel, payload),
        listen: (channel, onMessage) =>
          channel === PDF_JOBS_CHANNEL
            ? Promise.resolve(async () => undefined)
            : opened.notifier.listen(channel, onMessage),
      },
    };
    const config = testConfig({ PUBLIC_URL: origin, DATA_DIR: dir, DATABASE_URL: created.url });
    b = await buildApp({ config, database, logger: false });
    await b.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    tab?.close();
    await killA();
    await b?.close();
    await database?.close();
    await created?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'is delivered by the other instance after the lease, once',
    async () => {
      const aPort = await freePort();
      a = spawn(process.execPath, [tsxCli, 'server/server.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: created.url,
          PORT: String(aPort),
          HOST: '127.0.0.1',
          // One portal behind one address: tokens and file addresses are the same on both.
          PUBLIC_URL: origin,
          DATA_DIR: dir,
          STATIC_DIR: dir,
          SEED_DEMO: 'true',
          DEMO_PASSWORD: TEST_PASSWORD,
          LOG_LEVEL: 'warn',
          CHROMIUM_PATH: path.join(dir, 'chromium'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      a.stdout!.on('data', (chunk: Buffer) => (aOutput += chunk.toString()));
      a.stderr!.on('data', (chunk: Buffer) => (aOutput += chunk.toString()));
      await vi.waitFor(
        async () => {
          expect(a!.exitCode, aOutput).toBe(null);
          expect((await fetch(`http://127.0.0.1:${aPort}/health`)).status).toBe(200);
        },
        { timeout: scaled(90_000), interval: 250 },
      );

      const token = await accessTokenFor(b, student);
      tab = await openPdfTab(origin, token);
      const payload = labBookPdfBody(tab.connectionId);
      const accepted = await fetch(`http://127.0.0.1:${aPort}/functions/pdf`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      expect(accepted.status, await accepted.clone().text()).toBe(202);
      await vi.waitFor(async () => expect(await exists(path.join(dir, 'rendering'))).toBe(true), {
        timeout: scaled(30_000),
        interval: 100,
      });
      const [held] = await database.db
        .select()
        .from(pdfExportJobs)
        .where(eq(pdfExportJobs.exportId, payload.exportId));
      expect(held).toMatchObject({ attempts: 1 });
      expect(held!.claimToken).not.toBe(null);
      await killA();

      await expect
        .poll(() => tab!.events, {
          timeout: scaled(PDF_JOB_TIMING.leaseMs + PDF_JOB_TIMING.pollMs + 30_000),
          interval: 250,
        })
        .toHaveLength(1);
      const event = tab.events[0]!;
      if (event.type !== 'pdf-ready') throw new Error(`expected pdf-ready, got ${event.type}`);
      expect(event.exportId).toBe(payload.exportId);
      const file = await fetch(event.url);
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      expect(
        await database.db
          .select()
          .from(pdfExportJobs)
          .where(eq(pdfExportJobs.exportId, payload.exportId)),
      ).toEqual([]);
    },
    scaled(240_000),
  );
});
