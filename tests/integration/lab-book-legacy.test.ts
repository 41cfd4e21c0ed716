import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { sessionSchema } from '@common/schemas/lab-book';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';
import { injectAs } from '../helpers/inject';

/**
 * Legacy session fields on write (spec 2 §3): `entries_raw` and `actions.detail_raw` (base64
 * JSON) and `joinedEntries` are merged into the lists, never dropped; a payload that does not
 * decode is a 400 that changes nothing.
 */
const { beta } = DEMO_USER_IDS;
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('lab-book API: legacy session fields', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const inject = injectAs(() => t.app, tokens);
  const book = async () =>
    (await inject('GET', `/labbook-api/lab-book/${beta}`, beta)).json() as unknown[];

  beforeAll(async () => {
    t = await createTestApp();
    tokens.set(beta, await accessTokenFor(t.app, beta));
  });
  afterAll(() => t?.close());

  it('stores what the raw fields hold, once, however often it is sent', async () => {
    const open = Date.now() - 3_600_000;
    const noteId = uuidv7();
    const body = {
      id: uuidv7(),
      actor_id: beta,
      labType: 7,
      open,
      entries_raw: base64([
        { timestamp: open + 1000, metaData: { entry_type: 1, entry_id: noteId, content: 'Ácido' } },
      ]),
      joinedEntries: [
        {
          timestamp: open + 2000,
          metaData: { entry_type: 1, entry_id: uuidv7(), content: 'Joined' },
        },
      ],
      // Spec 2 §3 action items carry no id.
      actions: {
        detail_raw: base64([
          { actionType: 'state', timestamp: open + 500, actions: { name: 'balance', mass: 2 } },
        ]),
      },
      saveRequestedMigration: true,
    };
    const created = await inject('POST', '/labbook-api/lab-book', beta, body);
    expect(created.statusCode).toBe(200);
    const session = sessionSchema.parse(created.json());
    expect(session.entries.map((e) => e.metaData.content)).toEqual(['Ácido', 'Joined']);
    expect(session.actions.detail).toHaveLength(1);
    expect(created.json()).not.toHaveProperty('entries_raw');

    // A replay (a legacy client retrying) merges into the same items.
    const again = await inject('PUT', '/labbook-api/lab-book', beta, {
      id: body.id,
      actor_id: beta,
      labType: 7,
      open,
      entries_raw: body.entries_raw,
      actions: body.actions,
    });
    expect(again.statusCode).toBe(200);
    const stored = sessionSchema.parse(again.json());
    expect(stored.entries).toHaveLength(2);
    expect(stored.actions.detail.map((a) => a.id)).toEqual(session.actions.detail.map((a) => a.id));
  });

  it('refuses a raw field that does not decode, and stores nothing', async () => {
    const before = (await book()).length;
    const refused = await inject('POST', '/labbook-api/lab-book', beta, {
      id: uuidv7(),
      actor_id: beta,
      labType: 7,
      open: Date.now(),
      entries_raw: 'not base64!',
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toContain(
      'entries_raw: is not valid base64 UTF-8 text',
    );
    expect(await book()).toHaveLength(before);
  });
});
