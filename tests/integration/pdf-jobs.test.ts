import { randomUUID } from 'node:crypto';
import { access, chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfExportJobs } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { PDF_JOB_TIMING } from '@server/modules/functions/pdf-worker';
import { MAX_WAITING_EXPORTS } from '@server/modules/functions/service';
import { createTestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { freePort } from '../helpers/browserless';
import { labBookPdfBody, openPdfTab, type PdfTab } from '../helpers/pdf-tab';
import { scaled } from '../helpers/time-limits';

/**
 * Issue 13 §1: PDF exports are jobs in the database (pdf_export_jobs), so an export outlives
 * the instance that accepted it. Real socket and real Chromium, as pdf-export.test.ts; rows of
 * "other workers" are written straight into the table.
 */
const { student, student2 } = DEMO_USER_IDS;
/** A poll of the workers, a render, and slack for a busy machine. */
const DELIVERY_MS = scaled(PDF_JOB_TIMING.pollMs + 30_000);

async function listening(env: Record<string, string> = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PUBLIC_URL: origin, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  const tokens = new Map<string, string>();
  for (const id of [student, student2]) tokens.set(id, await accessTokenFor(t.app, id));
  const post = (as: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/functions/pdf',
      headers: { authorization: `Bearer ${tokens.get(as)}` },
      payload,
    });
  return { t, origin, tokens, post };
}

/** A job row as another instance's worker left it. */
const jobRow = (wsId: string, claimToken: string, availableAt: Date, userId: string = student) => {
  const request = { ...labBookPdfBody(wsId), isUnknownExport: false as const };
  return {
    userId,
    exportId: request.exportId,
    connectionId: wsId,
    kind: 'lab-book',
    request,
    claimToken,
    attempts: 1,
    availableAt,
  };
};

describe('PDF export jobs', () => {
  let portal: Awaited<ReturnType<typeof listening>>;
  const tabs: PdfTab[] = [];
  const tab = async () => {
    const opened = await openPdfTab(portal.origin, portal.tokens.get(student)!);
    tabs.push(opened);
    return opened;
  };
  const jobsOf = (exportIds: string[]) =>
    portal.t.database.db
      .select()
      .from(pdfExportJobs)
      .where(inArray(pdfExportJobs.exportId, exportIds));
  const inAnHour = () => new Date(Date.now() + 3_600_000);

  beforeAll(async () => {
    portal = await listening();
  });
  afterEach(async () => {
    await portal.t.database.db
      .delete(pdfExportJobs)
      .where(inArray(pdfExportJobs.claimToken, ['alive', 'busy']));
  });
  afterAll(async () => {
    for (const opened of tabs) opened.close();
    await portal?.t.close();
  });

  it('an accepted export is rendered, pdf-ready brings the file, and its row is gone', async () => {
    const exporting = await tab();
    const payload = labBookPdfBody(exporting.connectionId);
    const res = await portal.post(student, payload);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ exportId: payload.exportId });

    await expect.poll(() => exporting.events, { timeout: DELIVERY_MS }).toHaveLength(1);
    const event = exporting.events[0]!;
    if (event.type !== 'pdf-ready') throw new Error(`expected pdf-ready, got ${event.type}`);
    expect(event.exportId).toBe(payload.exportId);
    const file = await fetch(event.url);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // The client's HTML is not kept once the export is delivered.
    expect(await jobsOf([payload.exportId])).toEqual([]);
  });

  it('a job left by a dead worker is delivered once, after its lease; a live lease is left alone', async () => {
    const exporting = await tab();
    const db = portal.t.database.db;
    const alive = jobRow(exporting.connectionId, 'alive', inAnHour());
    const dead = jobRow(exporting.connectionId, 'dead-worker', new Date(Date.now() - 1000));
    await db.insert(pdfExportJobs).values([alive, dead]);

    await expect.poll(() => exporting.events, { timeout: DELIVERY_MS }).toHaveLength(1);
    expect(exporting.events[0]).toMatchObject({ type: 'pdf-ready', exportId: dead.exportId });
    expect(await jobsOf([dead.exportId])).toEqual([]);

    // A new export is taken after every older job a worker may take: once it is delivered, the
    // live job has been passed over at least once, still held by its worker.
    const later = labBookPdfBody(exporting.connectionId);
    expect((await portal.post(student, later)).statusCode).toBe(202);
    await expect.poll(() => exporting.events, { timeout: DELIVERY_MS }).toHaveLength(2);
    expect(exporting.events.map((e) => [e.type, e.exportId])).toEqual([
      ['pdf-ready', dead.exportId],
      ['pdf-ready', later.exportId],
    ]);
    const [held] = await jobsOf([alive.exportId]);
    expect(held).toMatchObject({ claimToken: 'alive', attempts: 1 });
  });

  it('409 for an export id already waiting, and once its file is stored', async () => {
    const exporting = await tab();
    const waiting = jobRow(exporting.connectionId, 'alive', inAnHour());
    await portal.t.database.db.insert(pdfExportJobs).values(waiting);
    const again = await portal.post(student, { ...waiting.request, isUnknownExport: undefined });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/exportId was already used/);

    const payload = labBookPdfBody(exporting.connectionId);
    expect((await portal.post(student, payload)).statusCode).toBe(202);
    await expect
      .poll(() => exporting.events.map((e) => e.exportId), { timeout: DELIVERY_MS })
      .toEqual([payload.exportId]);
    expect((await portal.post(student, payload)).statusCode).toBe(409);
  });

  it(`429 while ${MAX_WAITING_EXPORTS} exports of anyone wait, 202 again once they are gone`, async () => {
    const exporting = await tab();
    const db = portal.t.database.db;
    // Another user's exports, held by a busy worker: the limit is the whole portal's.
    const other = await openPdfTab(portal.origin, portal.tokens.get(student2)!);
    tabs.push(other);
    await db
      .insert(pdfExportJobs)
      .values(
        Array.from({ length: MAX_WAITING_EXPORTS }, () =>
          jobRow(other.connectionId, 'busy', inAnHour(), student2),
        ),
      );
    const refused = await portal.post(student, labBookPdfBody(exporting.connectionId));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many PDF exports/);

    await db.delete(pdfExportJobs).where(eq(pdfExportJobs.claimToken, 'busy'));
    const payload = labBookPdfBody(exporting.connectionId);
    expect((await portal.post(student, payload)).statusCode).toBe(202);
    await expect
      .poll(() => exporting.events.map((e) => e.exportId), { timeout: DELIVERY_MS })
      .toEqual([payload.exportId]);
  });
});

