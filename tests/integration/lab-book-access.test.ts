import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { errorBodySchema } from '@common/schemas/primitives';
import { classGroupMembers, classGroups, labbookSessions, presets } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { DEMO_SESSION_IDS } from '@server/db/seed/lab-book-data';
import { createTestApp, type TestApp } from '../helpers/app';
import { injectAs } from '../helpers/inject';
import { accessTokenFor } from '../helpers/auth';

/**
 * The access matrix of issue 3 §1 on the demo student's book (a student member of the open
 * CHEM101, owned by `instructor`, and of the archived PHYS100).
 */
const owner = DEMO_USER_IDS.student;
const readers = {
  owner: DEMO_USER_IDS.student,
  'group owner (instructor)': DEMO_USER_IDS.instructor,
  'TA via TA record': DEMO_USER_IDS.ta,
  'co-instructor': DEMO_USER_IDS.admin,
  'another student of the group': DEMO_USER_IDS.student2,
  'instructor of another group': DEMO_USER_IDS.nolicense,
  'support user (TA record, not a member)': DEMO_USER_IDS.support,
  'owner of an archived group only': DEMO_USER_IDS.desktop,
} as const;
type Reader = keyof typeof readers;

const operations = [
  'read book',
  'paginate',
  'recent-entries',
  'add instructor note',
  'add own-type entry',
  'xAPI read',
  'timeframe',
  'download-url',
] as const;
type Operation = (typeof operations)[number];

const OWNER = [200, 200, 200, 400, 200, 200, 200, 200];
const REVIEWER = [200, 200, 200, 200, 403, 200, 200, 200];
const NOBODY = [403, 403, 403, 403, 403, 403, 403, 403];
const expected: Record<Reader, number[]> = {
  owner: OWNER,
  'group owner (instructor)': REVIEWER,
  'TA via TA record': REVIEWER,
  'co-instructor': REVIEWER,
  'another student of the group': NOBODY,
  'instructor of another group': NOBODY,
  'support user (TA record, not a member)': NOBODY,
  'owner of an archived group only': NOBODY,
};

