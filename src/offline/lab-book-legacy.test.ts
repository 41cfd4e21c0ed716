/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { listSessionsWithEntries } from './lab-book-queries';
import { refreshLabBook } from './lab-book-refresh';
import { FAKE_ENDPOINTS } from './testing/fake-lab-book-api';
import { createHarness } from './testing/harness';

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('a session in the legacy form (spec 2 §3) on the device', () => {
  it('reads entries_raw and actions.detail_raw into the book', async () => {
    const h = createHarness();
    const session = await h.store.startSession({ labType: 7 });
    await h.drain();
    // The host keeps this session's lists as base64 JSON (a legacy lab-book service).
    const stored = h.api.sessions.get(session.id)!;
    const legacy = stored as unknown as Record<string, unknown>;
    legacy.entries_raw = base64([
      {
        timestamp: session.open + 1000,
        metaData: { entry_type: 1, entry_id: crypto.randomUUID(), content: 'From the old book' },
      },
    ]);
    legacy.actions = {
      detail: [],
      detail_raw: base64([
        { actionType: 'state', timestamp: session.open + 500, actions: { name: 'balance' } },
      ]),
    };
    stored.updated = h.now();

    expect(
      await refreshLabBook({
        db: h.db,
        fetch: h.api.fetch,
        endpoints: FAKE_ENDPOINTS,
        getToken: async () => h.token,
        actorId: h.sub,
        now: h.now,
        full: true,
      }),
    ).toMatchObject({ ok: true, sessions: 1 });
    const [book] = await listSessionsWithEntries(h.db, h.sub);
    expect(book?.entries.map((e) => e.content)).toEqual(['From the old book']);
    expect(book?.actions.map((a) => a.timestamp)).toEqual([session.open + 500]);
  });
});
