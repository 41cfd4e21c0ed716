// s3rver ships no types; the server project declares them (a .d.ts, no module to import).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../server/storage/s3rver.d.ts" />
/**
 * Drill store-down: students upload files (a small PDF each few seconds) while the object store
 * (s3rver) goes away for a while and comes back on the same address. The client does what the
 * outbox does: the file stays on the device; the upload to the signed address is tried again
 * (a new address when the old one is refused); the entry naming the file follows once the bytes
 * are stored. At the end every file is checked by the server (its first download) and its
 * bytes downloaded and compared; every file entry is on the server exactly once.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openPostgres } from '@server/db/client';
import { labbookEntries } from '@server/db/schema/index';
import { freePort } from '../../tests/helpers/browserless';
import { send, type Target } from './http';
import { machine } from './report';
import { loadDatabase, startInstance, type Instance } from './servers';
import { runLoadSignIns } from './sign-ins';
import { printSummary, Recorder, summarize } from './stats';
import { createStudents } from './users';

const BUCKET = 'lab-files';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n', 'latin1');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** s3rver on a fixed port and folder, so it can stop and come back as the same store. */
function store(port: number, directory: string) {
  let server: S3rver | undefined;
  return {
    async start() {
      server = new S3rver({
        address: '127.0.0.1',
        port,
        silent: true,
        directory,
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      await server.run();
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
  };
}

interface Upload {
  userId: string;
  fileName: string;
}

export async function storeDownDrill(options: { students: number; minutes: number }) {
  console.log(`Machine: ${machine()}`);
  const port = await freePort();
  const directory = mkdtempSync(path.join(tmpdir(), 'lab-portal-load-s3-'));
  const s3 = store(port, directory);
  await s3.start();
  const dbHandle = await loadDatabase();
  let instance: Instance | undefined;
  const database = await openPostgres(dbHandle.url);
  try {
    instance = await startInstance({
      databaseUrl: dbHandle.url,
      env: {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    const students = await createStudents(database.db, randomUUID().slice(0, 8), options.students);
    const tokens = await runLoadSignIns(instance.origin, students);
    const recorder = new Recorder();
    const uploads: Upload[] = [];
    const durationMs = options.minutes * 60_000;
    const writeUntil = Date.now() + durationMs;
    const drainUntil = writeUntil + 120_000;
    const outage = (async () => {
      await sleep(durationMs / 3);
      console.log('Object store stopped');
      await s3.stop();
      await probeDuringOutage(instance!.origin, uploads[0], tokens, students);
      await sleep(Math.min(30_000, durationMs / 3));
      await s3.start();
      console.log('Object store back');
    })();
    await Promise.all(
      students.map(async (student, i) => {
        const target: Target = { urls: [instance!.origin], preferred: 0 };
        const token = tokens[i]!;
        const sessionId = randomUUID();
        const open = Date.now();
        const created = await send(
          target,
          {
            operation: 'create session',
            method: 'POST',
            path: '/labbook-api/lab-book',
            token,
            idempotencyKey: randomUUID(),
            json: { id: sessionId, actor_id: student.id, labType: 1, open, entries: [] },
            retryUntil: drainUntil,
          },
          recorder,
        );
        if (!created.ok) return;
        await sleep(Math.random() * 3000);
        while (Date.now() < writeUntil) {
          const fileName = await uploadFile(target, token, recorder, drainUntil);
          if (!fileName) return;
          const entry = await send(
            target,
            {
              operation: 'file entry',
              method: 'PUT',
              path: '/labbook-api/lab-book',
              token,
              idempotencyKey: randomUUID(),
              json: {
                id: sessionId,
                actor_id: student.id,
                labType: 1,
                open,
                entries: [
                  {
                    timestamp: Date.now(),
                    metaData: {
                      entry_type: 10,
                      entry_id: randomUUID(),
                      content: `<p>${fileName}</p>`,
                      fileName,
                    },
                  },
                ],
              },
              retryUntil: drainUntil,
            },
            recorder,
          );
          if (!entry.ok) return;
          uploads.push({ userId: student.id, fileName });
          await sleep(2000 + Math.random() * 2000);
        }
      }),
    );
    await outage;
    // The server's check of each file (its first download) and the bytes, after the outage.
    let badBytes = 0;
    for (const [i, upload] of uploads.entries()) {
      const token = tokens[students.findIndex((s) => s.id === upload.userId)]!;
      const reply = await send(
        { urls: [instance.origin], preferred: 0 },
        {
          operation: 'download check',
          method: 'POST',
          path: '/labbook-api/lab-book/download-url',
          token,
          json: { fileName: upload.fileName },
          retryUntil: Date.now() + 60_000,
        },
        recorder,
      );
      if (!reply.ok) continue;
      const { downloadURL } = reply.data as { downloadURL: string };
      const bytes = Buffer.from(await (await fetch(downloadURL)).arrayBuffer());
      if (!bytes.equals(PDF)) badBytes++;
      if (i % 200 === 199) console.log(`${i + 1} files checked`);
    }
    const stored = await database.db
      .select({ fileName: labbookEntries.fileName, n: sql<number>`count(*)::int` })
      .from(labbookEntries)
      .where(
        and(
          eq(labbookEntries.entryType, 10),
          inArray(
            labbookEntries.actorId,
            students.map((s) => s.id),
          ),
        ),
      )
      .groupBy(labbookEntries.fileName);
    const once = stored.filter((r) => r.n === 1).length;
    const twice = stored.filter((r) => r.n > 1).length;
    const missing = uploads.filter((u) => !stored.some((r) => r.fileName === u.fileName)).length;
    printSummary(
      `Drill store-down: ${students.length} students uploading`,
      summarize(recorder, durationMs / 1000),
    );
    console.log(
      `Files: ${uploads.length} uploaded and named in an entry; ${once} entries once, ${twice} more than once, ${missing} missing; ${badBytes} downloads with other bytes`,
    );
    for (const sample of recorder.errorSamples) console.log(`  ${sample}`);
    const isOk =
      recorder.totalErrors() === 0 &&
      twice === 0 &&
      missing === 0 &&
      badBytes === 0 &&
      uploads.length > 0;
    console.log(isOk ? 'RESULT: PASS' : 'RESULT: FAIL');
    return isOk;
  } finally {
    await instance?.stop();
    await database.close();
    await dbHandle.drop();
    await s3.stop().catch(() => undefined);
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * The outbox's upload: an address from the portal, then the bytes to it, tried again while the
 * store is away (a refused or expired address: a new one). The file's name once stored.
 */
async function uploadFile(
  target: Target,
  token: string,
  recorder: Recorder,
  retryUntil: number,
): Promise<string | undefined> {
  const key = randomUUID();
  let backoff = 250;
  for (;;) {
    const address = await send(
      target,
      {
        operation: 'upload url',
        method: 'POST',
        path: '/labbook-api/lab-book/upload-url',
        token,
        json: { contentType: 'application/pdf', key, name: 'report.pdf' },
        retryUntil,
      },
      recorder,
    );
    if (!address.ok) return undefined;
    const { uploadURL, fileName } = address.data as { uploadURL: string; fileName: string };
    for (let attempt = 0; ; attempt++) {
      const start = performance.now();
      let reason: string;
      try {
        const put = await fetch(uploadURL, {
          method: 'PUT',
          body: new Uint8Array(PDF),
          headers: { 'content-type': 'application/pdf' },
          signal: AbortSignal.timeout(30_000),
        });
        await put.arrayBuffer();
        if (put.ok) {
          recorder.ok('upload to store', performance.now() - start);
          return fileName;
        }
        reason = `HTTP ${put.status}`;
        if (put.status < 500) break; // refused or expired: ask for a new address
      } catch (error) {
        reason = error instanceof Error ? `${error.message}` : String(error);
      }
      if (Date.now() > retryUntil) {
        recorder.error('upload to store', `gave up (${reason})`);
        return undefined;
      }
      recorder.retry('upload to store', reason);
      await sleep(backoff * (0.5 + Math.random()));
      backoff = Math.min(5000, backoff * 2);
    }
  }
}

/** A file not yet checked, asked for while the store is away: the portal's answer, printed. */
async function probeDuringOutage(
  origin: string,
  upload: Upload | undefined,
  tokens: readonly string[],
  students: readonly { id: string }[],
): Promise<void> {
  if (!upload) return;
  const token = tokens[students.findIndex((s) => s.id === upload.userId)]!;
  const reply = await fetch(`${origin}/labbook-api/lab-book/download-url`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: upload.fileName }),
  });
  const body = await reply.text();
  console.log(
    `While the store is away, the first download of a file answers ${reply.status} (Retry-After: ${reply.headers.get('retry-after') ?? 'none'}): ${body.slice(0, 120)}`,
  );
}