/** A shell script in `dir` standing in for Chromium: its path, for CHROMIUM_PATH. */
async function fakeChromium(dir: string, body: string): Promise<string> {
  const chromium = path.join(dir, 'chromium');
  await writeFile(chromium, `#!/bin/sh\n${body}\n`);
  await chmod(chromium, 0o755);
  return chromium;
}

describe('a PDF export that keeps failing', () => {
  let portal: Awaited<ReturnType<typeof listening>>;
  let dir: string;
  let socket: PdfTab | undefined;

  beforeAll(async () => {
    // A "Chromium" that counts its launches and fails every one.
    dir = await mkdtemp(path.join(tmpdir(), 'pdf-jobs-'));
    const chromium = await fakeChromium(dir, `echo launch >> '${dir}/launches'\nexit 1`);
    portal = await listening({ CHROMIUM_PATH: chromium });
  });
  afterAll(async () => {
    socket?.close();
    await portal?.t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it(`is tried ${PDF_JOB_TIMING.maxAttempts} times, then pdf-failed once, and its row is gone`, async () => {
    socket = await openPdfTab(portal.origin, portal.tokens.get(student)!);
    const payload = labBookPdfBody(socket.connectionId, { exportId: randomUUID() });
    expect((await portal.post(student, payload)).statusCode).toBe(202);
    await expect.poll(() => socket!.events, { timeout: DELIVERY_MS }).toHaveLength(1);
    expect(socket.events[0]).toStrictEqual({ type: 'pdf-failed', exportId: payload.exportId });
    const launches = (await readFile(path.join(dir, 'launches'), 'utf8')).trim().split('\n');
    expect(launches).toHaveLength(PDF_JOB_TIMING.maxAttempts);
    const rows = await portal.t.database.db
      .select()
      .from(pdfExportJobs)
      .where(eq(pdfExportJobs.exportId, payload.exportId));
    expect(rows).toEqual([]);
  });
});

describe('closing an instance while it renders an export', () => {
  let portal: Awaited<ReturnType<typeof listening>>;
  let dir: string;
  let socket: PdfTab | undefined;

  beforeAll(async () => {
    // A "Chromium" that says it started, then never answers.
    dir = await mkdtemp(path.join(tmpdir(), 'pdf-jobs-'));
    const chromium = await fakeChromium(dir, `echo $$ > '${dir}/chromium.pid'\nexec sleep 300`);
    portal = await listening({ CHROMIUM_PATH: chromium });
  });
  afterAll(async () => {
    socket?.close();
    const pid = await readFile(path.join(dir, 'chromium.pid'), 'utf8').catch(() => '');
    if (pid) process.kill(Number(pid), 'SIGKILL');
    await portal?.t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives the job back, untried, for another instance or the next start', async () => {
    socket = await openPdfTab(portal.origin, portal.tokens.get(student)!);
    const payload = labBookPdfBody(socket.connectionId);
    expect((await portal.post(student, payload)).statusCode).toBe(202);
    await expect
      .poll(
        () =>
          access(path.join(dir, 'chromium.pid')).then(
            () => true,
            () => false,
          ),
        {
          timeout: DELIVERY_MS,
        },
      )
      .toBe(true);

    await portal.t.app.close();
    const rows = await portal.t.database.db
      .select()
      .from(pdfExportJobs)
      .where(eq(pdfExportJobs.exportId, payload.exportId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ claimToken: null, attempts: 0 });
    expect(rows[0]!.availableAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(socket.events).toEqual([]);
  });
});
