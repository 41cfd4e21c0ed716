import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  MAX_ENTRY_HTML,
  recentEntriesSchema,
  sessionPageSchema,
  sessionSchema,
  type CreateSessionBody,
  type Session,
} from '@common/schemas/lab-book';
import { errorBodySchema } from '@common/schemas/primitives';
import { labbookActions, labbookEntries, labbookSessions } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { DEMO_SESSION_IDS } from '@server/db/seed/lab-book-data';
import { createTestApp, type TestApp } from '../helpers/app';
import { injectAs } from '../helpers/inject';
import { accessTokenFor } from '../helpers/auth';

// `beta` is a CHEM101 student with an empty book: a clean slate. The instructor owns CHEM101.
const { beta, student, student2, instructor } = DEMO_USER_IDS;
const HOUR = 3_600_000;

const note = (timestamp: number, content = '<p>note</p>', entry_type: 1 | 3 | 5 | 10 = 1) => ({
  timestamp,
  metaData: { entry_type, entry_id: uuidv7(), content },
});
const action = (timestamp: number, actionType: 'move' | 'state' = 'move') => ({
  id: uuidv7(),
  actionType,
  timestamp,
  actions: { name: 'Cylinder 1', mass: 78.5 },
});
const newSession = (over: Partial<CreateSessionBody> = {}) => {
  const open = Date.now() - 2 * HOUR;
  return {
    id: uuidv7(),
    actor_id: beta,
    labType: 7,
    open,
    duration: 60_000,
    metaData: { labType: 7, version: 1 as const },
    entries: [note(open + 1000, '<p>first</p>')],
    actions: { detail: [action(open + 500)] },
    ...over,
  };
};

