import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { openLabBookDb, type LabBookDb } from '../lab-book-db';
import { createLabBookStore, type LabBookStore } from '../lab-book-writes';
import { runOutbox, type OutboxRunOptions, type OutboxRunResult } from '../outbox-engine';
import { createFakeLabBookApi, FAKE_ENDPOINTS, type FakeLabBookApi } from './fake-lab-book-api';

/**
 * A device (fake-indexeddb with the real Dexie schema), a clock the tests move, and the fake
 * server. `reload()` closes the database and opens it again, as a new page or worker would.
 */
export interface Harness {
  sub: string;
  factory: IDBFactory;
  db: LabBookDb;
  store: LabBookStore;
  api: FakeLabBookApi;
  token: string;
  /** Strictly increasing, so records written one after another have distinct times. */
  now: () => number;
  advance: (ms: number) => void;
  sleeps: number[];
  run: (overrides?: Partial<OutboxRunOptions>) => Promise<OutboxRunResult>;
  /** Runs (moving the clock past every wait) until nothing is queued or `limit` runs passed. */
  drain: (overrides?: Partial<OutboxRunOptions>, limit?: number) => Promise<OutboxRunResult>;
  reload: () => void;
  /** The server accepts a new token for the user; returns it. */
  issueToken: () => string;
}

export function createHarness(
  options: { sub?: string; factory?: IDBFactory; api?: FakeLabBookApi } = {},
): Harness {
  const sub = options.sub ?? uuidv7();
  const factory = options.factory ?? new IDBFactory();
  let time = Date.now();
  let tokenCount = 0;
  const harness: Harness = {
    sub,
    factory,
    db: openLabBookDb(sub, factory),
    store: undefined as unknown as LabBookStore,
    api: options.api ?? createFakeLabBookApi({ now: () => time }),
    token: '',
    now: () => (time += 1),
    advance: (ms) => void (time += ms),
    sleeps: [],
    run: (overrides = {}) =>
      runOutbox({
        db: harness.db,
        api: { fetch: harness.api.fetch, baseUrls: FAKE_ENDPOINTS },
        getToken: async () => harness.token,
        now: harness.now,
        sleep: async (ms) => {
          harness.sleeps.push(ms);
          time += ms;
        },
        random: () => 0.5,
        ...overrides,
      }),
    async drain(overrides = {}, limit = 50) {
      let result = await harness.run(overrides);
      for (let round = 1; round < limit && result.stop !== 'idle'; round += 1) {
        if (result.stop === 'needs-sign-in') return result;
        if (result.nextTryAt !== undefined && result.nextTryAt > time) time = result.nextTryAt;
        result = await harness.run(overrides);
      }
      return result;
    },
    reload() {
      harness.db.close();
      harness.db = openLabBookDb(sub, factory);
      harness.store = makeStore();
    },
    issueToken() {
      tokenCount += 1;
      const token = `token-${sub}-${tokenCount}`;
      harness.api.tokens.set(token, sub);
      return token;
    },
  };
  const makeStore = () =>
    createLabBookStore(harness.db, {
      actorId: sub,
      authorId: sub,
      now: harness.now,
      newId: uuidv7,
    });
  harness.store = makeStore();
  harness.token = harness.issueToken();
  return harness;
}