describe('lab-book access matrix', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  let density: { open: number; duration: number };
  let fileName: string;

  const inject = injectAs(() => t.app, tokens);

  const entryWrite = (as: string, entryType: 1 | 5) =>
    inject('PUT', '/labbook-api/lab-book', as, {
      id: DEMO_SESSION_IDS.studentDensity,
      actor_id: owner,
      labType: 7,
      open: density.open,
      ...(entryType === 5 ? { method: 'POST' } : {}),
      entry: {
        timestamp: density.open + 60_000,
        metaData: { entry_type: entryType, entry_id: uuidv7(), content: '<p>matrix</p>' },
      },
    });

  const run: Record<Operation, (as: string) => ReturnType<typeof inject>> = {
    'read book': (as) => inject('GET', `/labbook-api/lab-book/${owner}`, as),
    paginate: (as) => inject('GET', `/labbook-api/lab-book/${owner}/paginated-forwards/5/7`, as),
    'recent-entries': (as) =>
      inject('POST', '/labbook-api/lab-book/recent-entries', as, { userIDs: [owner] }),
    'add instructor note': (as) => entryWrite(as, 5),
    'add own-type entry': (as) => entryWrite(as, 1),
    'xAPI read': (as) =>
      inject(
        'GET',
        `/xapi/statements?agent=${encodeURIComponent(JSON.stringify({ account: { homePage: 'http://localhost:8080', name: owner } }))}`,
        as,
      ),
    timeframe: (as) =>
      inject('GET', `/xapi/timeframe/${owner}/${density.open}/${density.duration}`, as),
    'download-url': (as) => inject('POST', '/labbook-api/lab-book/download-url', as, { fileName }),
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    for (const id of Object.values(readers)) tokens.set(id, await accessTokenFor(t.app, id));

    const [chem] = await db.select().from(classGroups).where(eq(classGroups.accessCode, 'CHEM101'));
    // A co-instructor joins CHEM101 with the instructor role.
    await db
      .insert(classGroupMembers)
      .values({ groupId: chem!.id, userId: DEMO_USER_IDS.admin, memberRole: 'Instructor' });
    // Another instructor's open group (with student2, not the owner).
    const [other] = await db
      .insert(classGroups)
      .values({
        name: 'Biology 1',
        accessCode: 'BIO1',
        ownerId: DEMO_USER_IDS.nolicense,
        institutionId: chem!.institutionId,
      })
      .returning();
    await db
      .insert(classGroupMembers)
      .values({ groupId: other!.id, userId: DEMO_USER_IDS.student2 });
    // Someone who owns only an archived group that the owner is in.
    const [archived] = await db
      .insert(classGroups)
      .values({
        name: 'Old class',
        accessCode: 'OLD1',
        status: 'Archived',
        ownerId: DEMO_USER_IDS.desktop,
        institutionId: chem!.institutionId,
      })
      .returning();
    await db.insert(classGroupMembers).values({ groupId: archived!.id, userId: owner });
    // A TA record alone grants nothing: the TA must be a member of the group.
    await db.insert(presets).values({
      uuid: uuidv7(),
      ownerId: DEMO_USER_IDS.support,
      type: 3,
      labType: 99,
      name: 'TA record',
      object: JSON.stringify({ TA_Groups: [chem!.id, archived!.id] }),
    });

    const [session] = await db
      .select()
      .from(labbookSessions)
      .where(eq(labbookSessions.id, DEMO_SESSION_IDS.studentDensity));
    density = { open: session!.open, duration: session!.duration };

    // A file in the owner's book.
    const upload = await inject('POST', '/labbook-api/lab-book/upload-url', owner, {
      contentType: 'application/pdf',
      key: uuidv7(),
    });
    fileName = upload.json<{ fileName: string }>().fileName;
    const put = await t.app.inject({
      method: 'PUT',
      url: upload.json<{ uploadURL: string }>().uploadURL.replace('http://localhost:8080', ''),
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(put.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const cases = (Object.keys(readers) as Reader[]).flatMap((reader) =>
    operations.map((operation, i) => [reader, operation, expected[reader][i]!] as const),
  );

  it.each(cases)('%s: %s -> %i', async (reader, operation, status) => {
    const res = await run[operation](readers[reader]);
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) {
      // Refusals say why, as JSON; never an empty list.
      expect(errorBodySchema.parse(res.json()).message.length).toBeGreaterThan(10);
    } else if (operation === 'read book' || operation === 'timeframe') {
      expect(res.json<unknown[]>().length).toBeGreaterThan(0);
    } else if (operation === 'xAPI read') {
      expect(res.json<{ statements: unknown[] }>().statements.length).toBeGreaterThan(0);
    }
  });

  it('the demo TA reads their own book, and is read by the instructor, but not by other students', async () => {
    const ta = DEMO_USER_IDS.ta;
    expect((await inject('GET', `/labbook-api/lab-book/${ta}`, ta)).statusCode).toBe(200);
    expect(
      (await inject('GET', `/labbook-api/lab-book/${ta}`, DEMO_USER_IDS.instructor)).statusCode,
    ).toBe(200);
    expect((await inject('GET', `/labbook-api/lab-book/${ta}`, owner)).statusCode).toBe(403);
    // A TA reads students, not the group's instructor.
    expect(
      (await inject('GET', `/labbook-api/lab-book/${DEMO_USER_IDS.instructor}`, ta)).statusCode,
    ).toBe(403);
  });

  it('an archived group grants nothing, even to its owner when that is the only link', async () => {
    const { db } = t.database;
    const read = () =>
      inject('GET', `/labbook-api/lab-book/${DEMO_USER_IDS.student2}`, DEMO_USER_IDS.nolicense);
    expect((await read()).statusCode).toBe(200);
    await db
      .update(classGroups)
      .set({ status: 'Archived' })
      .where(eq(classGroups.accessCode, 'BIO1'));
    expect((await read()).statusCode).toBe(403);
  });
});
