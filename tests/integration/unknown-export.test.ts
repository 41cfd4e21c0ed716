import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  labCamRosterSchema,
  labCamStatementsSchema,
  unknownExportBodySchema,
} from '@common/schemas/exports';
import { classGroups } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { prepareUnknownExport } from '@server/modules/functions/unknown-export';
// Brings the `app.fileStorage` declaration into this project.
import type {} from '@server/storage/plugin';
import { openPdfTab as openTab, type PdfTab as Tab } from '../helpers/pdf-tab';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { freePort } from '../helpers/browserless';
import { injectAs } from '../helpers/inject';

/**
 * The Portfolio's instructor exports (issue 9 §3): the unknown-report PDF (`POST /functions/pdf`
 * with `isUnknownExport`) and the lab-cam data (`GET /functions/lab-cam/...`), refused to anyone
 * but an instructor of the open group. Real socket, real Chromium, PGlite and PostgreSQL.
 */
const { student, student2, instructor, instructor2, ta, student6 } = DEMO_USER_IDS;
const USERS = { student, student2, instructor, instructor2, ta, student6 } as const;
type Who = keyof typeof USERS;

describe('instructor exports of a group', () => {
  let t: TestApp;
  let origin: string;
  const tokens = new Map<string, string>();
  const tabs = new Map<Who, Tab>();
  const groups = { chem: 0, archived: 0, foreign: 0 };
  const as = injectAs(() => t.app, tokens);

  const unknownBody = (who: Who, groupId: number, overrides: object = {}) => ({
    isUnknownExport: true,
    groupId,
    dontPrintName: false,
    dontPrintTime: false,
    wsId: tabs.get(who)?.connectionId ?? 'x'.repeat(16) + '.' + 'y'.repeat(16),
    timeZone: 'Europe/Madrid',
    shortTimeZone: 'CEST',
    printName: 'Irene Novak',
    printTime: '2026/05/04 10:30:00',
    exportId: randomUUID(),
    ...overrides,
  });

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await createTestApp({ PUBLIC_URL: origin });
    await t.app.listen({ port, host: '127.0.0.1' });
    for (const [who, id] of Object.entries(USERS)) tokens.set(who, await accessTokenFor(t.app, id));
    for (const who of Object.keys(USERS) as Who[])
      tabs.set(who, await openTab(origin, tokens.get(who)!));
    const idOf = async (code: string) =>
      (await t.database.db.select().from(classGroups).where(eq(classGroups.accessCode, code)))[0]!
        .id;
    groups.chem = await idOf('CHEM101');
    groups.archived = await idOf('PHYS100');
    // A group of another instructor (instructor2 owns it; `instructor` is nothing in it).
    const [foreign] = await t.database.db
      .insert(classGroups)
      .values({
        name: 'Biology 200',
        accessCode: 'BIO200X',
        ownerId: instructor2,
        institutionId: (await t.database.db.select().from(classGroups).limit(1))[0]!.institutionId,
      })
      .returning({ id: classGroups.id });
    groups.foreign = foreign!.id;
  });
  afterAll(async () => {
    for (const tab of tabs.values()) tab.close();
    await t?.close();
  });

  describe('the unknown-report PDF (POST /functions/pdf, isUnknownExport)', () => {
    it('401 without a token', async () => {
      const res = await as('POST', '/functions/pdf', undefined, unknownBody('instructor', 1));
      expect(res.statusCode).toBe(401);
    });

    it.each([
      ['a TA of the group', 'ta'],
      ['a student of the group', 'student'],
      ['an outsider', 'student6'],
    ] as const)('403 for %s, with a message', async (_label, who) => {
      const res = await as('POST', '/functions/pdf', who, unknownBody(who, groups.chem));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toMatch(/Only the instructors of a group/);
      expect(tabs.get(who)!.events).toEqual([]);
    });

    it('403 for an archived group and for a group of another instructor; 404 for none', async () => {
      const archived = await as(
        'POST',
        '/functions/pdf',
        'instructor',
        unknownBody('instructor', groups.archived),
      );
      expect(archived.statusCode).toBe(403);
      expect(archived.json().message).toMatch(/archived/);
      const foreign = await as(
        'POST',
        '/functions/pdf',
        'instructor',
        unknownBody('instructor', groups.foreign),
      );
      expect(foreign.statusCode).toBe(403);
      const none = await as(
        'POST',
        '/functions/pdf',
        'instructor',
        unknownBody('instructor', 999_999),
      );
      expect(none.statusCode).toBe(404);
    });

    it('400 for a bad body, naming the field; 403 for another tab', async () => {
      const res = await as(
        'POST',
        '/functions/pdf',
        'instructor',
        unknownBody('instructor', groups.chem, { dontPrintName: 'yes' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('dontPrintName');
      const otherTab = await as(
        'POST',
        '/functions/pdf',
        'instructor',
        unknownBody('instructor', groups.chem, { wsId: tabs.get('student')!.connectionId }),
      );
      expect(otherTab.statusCode).toBe(403);
    });

    it.each([
      ['the owner', 'instructor'],
      ['a co-instructor', 'instructor2'],
    ] as const)(
      '%s gets Unknowns-{group}.pdf on the exporting tab, downloadable',
      async (_label, who) => {
        const body = unknownBody(who, groups.chem);
        const res = await as('POST', '/functions/pdf', who, body);
        expect(res.statusCode, res.body).toBe(202);
        const tab = tabs.get(who)!;
        await expect
          .poll(() => tab.events.find((e) => e.exportId === body.exportId), { timeout: 60_000 })
          .toBeDefined();
        const event = tab.events.find((e) => e.exportId === body.exportId)!;
        expect(event).toMatchObject({
          type: 'pdf-ready',
          fileName: 'Unknowns-Chemistry 101 - Fall.pdf',
        });
        const url = (event as { url: string }).url;
        const download = await t.app.inject({ method: 'GET', url: url.slice(origin.length) });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      },
    );
  });

  describe('what the PDF holds (gathered from the database)', () => {
    it("a student's report from the lab reaches it; plain notes and other groups' do not", async () => {
      // Ana reports an unknown through the lab-book API, as the density bench's entry syncs.
      const session = uuidv7();
      const report = {
        timestamp: Date.now(),
        metaData: {
          entry_type: 1,
          entry_id: uuidv7(),
          content: '<p>Cylinder 3: measured density 0.951 g/cm³</p>',
          isUnknownReport: true,
        },
      };
      const note = {
        timestamp: Date.now(),
        metaData: { entry_type: 1, entry_id: uuidv7(), content: '<p>private musing</p>' },
      };
      const created = await as('POST', '/labbook-api/lab-book', 'student', {
        id: session,
        actor_id: student,
        labType: 7,
        open: Date.now() - 60_000,
        entries: [report, note],
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(
        (created.json() as { entries: Array<{ metaData: { isUnknownReport?: boolean } }> }).entries
          .map((e) => e.metaData.isUnknownReport)
          .sort(),
      ).toEqual([true, undefined]);

      const page = await (
        await prepareUnknownExport(
          { db: t.database.db, storage: t.app.fileStorage },
          instructor,
          unknownExportBodySchema.parse(unknownBody('instructor', groups.chem)),
        )
      )();
      expect(page.html).toContain('0.951 g/cm³');
      expect(page.html).toContain('Lopez, Ana');
      // The demo seed's reports (Ana and Ben) with their images.
      expect(page.html).toContain('Carter, Ben');
      expect(page.html).toContain('data:image/png;base64,');
      expect(page.html).not.toContain('private musing');
      expect(page.header).toMatchObject({ name: 'Chemistry 101 - Fall', printName: 'Irene Novak' });

      const anonymous = await (
        await prepareUnknownExport(
          { db: t.database.db, storage: t.app.fileStorage },
          instructor,
          unknownExportBodySchema.parse(
            unknownBody('instructor', groups.chem, { dontPrintName: true, dontPrintTime: true }),
          ),
        )
      )();
      expect(anonymous.html).not.toMatch(/Lopez|Carter/);
      expect(anonymous.html).toContain('Student 1');
      expect(anonymous.header).toMatchObject({ printName: '', printTime: '' });
    });

    it('an instructor note cannot be marked as an unknown report (400)', async () => {
      const book = await as('GET', `/labbook-api/lab-book/${student}`, 'instructor');
      const [session] = book.json() as Array<{ id: string; labType: number; open: number }>;
      const res = await as('PUT', '/labbook-api/lab-book', 'instructor', {
        id: session!.id,
        actor_id: student,
        method: 'POST',
        labType: session!.labType,
        open: session!.open,
        entry: {
          timestamp: Date.now(),
          metaData: {
            entry_type: 5,
            entry_id: uuidv7(),
            content: '<p>note</p>',
            isUnknownReport: true,
          },
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/unknown reports/);
    });

    it('a group without reports answers 404 with a message', async () => {
      const empty = await as(
        'POST',
        '/functions/pdf',
        'instructor2',
        unknownBody('instructor2', groups.foreign),
      );
      expect(empty.statusCode).toBe(404);
      expect(empty.json().message).toMatch(/no unknown reports/);
    });
  });

  describe('the lab-cam data (GET /functions/lab-cam/...)', () => {
    it('the owner and a co-instructor get the students (not the co-instructor) and statements', async () => {
      for (const who of ['instructor', 'instructor2'] as const) {
        const roster = await as('GET', `/functions/lab-cam/${groups.chem}`, who);
        expect(roster.statusCode, roster.body).toBe(200);
        const parsed = labCamRosterSchema.parse(roster.json());
        expect(parsed.groupName).toBe('Chemistry 101 - Fall');
        const ids = parsed.students.map((s) => s.userId);
        // The demo's students of CHEM101 (the seed may add more), never its co-instructor.
        expect(ids).toEqual(expect.arrayContaining([student, student2, DEMO_USER_IDS.beta, ta]));
        expect(ids).not.toContain(instructor2);
        expect(ids).not.toContain(instructor);
      }
      const total = await as(
        'GET',
        `/functions/lab-cam/${groups.chem}/${student}?scale=3`,
        'instructor',
      );
      expect(total.statusCode, total.body).toBe(200);
      const items = labCamStatementsSchema.parse(total.json());
      expect(items.since).toBeNull();
      expect(items.items.length).toBeGreaterThan(0);
      expect(items.items.some((item) => item.labType === 7 && item.actionType)).toBe(true);
      const times = items.items.map((item) => item.timestamp);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const week = labCamStatementsSchema.parse(
        (
          await as('GET', `/functions/lab-cam/${groups.chem}/${student}?scale=0`, 'instructor')
        ).json(),
      );
      expect(week.since).toBeGreaterThan(Date.now() - 8 * 86_400_000);
      expect(week.items.every((item) => item.timestamp >= week.since!)).toBe(true);
    });

    it.each([
      ['a TA of the group', 'ta', 403],
      ['a student of the group', 'student', 403],
      ['an outsider', 'student6', 403],
      ['nobody signed in', undefined, 401],
    ] as const)('%s is refused', async (_label, who, status) => {
      const roster = await as('GET', `/functions/lab-cam/${groups.chem}`, who);
      expect(roster.statusCode).toBe(status);
      const items = await as('GET', `/functions/lab-cam/${groups.chem}/${student}`, who);
      expect(items.statusCode).toBe(status);
      if (status === 403) expect(items.json().message).toMatch(/Only the instructors of a group/);
    });

    it('an archived or foreign group is refused; a student of another group too; a bad scale is 400', async () => {
      expect(
        (await as('GET', `/functions/lab-cam/${groups.archived}`, 'instructor')).statusCode,
      ).toBe(403);
      expect(
        (await as('GET', `/functions/lab-cam/${groups.foreign}`, 'instructor')).statusCode,
      ).toBe(403);
      const outsider = await as(
        'GET',
        `/functions/lab-cam/${groups.chem}/${student6}`,
        'instructor',
      );
      expect(outsider.statusCode).toBe(403);
      const scale = await as(
        'GET',
        `/functions/lab-cam/${groups.chem}/${student}?scale=7`,
        'instructor',
      );
      expect(scale.statusCode).toBe(400);
    });

    it('the xAPI store agrees: instructor and TA of the group read the statements, others do not', async () => {
      const agent = encodeURIComponent(
        JSON.stringify({ account: { homePage: origin, name: student } }),
      );
      const read = (who: Who) => as('GET', `/xapi/statements?agent=${agent}`, who);
      expect((await read('instructor')).statusCode).toBe(200);
      expect((await read('instructor2')).statusCode).toBe(200);
      // The Lab Cam is the TA's too (spec 2 §6); only the export is for instructors.
      expect((await read('ta')).statusCode).toBe(200);
      expect((await read('student2')).statusCode).toBe(403);
      expect((await read('student6')).statusCode).toBe(403);
    });
  });
});
