/**
 * What the outbox benchmarks do to a device, in Node (fake-indexeddb) or in a Chromium page
 * (bundled by esbuild): write notes with no network through the app's lab-book store, then run
 * the outbox engine again after each backoff until nothing is left, as the app's outbox host does.
 */
import { v7 as uuidv7 } from 'uuid';
import type { LabBookDb } from '@/offline/lab-book-db';
import { createLabBookStore } from '@/offline/lab-book-writes';
import { runOutbox } from '@/offline/outbox-engine';

export interface OfflineNotes {
  userId: string;
  sessions: number;
  labType: number;
  /** Note i's content; note i goes to session i % sessions. */
  contents: readonly string[];
}

export async function writeOfflineNotes(db: LabBookDb, notes: OfflineNotes): Promise<void> {
  const { userId, sessions: count, labType, contents } = notes;
  const store = createLabBookStore(db, {
    actorId: userId,
    authorId: userId,
    now: Date.now,
    newId: uuidv7,
  });
  const sessions = [];
  for (let s = 0; s < count; s++) sessions.push(await store.startSession({ labType }));
  for (const [i, content] of contents.entries())
    await store.addEntry({ sessionId: sessions[i % count]!.id, entryType: 1, content });
}

export interface DrainTarget {
  /** The server (or the proxy in front of it). */
  origin: string;
  token: string;
  random?: () => number;
}

export interface Drained {
  drainMs: number;
  /** Engine runs. */
  rounds: number;
  requests: number;
  /** Outbox rows still there (dead letters). */
  left: number;
}

export async function drainOutbox(db: LabBookDb, target: DrainTarget): Promise<Drained> {
  const { origin, token, random } = target;
  const start = performance.now();
  let rounds = 0;
  let requests = 0;
  for (;;) {
    rounds += 1;
    const result = await runOutbox({
      db,
      api: {
        fetch: (input, init) => fetch(input, init),
        baseUrls: { labbookApi: `${origin}/labbook-api`, xapi: `${origin}/xapi` },
      },
      getToken: async () => token,
      ...(random ? { random } : {}),
    });
    requests += result.requests;
    if (result.stop === 'idle') break;
    if (result.stop !== 'waiting') throw new Error(`outbox stopped: ${result.stop}`);
    // The engine's backoff: wait exactly as long as it asks.
    const wait = Math.max(0, (result.nextTryAt ?? Date.now()) - Date.now());
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const drainMs = performance.now() - start;
  return { drainMs, rounds, requests, left: await db.outbox.count() };
}
