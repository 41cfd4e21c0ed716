import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { labbookActions, labbookSessions } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { injectAs } from '../helpers/inject';

/**
 * The session counters the dashboard sums (action items, the owner's own entries) are kept by the
 * database (migration 0006): they must equal a recount after every kind of write.
 */
describe('lab-book session counters', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const inject = injectAs(() => t.app, tokens);
  const { beta, instructor } = DEMO_USER_IDS;

  /** Sessions whose counters differ from a recount: none, when the triggers are right. */
  const drift = async () => {
    const rows = await t.database.db
      .select({ id: labbookSessions.id })
      .from(labbookSessions)
      .where(
        sql`${labbookSessions.actionCount} <> (select count(*) from labbook_actions a
              where a.session_id = ${labbookSessions.id})
          or ${labbookSessions.workEntryCount} <> (select count(*) from labbook_entries e
              where e.session_id = ${labbookSessions.id} and e.entry_type in (1, 3, 10))`,
      );
    return rows.map((r) => r.id);
  };
  const counters = async (id: string) => {
    const [row] = await t.database.db
      .select({ actions: labbookSessions.actionCount, entries: labbookSessions.workEntryCount })
      .from(labbookSessions)
      .where(eq(labbookSessions.id, id));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of [beta, instructor]) tokens.set(id, await accessTokenFor(t.app, id));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('match the demo books the seed wrote directly into the tables', async () => {
    expect(await drift()).toEqual([]);
    const [seeded] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(labbookSessions)
      .where(sql`${labbookSessions.actionCount} > 0`);
    expect(seeded!.n).toBeGreaterThan(0);
  });

  it('count API writes once, replays not again, and instructor notes not at all', async () => {
    const open = Date.now() - 3_600_000;
    const entry = (entry_type: 1 | 3 | 5) => ({
      timestamp: open + 1000,
      metaData: { entry_type, entry_id: uuidv7(), content: '<p>n</p>' },
    });
    const action = () => ({
      id: uuidv7(),
      actionType: 'move',
      timestamp: open + 500,
      actions: { name: 'Cylinder 1' },
    });
    const body = {
      id: uuidv7(),
      actor_id: beta,
      labType: 7,
      open,
      duration: 60_000,
      metaData: { labType: 7, version: 1 },
      entries: [entry(1), entry(1)],
      actions: { detail: [action(), action()] },
    };
    expect((await inject('POST', '/labbook-api/lab-book', beta, body)).statusCode).toBe(200);
    // The same write again (a replay from the outbox) adds nothing.
    expect((await inject('POST', '/labbook-api/lab-book', beta, body)).statusCode).toBe(200);
    expect(await counters(body.id)).toEqual({ actions: 2, entries: 2 });

    const more = await inject('PUT', '/labbook-api/lab-book', beta, {
      id: body.id,
      actor_id: beta,
      labType: 7,
      open,
      entry: entry(1),
      actions: { detail: [action()] },
    });
    expect(more.statusCode, more.body).toBe(200);
    const note = await inject('PUT', '/labbook-api/lab-book', instructor, {
      id: body.id,
      actor_id: beta,
      user_id: instructor,
      method: 'POST',
      labType: 7,
      open,
      entry: entry(5),
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(await counters(body.id)).toEqual({ actions: 3, entries: 3 });

    // Rows that go away are counted out.
    await t.database.db.delete(labbookActions).where(eq(labbookActions.sessionId, body.id));
    expect(await counters(body.id)).toEqual({ actions: 0, entries: 3 });
    expect(await drift()).toEqual([]);
  });
});
