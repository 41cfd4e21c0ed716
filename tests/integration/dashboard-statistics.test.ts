import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { deviationBand } from '@common/domain/dashboard-stats';
import { statisticsSchema, type LabStats, type Statistics } from '@common/schemas/dashboard';
import { errorBodySchema } from '@common/schemas/primitives';
import { readableBooks } from '@server/modules/lab-book/access';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { injectAs } from '../helpers/inject';
import {
  demoInstitutionId,
  seedStatsSchool,
  WHO,
  type StatsSchool,
  type Who,
} from './dashboard-fixture';

/**
 * `GET /labbook-api/statistics` (issue 9 §2) on the school of dashboard-fixture.ts, whose numbers
 * are worked out by hand below (time in hours; population standard deviations).
 */
describe('dashboard statistics', () => {
  let t: TestApp;
  let school: StatsSchool;
  const tokens = new Map<string, string>();
  const inject = injectAs(() => t.app, tokens);
  const id = (who: Who) => school.ids[who];
  const get = (as: string | undefined, scale?: number | string) =>
    inject('GET', `/labbook-api/statistics${scale === undefined ? '' : `?scale=${scale}`}`, as);
  const stats = async (who: Who, scale?: number): Promise<Statistics> => {
    const res = await get(id(who), scale);
    expect(res.statusCode, res.body).toBe(200);
    return statisticsSchema.parse(res.json());
  };
  const group = (s: Statistics, name: string) => s.groups.find((g) => g.name.startsWith(name))!;
  const lab = (labs: LabStats[], labType: number) => labs.find((l) => l.labType === labType)!;
  const triple = (time: number, actions: number, entries: number) => ({ time, actions, entries });

  beforeAll(async () => {
    t = await createTestApp();
    school = await seedStatsSchool(t.database.db, await demoInstitutionId(t.database.db));
    for (const who of WHO) tokens.set(id(who), await accessTokenFor(t.app, id(who)));
    tokens.set(DEMO_USER_IDS.instructor, await accessTokenFor(t.app, DEMO_USER_IDS.instructor));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('access: the lab books the caller may read, nothing else', () => {
    it.each([
      ['the group owner', 'owner', ['Stats Alpha', 'Stats Beta']],
      ['a co-instructor', 'co', ['Stats Alpha']],
      ['the TA of the group', 'ta', ['Stats Alpha']],
      ['the TA of another group', 'ta2', ['Stats Beta']],
      ['an instructor with no group (the dashboard links to /groups)', 'lonely', []],
    ] as const)('%s gets their open groups', async (_name, who, names) => {
      const s = await stats(who);
      expect(s.groups.map((g) => g.name.replace(/ \S+$/, ''))).toEqual(names);
      // Every student in the answer is one whose book the caller may read.
      const students = s.students.map((st) => st.id);
      const readable = await readableBooks(t.database.db, id(who), students);
      expect(students.filter((st) => !readable.has(st))).toEqual([]);
      expect(students).not.toContain(id('s5'));
    });

    it.each([
      ['a student', 's1'],
      ['an outsider with no role and no group', 'outsider'],
    ] as const)('%s is refused with 403 and a reason', async (_name, who) => {
      const res = await get(id(who));
      expect(res.statusCode).toBe(403);
      expect(errorBodySchema.parse(res.json()).message).toMatch(
        /instructors and teaching assistants/,
      );
    });

    it('asks for sign-in without a token (401)', async () => {
      const res = await get(undefined);
      expect(res.statusCode).toBe(401);
      expect(errorBodySchema.parse(res.json()).message).toBe('Sign in to continue.');
    });

    it('skips instructor members other than the viewer; the archived group is left out', async () => {
      const owner = await stats('owner');
      const alpha = group(owner, 'Stats Alpha');
      expect(alpha.studentIds).toEqual([id('ta'), id('s1'), id('s2'), id('s3')]);
      expect(alpha.studentCount).toBe(4);
      expect(group(owner, 'Stats Beta').studentIds).toEqual([id('ta2'), id('s3'), id('s4')]);
      // Every student once; s3 is in both groups.
      expect(owner.summary.studentCount).toBe(6);
      expect(owner.students.map((s) => s.id)).not.toContain(id('co'));
      // The co-instructor is the viewer here: counted, with their own big session.
      const co = group(await stats('co', 0), 'Stats Alpha');
      expect(co.studentIds).toEqual([id('co'), id('ta'), id('s1'), id('s2'), id('s3')]);
      expect(lab(co.labs, 7).studentCount).toBe(3);
    });
  });

  describe('numbers per time scale', () => {
    it('one week: only the sessions opened in the last 7 days', async () => {
      const s = await stats('owner', 0);
      expect(s.scale).toBe(0);
      expect(s.computedAt - s.since!).toBe(7 * 24 * 3_600_000);
      const alpha = group(s, 'Stats Alpha');
      expect(alpha.labs).toEqual([
        {
          labType: 7,
          average: triple(0.75, 6, 1),
          standardDeviation: triple(0.25, 4, 1),
          studentCount: 2,
        },
      ]);
      expect(group(s, 'Stats Beta').labs).toEqual([
        {
          labType: 7,
          average: triple(1.5, 12, 3),
          standardDeviation: triple(0, 0, 0),
          studentCount: 1,
        },
      ]);
      // The summary: s1 (1 h, 10, 2), s2 (0.5 h, 2, 0), s4 (1.5 h, 12, 3).
      const summary = lab(s.summary.labs, 7);
      expect(summary.studentCount).toBe(3);
      expect(summary.average.time).toBeCloseTo(1, 12);
      expect(summary.average.actions).toBeCloseTo(8, 12);
      expect(summary.average.entries).toBeCloseTo(5 / 3, 12);
      expect(summary.standardDeviation.time).toBeCloseTo(Math.sqrt(1 / 6), 12);
      expect(summary.standardDeviation.actions).toBeCloseTo(Math.sqrt(56 / 3), 12);
      expect(summary.standardDeviation.entries).toBeCloseTo(Math.sqrt(14 / 9), 12);
      // The Portal note is no lab; the instructor note is not the student's work.
      const s1 = s.students.find((st) => st.id === id('s1'))!;
      expect(s1.labs).toEqual([{ labType: 7, time: 1, actions: 10, entries: 2 }]);
      // The TA has no data: listed, with no labs.
      expect(s.students.find((st) => st.id === id('ta'))!.labs).toEqual([]);
    });

    it('two weeks: the session of 10 days ago counts now', async () => {
      const alpha = group(await stats('owner', 1), 'Stats Alpha');
      expect(lab(alpha.labs, 7)).toEqual({
        labType: 7,
        average: triple(1, 8, 1.5),
        standardDeviation: triple(0.5, 6, 1.5),
        studentCount: 2,
      });
      expect(alpha.labs.map((l) => l.labType)).toEqual([7]);
    });

    it('four weeks: the titration of 20 days ago joins', async () => {
      const alpha = group(await stats('owner', 2), 'Stats Alpha');
      expect(alpha.labs.map((l) => l.labType)).toEqual([0, 7]);
      expect(lab(alpha.labs, 0)).toEqual({
        labType: 0,
        average: triple(2, 6, 1),
        standardDeviation: triple(0, 0, 0),
        studentCount: 1,
      });
    });

    it('total time (the default): everything, since null', async () => {
      const s = await stats('owner');
      expect([s.scale, s.since]).toEqual([3, null]);
      expect(lab(group(s, 'Stats Alpha').labs, 0)).toEqual({
        labType: 0,
        average: triple(1.375, 4.5, 2),
        standardDeviation: triple(0.625, 1.5, 1),
        studentCount: 2,
      });
    });

    it("shows a student's new session, written through the lab-book API, on the next request", async () => {
      const open = Date.now() - 60_000;
      const write = await inject('POST', '/labbook-api/lab-book', id('s4'), {
        id: uuidv7(),
        actor_id: id('s4'),
        labType: 3,
        open,
        duration: 30 * 60_000,
        metaData: { labType: 3, version: 1 },
        entries: [
          { timestamp: open, metaData: { entry_type: 1, entry_id: uuidv7(), content: '<p>x</p>' } },
        ],
        actions: {
          detail: [1, 2].map((n) => ({
            id: uuidv7(),
            actionType: 'move',
            timestamp: open + n,
            actions: { name: 'Cup' },
          })),
        },
      });
      expect(write.statusCode, write.body).toBe(200);
      const beta = group(await stats('owner', 0), 'Stats Beta');
      expect(lab(beta.labs, 3)).toEqual({
        labType: 3,
        average: triple(0.5, 2, 1),
        standardDeviation: triple(0, 0, 0),
        studentCount: 1,
      });
    });
  });

  it.each(['4', '-1', '1.5', 'week', ''])('refuses scale=%s with 400', async (scale) => {
    const res = await get(id('owner'), scale);
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).message).toMatch(/scale/);
  });
  it('gives the demo instructor a believable dashboard', async () => {
    const res = await get(DEMO_USER_IDS.instructor, 2);
    expect(res.statusCode).toBe(200);
    const s = statisticsSchema.parse(res.json());
    expect(s.groups.map((g) => g.name)).toEqual([
      'Biology 110 - Period 2',
      'Chemistry 101 - Fall',
      'Chemistry 201 - Honors',
      'Physics 120 - Period 4',
    ]);
    expect(s.summary.labs.length).toBeGreaterThanOrEqual(10);
    // A student with no data yet, and students above and below 1 SD of their group.
    expect(s.students.filter((st) => st.labs.length === 0).map((st) => st.lastName)).toContain(
      'Farouk',
    );
    const bands = new Set(
      s.groups.flatMap((g) =>
        g.studentIds.flatMap((studentId) =>
          s.students
            .find((st) => st.id === studentId)!
            .labs.map((l) => {
              const groupLab = lab(g.labs, l.labType);
              return deviationBand(l.time, groupLab.average.time, groupLab.standardDeviation.time);
            }),
        ),
      ),
    );
    expect([...bands].sort()).toEqual(['above', 'below', 'within']);
    // The co-instructor of Chemistry 101 is skipped; its students are there.
    const chemistry = s.groups.find((g) => g.name === 'Chemistry 101 - Fall')!;
    expect(chemistry.studentIds).not.toContain(DEMO_USER_IDS.instructor2);
    expect(chemistry.studentIds).toContain(DEMO_USER_IDS.student);
  });
});
