/**
 * Our outbox in a Chromium page, for the peer comparison: the app's own lab-book store writes the
 * notes to the device's IndexedDB (Dexie), then the outbox engine sends them, run again after
 * each backoff until nothing is left (bench/outbox-drive.ts, as the app's outbox host does).
 * Bundled by esbuild in peer-sync.bench.ts; the benchmark calls `window.peerOurs`.
 */
import { openLabBookDb } from '@/offline/lab-book-db';
import { drainOutbox, writeOfflineNotes, type OfflineNotes } from '../outbox-drive';
import { seededRandom } from './seeded-random';

export interface OursDrain {
  userId: string;
  token: string;
  seed: number;
}

export interface OursApi {
  write(input: OfflineNotes): Promise<void>;
  drain(input: OursDrain): Promise<{ drainMs: number; rounds: number; left: number }>;
}

const api: OursApi = {
  async write(notes) {
    const db = openLabBookDb(notes.userId);
    await writeOfflineNotes(db, notes);
    db.close();
  },
  async drain({ userId, token, seed }) {
    const db = openLabBookDb(userId);
    const drained = await drainOutbox(db, {
      origin: location.origin,
      token,
      random: seededRandom(seed),
    });
    db.close();
    return drained;
  },
};

(globalThis as unknown as { peerOurs: OursApi }).peerOurs = api;
