import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GB_MODE,
  NO_END_DATE,
  courseDataSchema,
  courseSchema,
  enrollKey,
  type Assessment,
  type Course,
  type CourseData,
  type Question,
  type Score,
} from '@common/schemas/worksheets';
import * as schema from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { TEMPLATES } from '@server/db/seed/templates-data';
import { DEMO_COURSE } from '@server/db/seed/worksheets-data';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';
import { databaseDigest } from '../helpers/db-digest';

/**
 * The worksheets service (issue 11 part 1): every call with the role matrix of the demo course
 * (owner `instructor`, co-instructor `instructor2`, tutor `ta`, students `student` and `student2`,
 * outsider `student6`), and refused or bad input changing nothing.
 */
const WHO = ['instructor', 'instructor2', 'ta', 'student', 'student2', 'student6', 'student7'];
type Who = 'instructor' | 'instructor2' | 'ta' | 'student' | 'student2' | 'student6' | 'student7';
const OWNER: Who = 'instructor';
const CO: Who = 'instructor2';
const TUTOR: Who = 'ta';
const STUDENT: Who = 'student';
const OUTSIDER: Who = 'student6';
const uid = (who: Who) => DEMO_USER_IDS[who];
const DAY = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

describe('worksheets service', () => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  let chem: { groupId: number; course: Course; data: CourseData };
  const ws = {} as Record<Who, number>;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who | null, body?: object) =>
    t.app.inject({
      method,
      url: `/presets-api/worksheets/${url}`,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(body ? { payload: body } : {}),
    });
  const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;
  const digest = () => databaseDigest(t.database.db);
  /** The call is refused with `status` and writes nothing. */
  const refused = async (
    status: number,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: Who | null,
    body?: object,
  ) => {
    const before = await digest();
    const res = await call(method, url, who, body);
    expect([method, url, who, res.statusCode]).toEqual([method, url, who, status]);
    expect(await digest()).toBe(before);
    return res;
  };
  const assessmentNamed = (name: string) => chem.data.assessmentsData.find((a) => a.name === name)!;
  const groupIdOf = async (code: string) =>
    (
      await t.database.db
        .select({ id: schema.classGroups.id })
        .from(schema.classGroups)
        .where(eq(schema.classGroups.accessCode, code))
    )[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of WHO as Who[]) tokens[who] = await accessTokenFor(t.app, uid(who));
    const groupId = await groupIdOf('CHEM101');
    const res = await call('GET', `key-lookup/${groupId}`, OWNER);
    const course = courseSchema.parse(res.json());
    const data = courseDataSchema.parse(
      (await call('GET', `assessments-and-items/${course.id}`, OWNER)).json(),
    );
    chem = { groupId, course, data };
    const rows = await t.database.db.select().from(schema.wsUsers);
    for (const who of WHO as Who[]) {
      const row = rows.find((r) => r.userId === uid(who));
      if (row) ws[who] = row.id;
    }
  });
  afterAll(() => t?.close());

  describe('seed', () => {
    it('has one template course per syllabus template, with sections and 3-6 assessments', async () => {
      const db = t.database.db;
      const templates = await db.select().from(schema.templates);
      const courses = await db
        .select()
        .from(schema.wsCourses)
        .where(eq(schema.wsCourses.isTemplate, true));
      expect(courses).toHaveLength(TEMPLATES.length);
      for (const template of TEMPLATES) {
        const row = templates.find((x) => x.name === template.name)!;
        const course = courses.find((c) => c.templateId === row.id)!;
        expect(course.ownerWsId).toBeNull();
        const sections = await db
          .select()
          .from(schema.wsSections)
          .where(eq(schema.wsSections.courseId, course.id));
        expect(sections.map((s) => s.name)).toEqual(
          template.topics.slice(0, sections.length).map(([name]) => name),
        );
        expect(sections.length).toBeGreaterThanOrEqual(3);
        expect(sections.length).toBeLessThanOrEqual(4);
        const assessments = await db
          .select()
          .from(schema.wsAssessments)
          .where(eq(schema.wsAssessments.courseId, course.id));
        expect(assessments.length).toBeGreaterThanOrEqual(3);
        expect(assessments.length).toBeLessThanOrEqual(6);
        for (const a of assessments) {
          const questions = await db
            .select()
            .from(schema.wsQuestions)
            .where(eq(schema.wsQuestions.assessmentId, a.id));
          expect(questions.length).toBeGreaterThan(0);
          expect(a.ptsPoss).toBe(questions.reduce((sum, q) => sum + q.points, 0));
        }
      }
    });

    it('attaches the demo course to CHEM101 with every status, members, a tutor and scores', () => {
      expect(chem.course).toMatchObject({
        name: 'Chemistry 101 - Fall',
        enrollkey: enrollKey(chem.groupId),
        groupId: chem.groupId,
        ownerId: uid(OWNER),
        role: 'owner',
        gbmode: GB_MODE.points,
        tutorGrading: false,
        hasSections: true,
      });
      const now = nowS();
      const open = assessmentNamed('Density of solid cylinders');
      expect(open.startdate).toBeLessThan(now);
      expect(open.enddate).toBeGreaterThan(now);
      expect(open.labType).toBe(7);
      expect(assessmentNamed('Volume by water displacement').enddate).toBeLessThan(now);
      expect(assessmentNamed('Flame tests and emission spectra').startdate).toBeGreaterThan(now);
      expect(assessmentNamed("Boyle's law")).toMatchObject({ startdate: 0, enddate: NO_END_DATE });
      expect(chem.data.scores).toHaveLength(DEMO_COURSE.scores.length);
      expect(chem.data.syllabus.sections.length).toBeGreaterThan(0);
      expect(chem.data.gbschemeData).toEqual({ defgbmode: GB_MODE.points });
      expect(ws[TUTOR] && ws[STUDENT] && ws[CO]).toBeTruthy();
    });
  });

  describe('role matrix (tutor without tutor grading)', () => {
    type Expect = Record<'owner' | 'co' | 'tutor' | 'student' | 'outsider', number>;
    const CALLERS = { owner: OWNER, co: CO, tutor: TUTOR, student: STUDENT, outsider: OUTSIDER };
    const check = async (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      want: Expect,
      body?: object,
    ) => {
      for (const [key, who] of Object.entries(CALLERS) as Array<[keyof Expect, Who]>) {
        if (want[key] === 200) {
          const res = await call(method, url, who, body);
          expect([method, url, who, res.statusCode]).toEqual([method, url, who, 200]);
        } else {
          await refused(want[key], method, url, who, body);
        }
      }
    };
    const members: Expect = { owner: 200, co: 200, tutor: 200, student: 200, outsider: 404 };
    const managers: Expect = { owner: 200, co: 200, tutor: 403, student: 403, outsider: 404 };
    const userOrTeachers: Expect = { owner: 200, co: 200, tutor: 200, student: 200, outsider: 403 };

    it('course reads: every member; outsiders are told it does not exist', async () => {
      const c = chem.course.id;
      const open = assessmentNamed('Density of solid cylinders').id;
      for (const url of [
        `assessments-and-items/${c}`,
        `assessments/${c}`,
        `items/${c}`,
        `syllabus/${c}`,
        `course_owners/${c}`,
        `assessment-scores/${open}`,
        `assessment-questions/${open}`,
        `key-lookup/${chem.groupId}`,
      ]) {
        await check('GET', url, members);
      }
    });

    it('managing: owner and co-instructor; tutor and student 403; outsider 404', async () => {
      const c = chem.course.id;
      const unscheduled = assessmentNamed('Specific heat of a metal');
      await check('POST', 'update-gb-mode', managers, { courseid: c, mode: GB_MODE.points });
      await check('PUT', `assessments/${unscheduled.id}`, managers, {
        startdate: 0,
        enddate: NO_END_DATE,
      });
      await check('POST', 'remove-tutor', managers, {
        studentid: ws['student2'],
        courseid: c,
        section: '',
      });
      const closed = assessmentNamed('Volume by water displacement').id;
      await check('PUT', 'assessment-scores', managers, {
        studentid: ws[STUDENT],
        assessmentid: closed,
        score: 3,
      });
    });

    it('a user’s data: the user and the teachers of their groups (TA included)', async () => {
      for (const url of [
        `user-scores/${uid(STUDENT)}`,
        `student-courses/${uid(STUDENT)}`,
        `courses-with-data/${uid(STUDENT)}`,
        `tutored-courses/${uid(STUDENT)}`,
      ]) {
        await check('GET', url, userOrTeachers);
        await refused(403, 'GET', url, 'student2');
      }
    });
  });

  describe('reading a course', () => {
    it('key-lookup: the course for the group’s people with their role; {error} without one', async () => {
      const roles: Array<[Who, string]> = [
        [OWNER, 'owner'],
        [CO, 'co-instructor'],
        [TUTOR, 'tutor'],
        [STUDENT, 'student'],
      ];
      for (const [who, role] of roles) {
        const res = await call('GET', `key-lookup/${chem.groupId}`, who);
        expect([who, res.statusCode, (res.json() as Course).role]).toEqual([who, 200, role]);
      }
      await refused(404, 'GET', `key-lookup/${chem.groupId}`, OUTSIDER);
      await refused(404, 'GET', 'key-lookup/2147483647', OWNER);
      await refused(400, 'GET', 'key-lookup/abc', OWNER);
      await refused(401, 'GET', `key-lookup/${chem.groupId}`, null);
      const phys = await groupIdOf('PHYS100');
      const none = await call('GET', `key-lookup/${phys}`, OWNER);
      expect(none.json()).toEqual({ error: true });
    });

    it('assignments-courses: the courses of the caller’s groups, in order; strangers get none', async () => {
      const phys = await groupIdOf('PHYS100');
      for (const who of [OWNER, CO, TUTOR, STUDENT] as Who[]) {
        const res = await call('POST', 'assignments-courses', who, {
          groups: [phys, chem.groupId],
        });
        expect(res.statusCode).toBe(200);
        expect((res.json() as Course[]).map((c) => c.id)).toEqual([chem.course.id]);
      }
      const outsider = await call('POST', 'assignments-courses', OUTSIDER, {
        groups: [chem.groupId],
      });
      expect(outsider.json()).toEqual([]);
      await refused(400, 'POST', 'assignments-courses', OWNER, { groups: ['x'] });
    });

    it('assessments-and-items: managers and tutors read every score, students their own', async () => {
      const url = `assessments-and-items/${chem.course.id}`;
      const scoresOf = async (who: Who) => {
        const res = await call('GET', url, who);
        expect([who, res.statusCode]).toEqual([who, 200]);
        return (res.json() as CourseData).scores;
      };
      for (const who of [OWNER, CO, TUTOR] as Who[]) {
        expect((await scoresOf(who)).length).toBe(DEMO_COURSE.scores.length);
      }
      const own = await scoresOf(STUDENT);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((s) => s.userId === uid(STUDENT))).toBe(true);
      await refused(404, 'GET', url, OUTSIDER);
      await refused(404, 'GET', 'assessments-and-items/2147483647', OWNER);

      const list = await call('POST', 'assessments-and-items', STUDENT, {
        courseIDs: [chem.course.id, 2147483647],
      });
      expect(list.json()).toHaveLength(1);
      expect((list.json() as Array<{ courseid: number }>)[0]!.courseid).toBe(chem.course.id);
      const none = await call('POST', 'assessments-and-items', OUTSIDER, {
        courseIDs: [chem.course.id],
      });
      expect(none.json()).toEqual([]);
    });

    it('assessments, items, syllabus, course_owners: members only', async () => {
      const id = chem.course.id;
      for (const who of [OWNER, TUTOR, STUDENT] as Who[]) {
        const a = await call('GET', `assessments/${id}`, who);
        expect((a.json() as Assessment[]).length).toBe(chem.data.assessmentsData.length);
        const i = await call('GET', `items/${id}`, who);
        expect((i.json() as unknown[]).length).toBe(chem.data.itemsData.length);
        const s = await call('GET', `syllabus/${id}`, who);
        expect(s.json()).toEqual(chem.data.syllabus);
      }
      const owners = await call('GET', `course_owners/${id}`, STUDENT);
      expect(owners.json()).toEqual([
        expect.objectContaining({ userId: uid(OWNER), role: 'owner', lastName: 'Novak' }),
        expect.objectContaining({ userId: uid(CO), role: 'co-instructor' }),
      ]);
      for (const url of [
        `assessments/${id}`,
        `items/${id}`,
        `syllabus/${id}`,
        `course_owners/${id}`,
      ]) {
        await refused(404, 'GET', url, OUTSIDER);
      }
    });

    it('assessment-questions: never the answers; students only once the assessment opened', async () => {
      const open = assessmentNamed('Density of solid cylinders');
      const res = await call('GET', `assessment-questions/${open.id}`, STUDENT);
      expect(res.statusCode).toBe(200);
      const questions = res.json() as Question[];
      expect(questions.length).toBeGreaterThan(0);
      expect(questions[0]).toMatchObject({ kind: 'numeric', unit: 'g/mL' });
      expect(questions[0]!.measurement).toContain('cylinder 1');
      const text = JSON.stringify(questions);
      for (const secret of ['answer', 'tolerance', 'correct']) expect(text).not.toContain(secret);
      const upcoming = assessmentNamed('Flame tests and emission spectra');
      await refused(403, 'GET', `assessment-questions/${upcoming.id}`, STUDENT);
      expect((await call('GET', `assessment-questions/${upcoming.id}`, OWNER)).statusCode).toBe(
        200,
      );
      await refused(404, 'GET', `assessment-questions/${open.id}`, OUTSIDER);
    });

    it('top-with-data: the caller’s courses, newest first, with their data', async () => {
      const res = await call('GET', 'top-with-data', STUDENT);
      const list = res.json() as Array<Course & { assessments: Assessment[]; scores: Score[] }>;
      expect(list.map((c) => c.id)).toContain(chem.course.id);
      const mine = list.find((c) => c.id === chem.course.id)!;
      expect(mine.assessments.length).toBe(chem.data.assessmentsData.length);
      expect(mine.scores.every((s) => s.userId === uid(STUDENT))).toBe(true);
      expect((await call('GET', 'top-with-data', OUTSIDER)).json()).toEqual([]);
    });

    it('courses, tutored-courses, student-courses, courses-with-data: the user or their teachers', async () => {
      const ids = async (url: string, who: Who) => {
        const res = await call('GET', url, who);
        expect([url, who, res.statusCode]).toEqual([url, who, 200]);
        return (res.json() as Course[]).map((c) => c.id);
      };
      expect(await ids(`courses/${uid(OWNER)}`, OWNER)).toContain(chem.course.id);
      expect(await ids(`tutored-courses/${uid(TUTOR)}`, TUTOR)).toEqual([chem.course.id]);
      expect(await ids(`tutored-courses/${uid(TUTOR)}`, OWNER)).toEqual([chem.course.id]);
      expect(await ids(`student-courses/${uid(STUDENT)}`, STUDENT)).toEqual([chem.course.id]);
      expect(await ids(`student-courses/${uid(STUDENT)}`, CO)).toEqual([chem.course.id]);
      expect(await ids(`student-courses/${uid(TUTOR)}`, TUTOR)).toEqual([chem.course.id]);
      await refused(403, 'GET', `student-courses/${uid(STUDENT)}`, OUTSIDER);
      await refused(403, 'GET', `courses/${uid(OWNER)}`, OUTSIDER);
      await refused(403, 'GET', `tutored-courses/${uid(TUTOR)}`, 'student7');
      await refused(400, 'GET', 'student-courses/nope', STUDENT);

      const data = await call('GET', `courses-with-data/${uid(STUDENT)}`, OWNER);
      const [course] = data.json() as Array<Course & { scores: Score[] }>;
      expect(course!.scores.every((s) => s.userId === uid(STUDENT))).toBe(true);
      expect(course!.role).toBe('owner');
      await refused(403, 'GET', `courses-with-data/${uid(STUDENT)}`, 'student2');
    });

    it('verify-student-membership: the groups whose course has the student', async () => {
      const phys = await groupIdOf('PHYS100');
      const res = await call('POST', 'verify-student-membership', OWNER, {
        studentid: uid(STUDENT),
        groupIDs: [chem.groupId, phys],
      });
      expect(res.json()).toEqual({ groupIDs: [chem.groupId] });
      await refused(403, 'POST', 'verify-student-membership', OUTSIDER, {
        studentid: uid(STUDENT),
        groupIDs: [chem.groupId],
      });
    });
  });

  describe('managing a course', () => {
    it('PUT assessments/{id}: managers change the dates; others are refused', async () => {
      const target = assessmentNamed("Boyle's law");
      const body = { ...target, startdate: nowS() - DAY, enddate: nowS() + 10 * DAY };
      for (const [who, status] of [
        [TUTOR, 403],
        [STUDENT, 403],
        [OUTSIDER, 404],
      ] as Array<[Who, number]>) {
        await refused(status, 'PUT', `assessments/${target.id}`, who, body);
      }
      const res = await call('PUT', `assessments/${target.id}`, CO, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: target.id,
        startdate: body.startdate,
        enddate: body.enddate,
      });
      // Clearing: unscheduled start and no end.
      const cleared = await call('PUT', `assessments/${target.id}`, OWNER, {
        startdate: 0,
        enddate: NO_END_DATE,
      });
      expect(cleared.json()).toMatchObject({ startdate: 0, enddate: NO_END_DATE });
    });

    it('PUT assessments/{id}: bad dates are 400 and change nothing', async () => {
      const target = assessmentNamed("Boyle's law");
      const url = `assessments/${target.id}`;
      const now = nowS();
      const bad = [
        { startdate: now + 2 * DAY, enddate: now + DAY },
        { startdate: now + 3 * 366 * DAY, enddate: NO_END_DATE },
        { startdate: 0, enddate: now - 3 * 366 * DAY },
        { startdate: -1, enddate: NO_END_DATE },
        { startdate: 1.5, enddate: NO_END_DATE },
        { startdate: 'soon', enddate: NO_END_DATE },
        { id: target.id + 1, startdate: 0, enddate: NO_END_DATE },
      ];
      for (const body of bad) {
        const res = await refused(400, 'PUT', url, OWNER, body);
        expect(message(res)).toBeTruthy();
      }
      await refused(404, 'PUT', 'assessments/2147483647', OWNER, { startdate: 0, enddate: 0 });
    });

    it('update-gb-mode: managers switch between points and percent', async () => {
      const body = (mode: number) => ({ courseid: chem.course.id, mode });
      await refused(403, 'POST', 'update-gb-mode', TUTOR, body(GB_MODE.percent));
      await refused(403, 'POST', 'update-gb-mode', STUDENT, body(GB_MODE.percent));
      await refused(404, 'POST', 'update-gb-mode', OUTSIDER, body(GB_MODE.percent));
      await refused(400, 'POST', 'update-gb-mode', OWNER, body(22));
      const res = await call('POST', 'update-gb-mode', CO, body(GB_MODE.percent));
      expect((res.json() as Course).gbmode).toBe(GB_MODE.percent);
      const data = await call('GET', `assessments-and-items/${chem.course.id}`, STUDENT);
      expect((data.json() as CourseData).gbschemeData.defgbmode).toBe(GB_MODE.percent);
      await call('POST', 'update-gb-mode', OWNER, body(GB_MODE.points));
    });

    it('scores: managers set them; tutors only with tutor grading; 0..ptsposs', async () => {
      const open = assessmentNamed('Density of solid cylinders');
      const body = (score: number, who: Who = STUDENT) => ({
        studentid: ws[who],
        assessmentid: open.id,
        score,
      });
      const res = await call('POST', 'assessment-scores', OWNER, body(7));
      expect(res.json()).toEqual({
        status: 'ok',
        courseid: chem.course.id,
        assessmentid: open.id,
        studentid: ws[STUDENT],
        userId: uid(STUDENT),
        score: 7,
      });
      expect((await call('PUT', 'assessment-scores', CO, body(8))).statusCode).toBe(200);
      const over = await refused(400, 'PUT', 'assessment-scores', OWNER, body(open.ptsposs + 1));
      expect(message(over)).toContain(`at most ${open.ptsposs}`);
      await refused(400, 'PUT', 'assessment-scores', OWNER, body(-1));
      await refused(400, 'PUT', 'assessment-scores', OWNER, { ...body(1), score: 'ten' });
      await refused(404, 'PUT', 'assessment-scores', OWNER, body(1, CO));
      await refused(403, 'POST', 'assessment-scores', TUTOR, body(5));
      await refused(403, 'POST', 'assessment-scores', STUDENT, body(10));
      await refused(404, 'POST', 'assessment-scores', OUTSIDER, body(10));

      // Tutor grading: refused to tutors and students, allowed by a manager.
      const url = `set-tutor-grading/${chem.course.id}`;
      await refused(403, 'POST', url, TUTOR, {});
      await refused(403, 'POST', url, STUDENT, {});
      await refused(404, 'POST', url, OUTSIDER, {});
      const on = await call('POST', url, OWNER, {});
      expect((on.json() as Course).tutorGrading).toBe(true);
      const tutor = await call('PUT', 'assessment-scores', TUTOR, body(6));
      expect([tutor.statusCode, (tutor.json() as { score: number }).score]).toEqual([200, 6]);
      await refused(403, 'PUT', 'assessment-scores', STUDENT, body(10));
    });

    it('user-scores and assessment-scores: the user, their teachers; students see their own', async () => {
      const own = await call('GET', `user-scores/${uid(STUDENT)}`, STUDENT);
      expect((own.json() as Score[]).length).toBeGreaterThan(0);
      const teacher = await call('GET', `user-scores/${uid(STUDENT)}`, TUTOR);
      expect(teacher.json()).toEqual(own.json());
      await refused(403, 'GET', `user-scores/${uid(STUDENT)}`, 'student2');
      await refused(403, 'GET', `user-scores/${uid(STUDENT)}`, OUTSIDER);

      const closed = assessmentNamed('Volume by water displacement');
      const all = await call('GET', `assessment-scores/${closed.id}`, CO);
      expect((all.json() as Score[]).length).toBe(3);
      const mine = await call('GET', `assessment-scores/${closed.id}`, STUDENT);
      expect((mine.json() as Score[]).map((s) => s.userId)).toEqual([uid(STUDENT)]);
      await refused(404, 'GET', `assessment-scores/${closed.id}`, OUTSIDER);
    });

    it('make-tutor / remove-tutor: managers, for students of the course’s group', async () => {
      const body = (who: Who) => ({ studentid: ws[who], courseid: chem.course.id, section: '' });
      await refused(403, 'POST', 'remove-tutor', TUTOR, body(TUTOR));
      await refused(403, 'POST', 'make-tutor', STUDENT, body(STUDENT));
      await refused(404, 'POST', 'make-tutor', OUTSIDER, body(STUDENT));
      await refused(403, 'POST', 'make-tutor', OWNER, body(CO));
      const removed = await call('POST', 'remove-tutor', CO, body(TUTOR));
      expect(removed.json()).toMatchObject({ status: 'ok', role: 'student' });
      const made = await call('POST', 'make-tutor', OWNER, { ...body(TUTOR), section: 'Lab A' });
      expect(made.json()).toMatchObject({ status: 'ok', role: 'tutor', wsId: ws[TUTOR] });
    });
  });

  describe('worksheets users', () => {
    it('user-connect: ids for the user or their teacher; rights 40 only for instructors', async () => {
      const student7 = await call('POST', 'user-connect', 'student7', {
        SID: uid('student7'),
        isInstructor: true,
        FirstName: 'Lena',
      });
      expect(student7.statusCode).toBe(200);
      expect(student7.json()).toMatchObject({ rights: 10 });
      const [user] = await t.database.db
        .select({ wsId: schema.users.wsId })
        .from(schema.users)
        .where(eq(schema.users.id, uid('student7')));
      expect(user!.wsId).toBe((student7.json() as { id: number }).id);
      // Again: the same id.
      const again = await call('POST', 'user-connect', 'student7', {
        SID: uid('student7'),
        isInstructor: false,
      });
      expect(again.json()).toEqual(student7.json());
      const owner = await call('POST', 'user-connect', OWNER, {
        SID: uid(OWNER),
        isInstructor: true,
      });
      expect(owner.json()).toEqual({ id: ws[OWNER], rights: 40 });
      await refused(403, 'POST', 'user-connect', STUDENT, {
        SID: uid('student2'),
        isInstructor: false,
      });
      await refused(403, 'POST', 'user-connect', OUTSIDER, {
        SID: uid(STUDENT),
        isInstructor: false,
      });
      await refused(400, 'POST', 'user-connect', STUDENT, { SID: 'me', isInstructor: false });
    });

    it('users-connect: all the teacher’s students at once, or nothing', async () => {
      const ok = await call('POST', 'users-connect', OWNER, {
        users: [
          { SID: uid(STUDENT), isInstructor: false },
          { SID: uid('student2'), isInstructor: false },
        ],
      });
      expect(ok.json()).toEqual({
        [uid(STUDENT)]: { id: ws[STUDENT] },
        [uid('student2')]: { id: ws['student2'] },
      });
      await refused(403, 'POST', 'users-connect', OWNER, {
        users: [
          { SID: uid(STUDENT), isInstructor: false },
          { SID: uid(OUTSIDER), isInstructor: false },
        ],
      });
      await refused(400, 'POST', 'users-connect', OWNER, { users: [] });
    });

    it('set-instructor: an instructor raises their own rights; nobody else', async () => {
      const db = t.database.db;
      await db.update(schema.wsUsers).set({ rights: 10 }).where(eq(schema.wsUsers.id, ws[CO]));
      await refused(403, 'POST', 'set-instructor', OWNER, { id: ws[CO], isInstructor: true });
      await refused(403, 'POST', 'set-instructor', STUDENT, {
        id: ws[STUDENT],
        isInstructor: true,
      });
      const res = await call('POST', 'set-instructor', CO, { id: ws[CO], isInstructor: true });
      expect(res.json()).toEqual({ id: ws[CO], rights: 40 });
      const lower = await call('POST', 'set-instructor', CO, { id: ws[CO], isInstructor: false });
      expect(lower.json()).toEqual({ id: ws[CO], rights: 40 });
    });
  });

  describe('attaching a syllabus and the members of a course', () => {
    let groupId: number;
    let course: Course;

    beforeAll(async () => {
      // A new group of the instructor: student7 a student, instructor2 a co-instructor.
      const [inst] = await t.database.db.select().from(schema.institutions).limit(1);
      const [group] = await t.database.db
        .insert(schema.classGroups)
        .values({
          name: 'Worksheets test group',
          accessCode: 'WSTEST1',
          status: 'Open',
          ownerId: uid(OWNER),
          institutionId: inst!.id,
        })
        .returning();
      groupId = group!.id;
      await t.database.db.insert(schema.classGroupMembers).values([
        { groupId, userId: uid('student7'), memberRole: 'Student' },
        { groupId, userId: uid(CO), memberRole: 'Instructor' },
      ]);
    });

    it('lti-connect without a course answers that the course is not found', async () => {
      const res = await call('POST', `lti-connect/${groupId}`, OWNER, {});
      expect(res.json()).toEqual({ status: 'imas course not found for group' });
    });

    it('addcourse: the group’s owner only; a copy of the template; 409 the second time', async () => {
      const [template] = await t.database.db
        .select()
        .from(schema.templates)
        .where(eq(schema.templates.name, 'College Physics'));
      const body = { template: template!.id, groupId };
      await refused(403, 'POST', 'addcourse', CO, body);
      await refused(403, 'POST', 'addcourse', 'student7', body);
      await refused(404, 'POST', 'addcourse', OUTSIDER, body);
      await refused(404, 'POST', 'addcourse', OWNER, { template: 2147483647, groupId });
      await refused(400, 'POST', 'addcourse', OWNER, { template: 'x', groupId });
      const res = await call('POST', 'addcourse', OWNER, body);
      expect(res.statusCode).toBe(200);
      course = courseSchema.parse(res.json());
      expect(course).toMatchObject({
        name: 'Worksheets test group',
        enrollkey: enrollKey(groupId),
        ownerId: uid(OWNER),
        templateId: template!.id,
        role: 'owner',
        hasSections: true,
      });
      await refused(409, 'POST', 'addcourse', OWNER, body);
      const data = (
        await call('GET', `assessments-and-items/${course.id}`, OWNER)
      ).json() as CourseData;
      expect(data.assessmentsData.length).toBeGreaterThanOrEqual(3);
      expect(
        data.assessmentsData.every((a) => a.startdate === 0 && a.enddate === NO_END_DATE),
      ).toBe(true);
      expect(data.itemsData.map((i) => i.typeid).sort()).toEqual(
        data.assessmentsData.map((a) => a.id).sort(),
      );
      const questions = await call(
        'GET',
        `assessment-questions/${data.assessmentsData[0]!.id}`,
        OWNER,
      );
      expect((questions.json() as Question[]).length).toBeGreaterThan(0);
    });

    it('lti-connect: the group’s teachers connect it', async () => {
      await refused(403, 'POST', `lti-connect/${groupId}`, 'student7', {});
      await refused(404, 'POST', `lti-connect/${groupId}`, OUTSIDER, {});
      const res = await call('POST', `lti-connect/${groupId}`, OWNER, {});
      expect(res.json()).toMatchObject({ status: 'connected', course: { id: course.id, groupId } });
    });

    it('group/join: a member joins themself or is added by a manager; others are refused', async () => {
      const student7 = (
        await call('POST', 'user-connect', 'student7', {
          SID: uid('student7'),
          isInstructor: false,
        })
      ).json() as { id: number };
      const body = { userid: student7.id, courseid: course.id };
      await refused(404, 'POST', 'group/join', OUTSIDER, body);
      await refused(404, 'POST', 'group/join', STUDENT, {
        userid: ws[STUDENT],
        courseid: course.id,
      });
      await refused(404, 'POST', 'group/join', STUDENT, {
        userid: ws[STUDENT],
        courseid: 2147483647,
      });
      const res = await call('POST', 'group/join', 'student7', body);
      expect(res.json()).toEqual({
        status: 'ok',
        courseid: course.id,
        wsId: student7.id,
        role: 'student',
      });
      // Added by the owner (the attach flow) works too, and twice is harmless.
      const again = await call('POST', 'group/join', OWNER, body);
      expect(again.json()).toMatchObject({ role: 'student' });
      const lookup = await call('GET', `key-lookup/${groupId}`, 'student7');
      expect((lookup.json() as Course).role).toBe('student');
      // An instructor member joins as a co-instructor.
      const co = await call('POST', 'group/join', CO, { userid: ws[CO], courseid: course.id });
      expect(co.json()).toMatchObject({ role: 'co-instructor' });
    });

    it('co-instructors: made by themselves or managers, removed by the owner or themselves', async () => {
      const body = { wsId: ws[CO], courseid: course.id };
      await refused(403, 'POST', 'group/removeCoInstructor', 'student7', body);
      const removed = await call('POST', 'group/removeCoInstructor', CO, body);
      expect(removed.json()).toMatchObject({ role: 'none' });
      await refused(403, 'POST', 'group/makeCoInstructor', OWNER, {
        wsId: ws[STUDENT],
        courseid: course.id,
      });
      const made = await call('POST', 'group/makeCoInstructor', CO, body);
      expect(made.json()).toMatchObject({ role: 'co-instructor' });
      await refused(403, 'POST', 'remove-co-instructor', 'student7', {
        studentid: uid(CO),
        groupid: groupId,
      });
      const byGroup = await call('POST', 'remove-co-instructor', OWNER, {
        studentid: uid(CO),
        groupid: groupId,
      });
      expect(byGroup.json()).toMatchObject({ role: 'none', wsId: ws[CO] });
    });

    it('group/exit: the user leaves, or a manager removes them; the owner stays', async () => {
      const db = t.database.db;
      const [row] = await db
        .select()
        .from(schema.wsUsers)
        .where(eq(schema.wsUsers.userId, uid('student7')));
      const body = { studentID: uid('student7'), wsId: row!.id, courseid: course.id };
      await refused(400, 'POST', 'group/exit', 'student7', { ...body, studentID: uid(STUDENT) });
      await refused(404, 'POST', 'group/exit', OUTSIDER, body);
      await refused(400, 'POST', 'group/exit', OWNER, {
        studentID: uid(OWNER),
        wsId: ws[OWNER],
        courseid: course.id,
      });
      const res = await call('POST', 'group/exit', 'student7', body);
      expect(res.json()).toMatchObject({ role: 'none' });
      const members = await db
        .select()
        .from(schema.wsCourseMembers)
        .where(
          and(
            eq(schema.wsCourseMembers.courseId, course.id),
            eq(schema.wsCourseMembers.wsUserId, row!.id),
          ),
        );
      expect(members).toEqual([]);
      await refused(404, 'GET', `assessments/${course.id}`, 'student7');
    });
  });

  it('refuses every call without a token', async () => {
    for (const [method, url] of [
      ['GET', 'top-with-data'],
      ['POST', 'user-connect'],
      ['POST', `lti-connect/${chem.groupId}`],
      ['GET', `assessments/${chem.course.id}`],
    ] as const) {
      const res = await call(
        method,
        url,
        null,
        method === 'POST' ? { SID: uid(STUDENT), isInstructor: false } : undefined,
      );
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });
});
