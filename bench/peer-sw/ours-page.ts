/**
 * Our outbox in a Chromium page, for the peer comparison: the app's own lab-book store writes the
 * notes to the device's IndexedDB (Dexie), then the outbox engine sends them, run again after
 * each backoff until nothing is left (as the app's outbox host does). Bundled by esbuild in
 * peer-sync.bench.ts; the benchmark calls `window.peerOurs`.
 */
import { v7 as uuidv7 } from 'uuid';
import { openLabBookDb } from '@/offline/lab-book-db';
import { createLabBookStore } from '@/offline/lab-book-writes';
import { runOutbox } from '@/offline/outbox-engine';
import { seededRandom } from './seeded-random';

export interface OursWrite {
  notes: number;
  sessions: number;
  labType: number;
  userId: string;
  /** Note i's content. */
  contents: string[];
}

export interface OursDrain {
  userId: string;
  token: string;
  seed: number;
}

export interface OursApi {
  write(input: OursWrite): Promise<void>;
  drain(input: OursDrain): Promise<{ drainMs: number; rounds: number; left: number }>;
}

const api: OursApi = {
  async write({ notes, sessions: count, labType, userId, contents }) {
    const db = openLabBookDb(userId);
    const store = createLabBookStore(db, {
      actorId: userId,
      authorId: userId,
      now: Date.now,
      newId: uuidv7,
    });
    const sessions = [];
    for (let s = 0; s < count; s++) sessions.push(await store.startSession({ labType }));
    for (let i = 0; i < notes; i++)
      await store.addEntry({
        sessionId: sessions[i % count]!.id,
        entryType: 1,
        content: contents[i]!,
      });
    db.close();
  },
  async drain({ userId, token, seed }) {
    const db = openLabBookDb(userId);
    const random = seededRandom(seed);
    const origin = location.origin;
    const start = performance.now();
    let rounds = 0;
    for (;;) {
      rounds += 1;
      const result = await runOutbox({
        db,
        api: {
          fetch: (input, init) => fetch(input, init),
          baseUrls: { labbookApi: `${origin}/labbook-api`, xapi: `${origin}/xapi` },
        },
        getToken: async () => token,
        random,
      });
      if (result.stop === 'idle') break;
      if (result.stop !== 'waiting') throw new Error(`outbox stopped: ${result.stop}`);
      // The engine's backoff: wait exactly as long as it asks.
      const wait = Math.max(0, (result.nextTryAt ?? Date.now()) - Date.now());
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const drainMs = performance.now() - start;
    const left = await db.outbox.count();
    db.close();
    return { drainMs, rounds, left };
  },
};

(globalThis as unknown as { peerOurs: OursApi }).peerOurs = api;
