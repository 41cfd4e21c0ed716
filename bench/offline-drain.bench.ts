/**
 * 1,000 notes written with no network, then the time until the server has every one of them once
 * the network returns: the real outbox engine (fake-indexeddb for the device) against the real
 * server (Fastify + PGlite) over HTTP on loopback.
 */
import 'fake-indexeddb/auto';
import { openLabBookDb } from '@/offline/lab-book-db';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp } from '../tests/helpers/app';
import { accessTokenFor } from '../tests/helpers/auth';
import { freePort } from '../tests/helpers/browserless';
import { drainOutbox, writeOfflineNotes } from './outbox-drive';

const NOTES = 1000;
const SESSIONS = 10;

export async function offlineDrainBench(): Promise<Record<string, number>> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({ PUBLIC_URL: origin, SEED_DEMO: 'true' });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  try {
    const userId = DEMO_USER_IDS.student2;
    const token = await accessTokenFor(testApp.app, userId);
    const db = openLabBookDb(userId);
    const contents = Array.from(
      { length: NOTES },
      (_, i) =>
        `<p>Offline note ${i}: cylinder ${(i % 5) + 1} weighs ${(i * 1.234).toFixed(3)} g</p>`,
    );
    const writeStart = performance.now();
    await writeOfflineNotes(db, { userId, sessions: SESSIONS, labType: 7, contents });
    const writeMs = performance.now() - writeStart;

    // The network returns: run the engine until nothing is left.
    const { drainMs, requests } = await drainOutbox(db, { origin, token });

    const response = await fetch(`${origin}/labbook-api/lab-book/${userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const serverSessions = (await response.json()) as Array<{ entries: unknown[] }>;
    const stored = serverSessions.reduce((sum, s) => sum + s.entries.length, 0);
    if (stored < NOTES) throw new Error(`the server has ${stored} of ${NOTES} notes`);
    db.close();
    return { notes: NOTES, sessions: SESSIONS, writeMs, drainMs, requests };
  } finally {
    await testApp.close();
  }
}