describe('lab-book API', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const inject = injectAs(() => t.app, tokens);
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    ...rest: [as?: string, payload?: unknown, headers?: Record<string, string>]
  ) => inject(method, `/labbook-api${url}`, ...rest);
  const counts = async (sessionId: string) => {
    const db = t.database.db;
    const n = async (table: typeof labbookEntries | typeof labbookActions) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.sessionId, sessionId))
      )[0]!.n;
    const sessions = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(labbookSessions)
      .where(eq(labbookSessions.id, sessionId));
    return {
      sessions: sessions[0]!.n,
      entries: await n(labbookEntries),
      actions: await n(labbookActions),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of [beta, student, student2, instructor])
      tokens.set(id, await accessTokenFor(t.app, id));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('authentication and input', () => {
    const routes: [string, string, unknown?][] = [
      ['POST', '/lab-book', newSession()],
      ['PUT', '/lab-book', newSession()],
      ['GET', `/lab-book/${beta}`],
      ['GET', `/lab-book/${beta}/0`],
      ['GET', `/lab-book/${beta}/paginated/10`],
      ['GET', `/lab-book/${beta}/paginated-forwards/10`],
      ['GET', `/lab-book/${beta}/paginated-backwards/10/7`],
      ['POST', '/lab-book/recent-entries', { userIDs: [beta] }],
      ['POST', '/lab-book/upload-url', { contentType: 'application/pdf', key: uuidv7() }],
      ['POST', '/lab-book/download-url', { fileName: `${beta}/${uuidv7()}.pdf` }],
    ];
    it.each(routes)('%s %s needs a token (401)', async (method, url, body) => {
      const res = await call(method as 'GET', url, undefined, body);
      expect(res.statusCode).toBe(401);
      expect(errorBodySchema.parse(res.json()).message).toMatch(/sign in/i);
    });

    it.each([
      ['a bad session id', { id: 'not-a-uuid' }, 'body.id'],
      ['a bad actor id', { actor_id: '42' }, 'body.actor_id'],
      [
        'an unknown entry type',
        {
          entries: [
            { timestamp: 1, metaData: { entry_type: 2, entry_id: uuidv7(), content: 'x' } },
          ],
        },
        'body.entries.0.metaData.entry_type',
      ],
      [
        'an oversize entry',
        { entries: [note(1, 'x'.repeat(MAX_ENTRY_HTML + 1))] },
        'body.entries.0.metaData.content',
      ],
      ['a negative open', { open: -1 }, 'body.open'],
      [
        'an action type that is not a word',
        { actions: { detail: [{ ...action(1), actionType: 'fly <away>' }] } },
        'body.actions.detail.0.actionType',
      ],
    ])('POST lab-book refuses %s (400 naming the field)', async (_name, change, path) => {
      const res = await call('POST', '/lab-book', beta, { ...newSession(), ...change });
      expect(res.statusCode).toBe(400);
      const body = errorBodySchema.parse(res.json());
      expect(body.issues?.map((i) => i.path)).toContain(path);
    });

    it.each([
      [`/lab-book/not-a-uuid`, 'params.userId'],
      [`/lab-book/${beta}/yesterday`, 'params.sinceTimestamp'],
      [`/lab-book/${beta}/99999999999999999999`, 'params.sinceTimestamp'],
      [`/lab-book/${beta}/paginated/0`, 'params.n'],
      [`/lab-book/${beta}/paginated/101`, 'params.n'],
      [`/lab-book/${beta}/paginated-forwards/ten`, 'params.n'],
      [`/lab-book/${beta}/paginated-forwards/10/titrations`, 'params.labFilter'],
    ])('GET %s is a 400 naming %s', async (url, path) => {
      const res = await call('GET', url, beta);
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).issues?.map((i) => i.path)).toContain(path);
    });

    it.each(['garbage!', 'e30', Buffer.from('{"o":-1,"i":"x"}').toString('base64url')])(
      'a start key the server did not make (%s) is a 400',
      async (key) => {
        const res = await call(
          'GET',
          `/lab-book/${beta}/paginated-forwards/5?exclusiveStartKey=${key}`,
          beta,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/exclusiveStartKey/);
      },
    );

    it('refuses a body over the size limit (413) and unknown routes (404)', async () => {
      const huge = newSession({
        entries: Array.from({ length: 50 }, (_, i) => note(i, 'x'.repeat(190_000))),
      });
      const res = await call('POST', '/lab-book', beta, huge);
      expect(res.statusCode).toBe(413);
      expect((await call('GET', `/lab-book/${beta}/paginated-sideways/5`, beta)).statusCode).toBe(
        404,
      );
    });

    it('a type 10 entry needs a file of this book', async () => {
      const s = newSession({ entries: [note(1, '<p>file</p>', 10)] });
      const missing = await call('POST', '/lab-book', beta, s);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/fileName/);
      const foreign = newSession({
        entries: [
          {
            timestamp: 1,
            metaData: {
              entry_type: 10,
              entry_id: uuidv7(),
              content: 'f',
              fileName: `${student}/${uuidv7()}.pdf`,
            },
          },
        ],
      });
      expect((await call('POST', '/lab-book', beta, foreign)).statusCode).toBe(400);
    });
  });

  describe('writes', () => {
    it('POST creates a session and answers it in full, sanitized, without extra fields', async () => {
      const body = newSession({
        entries: [
          note(Date.now() - 1000, '<p onclick="x()">b<script>alert(1)</script></p>'),
          note(Date.now() - 5000, '<p>a</p>'),
        ],
      });
      const res = await call('POST', '/lab-book', beta, body);
      expect(res.statusCode).toBe(200);
      const session = sessionSchema.strict().parse(res.json());
      expect(session).toMatchObject({
        id: body.id,
        actor_id: beta,
        labType: 7,
        open: body.open,
        duration: 60_000,
        isXAPI: false,
        metaData: { labType: 7, version: 1 },
      });
      expect(session.entries.map((e) => e.metaData.content)).toEqual(['<p>a</p>', '<p>b</p>']);
      expect(session.entries.every((e) => e.author_id === beta)).toBe(true);
      expect(session.actions.detail).toHaveLength(1);
      expect(session.updated).toBeGreaterThanOrEqual(session.created);
    });

    it('a replay (3 times, no key) leaves one session, entry and action, and does not move updated', async () => {
      const metaData = {
        labType: 7,
        version: 1 as const,
        xapiSession: uuidv7(),
        content: '<p>{lab_book_timestamp}</p>',
      };
      const body = newSession({ metaData });
      const first = sessionSchema.parse((await call('POST', '/lab-book', beta, body)).json());
      expect(first.isXAPI).toBe(true);
      expect(first.metaData).toEqual(metaData);
      for (let i = 0; i < 3; i++) {
        const again = await call('POST', '/lab-book', beta, body);
        expect(again.statusCode).toBe(200);
        expect(sessionSchema.parse(again.json()).updated).toBe(first.updated);
      }
      for (let i = 0; i < 3; i++) {
        const put = await call('PUT', '/lab-book', beta, { ...body, entry: body.entries[0] });
        expect(put.statusCode).toBe(200);
      }
      expect(await counts(body.id)).toEqual({ sessions: 1, entries: 1, actions: 1 });
    });

    it('a replay merges: new entries and actions are added, existing ones never change, duration grows', async () => {
      const body = newSession();
      await call('POST', '/lab-book', beta, body);
      const changed = {
        ...body,
        duration: 30_000,
        entries: [
          {
            ...body.entries[0]!,
            metaData: { ...body.entries[0]!.metaData, content: '<p>rewritten</p>' },
          },
          note(body.open + 2000, '<p>second</p>'),
        ],
        actions: { detail: [...body.actions.detail, action(body.open + 3000, 'state')] },
      };
      const merged = sessionSchema.parse((await call('POST', '/lab-book', beta, changed)).json());
      expect(merged.entries.map((e) => e.metaData.content)).toEqual([
        '<p>first</p>',
        '<p>second</p>',
      ]);
      expect(merged.actions.detail.map((a) => a.actionType)).toEqual(['move', 'state']);
      expect(merged.duration).toBe(60_000);
      const longer = sessionSchema.parse(
        (
          await call('PUT', '/lab-book', beta, {
            ...body,
            entries: undefined,
            actions: undefined,
            duration: 90_000,
          })
        ).json(),
      );
      expect(longer.duration).toBe(90_000);
      expect(longer.updated).toBeGreaterThan(merged.created - 1);
    });

    it('a session id of another book, or with another start or lab, is a 409', async () => {
      const body = newSession();
      await call('POST', '/lab-book', beta, body);
      const other = await call('POST', '/lab-book', student2, { ...body, actor_id: student2 });
      expect(other.statusCode).toBe(409);
      expect(errorBodySchema.parse(other.json()).message).toMatch(/already exists/);
      expect(
        (await call('POST', '/lab-book', beta, { ...body, open: body.open + 1 })).statusCode,
      ).toBe(409);
      expect((await call('PUT', '/lab-book', beta, { ...body, labType: 3 })).statusCode).toBe(409);
    });

    it('an entry id of another session is a 409; another author’s entry cannot be touched (403)', async () => {
      const a = newSession();
      const b = newSession();
      await call('POST', '/lab-book', beta, a);
      await call('POST', '/lab-book', beta, b);
      const moved = await call('PUT', '/lab-book', beta, { ...b, entries: a.entries });
      expect(moved.statusCode).toBe(409);
      const noteOfInstructor = note(a.open + 10, '<p>instructor</p>', 5);
      expect(
        (
          await call('PUT', '/lab-book', instructor, {
            id: a.id,
            actor_id: beta,
            labType: 7,
            open: a.open,
            method: 'POST',
            entry: noteOfInstructor,
          })
        ).statusCode,
      ).toBe(200);
      const hijack = await call('PUT', '/lab-book', beta, {
        ...a,
        entries: [
          { ...noteOfInstructor, metaData: { ...noteOfInstructor.metaData, entry_type: 1 } },
        ],
      });
      expect(hijack.statusCode).toBe(403);
    });

    it('an update that arrives before its create is kept; the create then merges', async () => {
      const body = newSession();
      const early = note(body.open + 100, '<p>written before the create arrived</p>');
      const put = await call('PUT', '/lab-book', beta, {
        id: body.id,
        actor_id: beta,
        labType: body.labType,
        open: body.open,
        entry: early,
      });
      expect(put.statusCode).toBe(200);
      const created = sessionSchema.parse((await call('POST', '/lab-book', beta, body)).json());
      expect(created.entries.map((e) => e.metaData.entry_id).sort()).toEqual(
        [early.metaData.entry_id, body.entries[0]!.metaData.entry_id].sort(),
      );
      expect(created.actions.detail).toHaveLength(1);
      expect(created.duration).toBe(60_000);
    });

    it('PUT: unknown sessions are 404 for instructors; user_id must be the caller; owners cannot write type 5', async () => {
      const unknown = await call('PUT', '/lab-book', instructor, {
        id: uuidv7(),
        actor_id: beta,
        labType: 7,
        open: 1,
        method: 'POST',
        entry: note(2, '<p>n</p>', 5),
      });
      expect(unknown.statusCode).toBe(404);
      expect(errorBodySchema.parse(unknown.json()).message).toMatch(/no such/i);
      const body = newSession();
      await call('POST', '/lab-book', beta, body);
      const impostor = await call('PUT', '/lab-book', beta, { ...body, user_id: student2 });
      expect(impostor.statusCode).toBe(403);
      const ownNote = await call('PUT', '/lab-book', beta, {
        ...body,
        entries: [note(5, '<p>x</p>', 5)],
      });
      expect(ownNote.statusCode).toBe(400);
      expect(
        (await call('POST', '/lab-book', beta, newSession({ entries: [note(5, 'x', 5)] })))
          .statusCode,
      ).toBe(400);
    });

    it("a student's update and an instructor's note at the same moment both survive", async () => {
      const body = newSession();
      await call('POST', '/lab-book', beta, body);
      const studentNotes = [note(body.open + 10, '<p>s1</p>'), note(body.open + 20, '<p>s2</p>')];
      const instructorNote = note(body.open + 15, '<p>i1</p>', 5);
      const base = { id: body.id, actor_id: beta, labType: 7, open: body.open };
      const results = await Promise.all([
        call('PUT', '/lab-book', beta, {
          ...base,
          entries: studentNotes,
          actions: { detail: [action(body.open + 30)] },
        }),
        call('PUT', '/lab-book', instructor, {
          ...base,
          user_id: instructor,
          method: 'POST',
          entry: instructorNote,
        }),
        call('PUT', '/lab-book', beta, { ...base, duration: 120_000 }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const [book] = (await call('GET', `/lab-book/${beta}`, beta))
        .json<Session[]>()
        .filter((s) => s.id === body.id);
      expect(book!.entries.map((e) => [e.metaData.content, e.author_id])).toEqual([
        ['<p>s1</p>', beta],
        ['<p>i1</p>', instructor],
        ['<p>s2</p>', beta],
        ['<p>first</p>', beta],
      ]);
      expect(book!.actions.detail).toHaveLength(2);
      expect(book!.duration).toBe(120_000);
    });
  });

  describe('Idempotency-Key', () => {
    it('a replay with the key returns the stored answer without applying it again', async () => {
      const body = newSession();
      const key = `key-${uuidv7()}`;
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await call('POST', '/lab-book', beta, body, { 'idempotency-key': key }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers[0]!.headers['idempotent-replayed']).toBeUndefined();
      expect(answers[2]!.headers['idempotent-replayed']).toBe('true');
      expect(answers[2]!.json()).toEqual(answers[0]!.json());
      expect(await counts(body.id)).toEqual({ sessions: 1, entries: 1, actions: 1 });

      const update = {
        ...body,
        entries: [note(body.open + 9, '<p>later</p>')],
        actions: undefined,
      };
      const putKey = `key-${uuidv7()}`;
      for (let i = 0; i < 3; i++)
        expect(
          (await call('PUT', '/lab-book', beta, update, { 'idempotency-key': putKey })).statusCode,
        ).toBe(200);
      expect(await counts(body.id)).toEqual({ sessions: 1, entries: 2, actions: 1 });
    });

    it('the same key with a different body is a 422; keys are per user', async () => {
      const key = `key-${uuidv7()}`;
      const first = newSession();
      expect(
        (await call('POST', '/lab-book', beta, first, { 'idempotency-key': key })).statusCode,
      ).toBe(200);
      const other = await call('POST', '/lab-book', beta, newSession(), { 'idempotency-key': key });
      expect(other.statusCode).toBe(422);
      expect(errorBodySchema.parse(other.json()).message).toMatch(/Idempotency-Key/);
      const otherUser = await call(
        'POST',
        '/lab-book',
        student2,
        newSession({ actor_id: student2 }),
        {
          'idempotency-key': key,
        },
      );
      expect(otherUser.statusCode).toBe(200);
      expect(
        (await call('POST', '/lab-book', beta, newSession(), { 'idempotency-key': 'has space' }))
          .statusCode,
      ).toBe(400);
    });

    it('a refused write is not stored under its key (a retry runs again)', async () => {
      const key = `key-${uuidv7()}`;
      const body = newSession();
      const instructorNote = {
        id: body.id,
        actor_id: beta,
        labType: body.labType,
        open: body.open,
        method: 'POST',
        entry: note(body.open + 1, '<p>n</p>', 5),
      };
      const early = await call('PUT', '/lab-book', instructor, instructorNote, {
        'idempotency-key': key,
      });
      expect(early.statusCode).toBe(404);
      await call('POST', '/lab-book', beta, body);
      const retry = await call('PUT', '/lab-book', instructor, instructorNote, {
        'idempotency-key': key,
      });
      expect(retry.statusCode).toBe(200);
      expect(await counts(body.id)).toMatchObject({ entries: 2 });
    });
  });

  describe('reads', () => {
    it('GET lab-book/{userId} gives the book oldest first, entries and actions by time', async () => {
      const res = await call('GET', `/lab-book/${student}`, student);
      expect(res.statusCode).toBe(200);
      const book = res.json<Session[]>().map((s) => sessionSchema.strict().parse(s));
      const opens = book.map((s) => s.open);
      expect(opens).toEqual([...opens].sort((a, b) => a - b));
      const density = book.find((s) => s.id === DEMO_SESSION_IDS.studentDensity)!;
      expect(density.entries.map((e) => e.metaData.entry_type)).toEqual([1, 1, 1, 5]);
      expect(density.entries.at(-1)!.author_id).toBe(instructor);
      expect(density.isXAPI).toBe(true);
      const times = density.actions.detail.map((a) => a.timestamp);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('GET lab-book/{userId}/{since} gives only sessions changed after since', async () => {
      const body = newSession({ actor_id: student2 });
      const created = sessionSchema.parse((await call('POST', '/lab-book', student2, body)).json());
      const since = created.updated;
      expect((await call('GET', `/lab-book/${student2}/${since}`, student2)).json()).toEqual([]);
      const changed = sessionSchema.parse(
        (
          await call('PUT', '/lab-book', student2, {
            ...body,
            entry: note(body.open + 7, '<p>more</p>'),
          })
        ).json(),
      );
      expect(changed.updated).toBeGreaterThan(since);
      const fresh = (await call('GET', `/lab-book/${student2}/${since}`, student2)).json<
        Session[]
      >();
      expect(fresh.map((s) => s.id)).toEqual([body.id]);
      expect(fresh[0]!.entries).toHaveLength(2);
      const far = await call('GET', `/lab-book/${student2}/8640000000000000`, student2);
      expect(far.json()).toEqual([]);
      const all = (await call('GET', `/lab-book/${student2}/0`, student2)).json<Session[]>();
      expect(all.length).toBeGreaterThanOrEqual(2);
    });

    it('pages forwards and backwards with an opaque key, a lab filter that keeps Portal sessions, and a total', async () => {
      // A fresh book: student2 of CHEM101 already has demo data, so use sessions of a known range.
      const owner = beta;
      const base = Date.UTC(2020, 0, 1);
      const labs = [7, 0, 99, 7, 3, 7, 99];
      const made = labs.map((labType, i) =>
        newSession({
          labType,
          open: base + i * HOUR,
          metaData: { labType, version: 1 },
          entries: [],
          actions: { detail: [] },
        }),
      );
      for (const s of made)
        expect((await call('POST', '/lab-book', owner, s)).statusCode).toBe(200);
      const ids = new Set(made.map((s) => s.id));
      const walk = async (path: string) => {
        const seen: string[] = [];
        let key: string | undefined;
        let total = -1;
        for (let guard = 0; guard < 50; guard++) {
          const res = await call(
            'GET',
            `/lab-book/${owner}/${path}${key ? `?exclusiveStartKey=${key}` : ''}`,
            owner,
          );
          expect(res.statusCode).toBe(200);
          const page = sessionPageSchema.strict().parse(res.json());
          expect(page.Items.length).toBeLessThanOrEqual(2);
          seen.push(...page.Items.map((s) => s.id));
          total = page.totalCount;
          key = page.LastEvaluatedKey;
          if (!key) break;
        }
        return { seen: seen.filter((id) => ids.has(id)), all: seen, total };
      };
      const forwards = await walk('paginated-forwards/2');
      expect(forwards.seen).toEqual(made.map((s) => s.id));
      expect(forwards.total).toBe(forwards.all.length);
      const backwards = await walk('paginated-backwards/2');
      expect(backwards.all).toEqual([...forwards.all].reverse());
      const density = await walk('paginated-forwards/2/7');
      expect(density.seen).toEqual(
        made.filter((s) => s.labType === 7 || s.labType === 99).map((s) => s.id),
      );
      expect(density.total).toBe(density.all.length);
      const newest = sessionPageSchema.parse(
        (await call('GET', `/lab-book/${owner}/paginated/3`, owner)).json(),
      );
      expect(newest.Items.map((s) => s.id)).toEqual(backwards.all.slice(0, 3));
      expect(newest.LastEvaluatedKey).toBeDefined();
    });

    it('answers each session of a page exactly as the whole book does (one query per page)', async () => {
      // The page is built by json_agg in the database, the book by three queries and drizzle:
      // every field, its order and its value must agree, byte for byte once serialized.
      const owner = student2;
      const open = Date.UTC(2021, 5, 1);
      const session = newSession({
        actor_id: owner,
        open,
        entries: [
          note(open + 2000, '<p>ü 😀 "quoted" \\ back<br>slash</p>'),
          note(open + 2000, '<p>same time, ordered by id</p>', 3),
          note(open + 1000, '<p>earlier</p>', 3),
        ],
        actions: {
          detail: [
            {
              ...action(open + 9),
              actions: { mass: 78.5, big: 1e21, list: [1, 2.25, null, true] },
            },
            { ...action(open + 9, 'state'), actions: { ключ: 'é', nested: { deep: [{}] } } },
          ],
        },
      });
      expect((await call('POST', '/lab-book', owner, session)).statusCode).toBe(200);
      await t.database.db.insert(labbookEntries).values({
        id: uuidv7(),
        sessionId: session.id,
        actorId: owner,
        authorId: instructor,
        entryType: 5,
        timestamp: open + 3000,
        content: '<p>file</p>',
        fileName: 'report.pdf',
        isUnknownReport: true,
      });
      const book = (await call('GET', `/lab-book/${owner}`, owner)).json() as Session[];
      const fromPages: Session[] = [];
      let key: string | undefined;
      for (let guard = 0; guard < 50; guard++) {
        const res = await call(
          'GET',
          `/lab-book/${owner}/paginated-forwards/3${key ? `?exclusiveStartKey=${key}` : ''}`,
          owner,
        );
        const page = sessionPageSchema.parse(res.json());
        fromPages.push(...(res.json() as { Items: Session[] }).Items);
        key = page.LastEvaluatedKey;
        if (!key) break;
      }
      expect(fromPages.map((s) => JSON.stringify(s))).toEqual(book.map((s) => JSON.stringify(s)));
      const mine = fromPages.find((s) => s.id === session.id)!;
      const types = mine.entries.map((e) => e.metaData.entry_type);
      expect([types[0], [...types.slice(1, 3)].sort(), types[3]]).toEqual([3, [1, 3], 5]);
      expect(mine.entries.at(-1)!.metaData).toMatchObject({
        fileName: 'report.pdf',
        isUnknownReport: true,
      });
      expect(mine.actions.detail[0]!.actions).toEqual({
        mass: 78.5,
        big: 1e21,
        list: [1, 2.25, null, true],
      });
    });

    it('POST lab-book/recent-entries gives the newest entry time per book, null for an empty one', async () => {
      const res = await call('POST', '/lab-book/recent-entries', instructor, {
        userIDs: [student, student, beta],
      });
      expect(res.statusCode).toBe(200);
      const recent = recentEntriesSchema.parse(res.json());
      expect(recent.map((r) => r.userId)).toEqual([student, beta]);
      expect(recent[0]!.LastUpdated).toBeGreaterThan(Date.now() - 2 * 24 * HOUR);
      const own = recentEntriesSchema.parse(
        (
          await call('POST', '/lab-book/recent-entries', instructor, { userIDs: [instructor] })
        ).json(),
      );
      expect(own).toEqual([{ userId: instructor, LastUpdated: null }]);
      const mixed = await call('POST', '/lab-book/recent-entries', student2, {
        userIDs: [student2, student],
      });
      expect(mixed.statusCode).toBe(403);
      expect(
        (await call('POST', '/lab-book/recent-entries', student, { userIDs: ['x'] })).statusCode,
      ).toBe(400);
    });
  });
});
