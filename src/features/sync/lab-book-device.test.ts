import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { EntryType } from '@common/domain/lab-book';
import { proxiedFetch } from '@/lib/proxy-state';
import { MetaKey } from '@/offline/lab-book-db';
import { createLabBookDevice } from './lab-book-device';
import type { PageAuth } from './page-sync';

const endpoints = { labbookApi: 'http://api.test/labbook-api', xapi: 'http://api.test/xapi' };

/** The support user signed in on this tab. */
const supportAuth: PageAuth = {
  getUser: () => ({ profile: { sub: 'support' }, access_token: 'support-token' }),
  subscribe: () => () => {},
  getAccessToken: async () => 'support-token',
  renewToken: async () => null,
};

describe('the lab book of a proxying tab (issue 12)', () => {
  it('sends nothing the proxied user queues, mirrors no token, and reads with the proxy header', async () => {
    const seen: Array<{ url: string; headers: Headers; method: string }> = [];
    const inner = vi.fn<typeof fetch>(async (input, init) => {
      seen.push({
        url: String(input),
        headers: new Headers(init?.headers),
        method: init?.method ?? 'GET',
      });
      return new Response(JSON.stringify([]), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const device = createLabBookDevice({
      userId: 'student-under-proxy',
      endpoints,
      auth: supportAuth,
      fetch: proxiedFetch(inner, 'proxy-token'),
      sendsOutbox: false,
    });
    const session = await device.store.startSession({ labType: 7 });
    await device.store.addEntry({
      sessionId: session.id,
      entryType: EntryType.StudentNote,
      content: '<p>queued</p>',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen.filter((s) => s.method !== 'GET')).toEqual([]);
    // The support user's token never lands in the proxied user's database (the worker sends a
    // database's rows only with the token mirrored into it).
    expect(await device.db.meta.get(MetaKey.token)).toBeUndefined();

    await device.sync.refresh('student-under-proxy').catch(() => undefined);
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.headers.get('x-proxy-session')).toBe('proxy-token');
      expect(request.headers.get('authorization')).toBe('Bearer support-token');
    }
    device.sync.stop();
    await device.db.delete();
  });
});
