import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPool } from './client';
import { PgListener } from './pg-listener';

/**
 * A lost connection never ends the process: `pg` emits `error` on a client whose backend is
 * terminated, and an `error` event without a listener is thrown by Node (an uncaught
 * exception). PostgreSQL itself is outside these tests (a stand-in client emits what `pg`
 * emits); tests/integration/database-outage.test.ts terminates real backends.
 */
class FakePgClient extends EventEmitter {
  static made: FakePgClient[] = [];
  /** How the next `connect` calls end: true fails one. */
  static failNext: boolean[] = [];
  readonly queries: string[] = [];
  _queryable = true;
  _ending = false;

  constructor() {
    super();
    FakePgClient.made.push(this);
  }

  connect(callback?: (error?: Error) => void): Promise<void> {
    const error = FakePgClient.failNext.shift() ? new Error('connect ECONNREFUSED') : undefined;
    if (error) Object.assign(error, { code: 'ECONNREFUSED' });
    if (callback) {
      setImmediate(() => callback(error));
      return Promise.resolve();
    }
    return error ? Promise.reject(error) : Promise.resolve();
  }

  query(text: string): Promise<{ rows: unknown[] }> {
    this.queries.push(text);
    return Promise.resolve({ rows: [] });
  }

  end(callback?: () => void): Promise<void> {
    this._ending = true;
    callback?.();
    return Promise.resolve();
  }

  /** What `pg` emits when the server ends the backend (pg_terminate_backend, a restart). */
  terminate(): void {
    this._queryable = false;
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    this.emit('error', error);
    this.emit('end');
  }
}

const asClient = () => new FakePgClient() as unknown as pg.Client;

afterEach(() => {
  FakePgClient.made = [];
  FakePgClient.failNext = [];
});

describe("the pool's connections", () => {
  const newPool = () =>
    new pg.Pool({ Client: FakePgClient as unknown as typeof pg.Client, max: 2 });

  it('without a listener, a lent client losing its backend would throw (what ended Node)', async () => {
    const pool = newPool();
    const lent = (await pool.connect()) as unknown as FakePgClient;
    expect(() => lent.terminate()).toThrow(/administrator command/);
  });

  it('a lent client or an idle one losing its backend is reported, not thrown', async () => {
    const reports: unknown[] = [];
    const pool = newPool();
    watchPool(pool, (error) => reports.push(error));
    const lent = (await pool.connect()) as unknown as FakePgClient & pg.PoolClient;
    expect(() => lent.terminate()).not.toThrow();
    lent.release();
    const idle = (await pool.connect()) as unknown as FakePgClient & pg.PoolClient;
    idle.release();
    expect(() => idle.terminate()).not.toThrow();
    expect(reports.map((e) => (e as { code: string }).code)).toEqual(['57P01', '57P01', '57P01']);
    await pool.end();
  });
});

describe('the LISTEN connection', () => {
  it('reconnects with backoff and listens to its channels again', async () => {
    const reports: unknown[] = [];
    const listener = new PgListener(asClient, (error) => reports.push(error));
    await listener.start();
    const heard: string[] = [];
    await listener.listen('auth_events', (payload) => heard.push(payload));
    expect(FakePgClient.made[0]!.queries).toEqual(['LISTEN auth_events']);

    // The first reconnection fails too (the database is still restarting).
    FakePgClient.failNext = [true];
    expect(() => FakePgClient.made[0]!.terminate()).not.toThrow();
    await vi.waitFor(() => expect(FakePgClient.made[2]?.queries).toEqual(['LISTEN auth_events']));
    FakePgClient.made[2]!.emit('notification', { channel: 'auth_events', payload: 'after' });
    expect(heard).toEqual(['after']);
    expect(reports.length).toBeGreaterThanOrEqual(2);
    await listener.close();
  });

  it('a channel added while away is listened to once connected again', async () => {
    const listener = new PgListener(asClient, () => undefined);
    await listener.start();
    FakePgClient.made[0]!.terminate();
    await listener.listen('pdf_events', () => undefined);
    await vi.waitFor(() => expect(FakePgClient.made[1]?.queries).toEqual(['LISTEN pdf_events']));
    await listener.close();
    expect(FakePgClient.made).toHaveLength(2);
  });
});
