import { createRequire } from 'node:module';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_END_DATE, type WorksheetsTarget } from '@common/schemas/worksheets';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import {
  classGroups,
  institutions,
  wsAssessments,
  wsCourseMembers,
  wsCourses,
  wsQuestions,
  wsScores,
  wsSections,
  wsUsers,
} from '@server/db/schema/index';
import type { Db } from '@server/db/client';
import { signForm, verifySignature } from '@server/lti/oauth1';
import {
  loadWorksheetsCredentials,
  type WorksheetsCredentials,
} from '@server/lti/worksheets-credentials';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { injectAs } from '../helpers/inject';

/**
 * Issue 11 part 5: `/functions/get-signature` (who gets which role, who is refused) and the
 * built-in worksheets site (launch verification, its pages, answers scored into ws_scores,
 * teachview grading), on a course made here (the demo seed's courses belong to the server work).
 */

const ims = createRequire(import.meta.url)('ims-lti') as {
  Provider: new (
    key: string,
    secret: string,
  ) => {
    valid_request(
      req: unknown,
      body: Record<string, unknown>,
      cb: (err: Error | null, valid: boolean) => void,
    ): void;
  };
};

type Who = 'instructor' | 'instructor2' | 'ta' | 'student' | 'student2' | 'support';
const WHO: Who[] = ['instructor', 'instructor2', 'ta', 'student', 'student2', 'support'];
const LAUNCH_URL = 'http://localhost:8080/worksheets-site/lti/launch';

interface Fixture {
  ws: Record<Who, number>;
  /** Tutor grading off. */
  courseA: number;
  /** Tutor grading on. */
  courseB: number;
  open: number;
  closed: number;
  upcoming: number;
  unscheduled: number;
  openB: number;
  numericQ: number;
  choiceQ: number;
}

async function wsUserFor(db: Db, userId: string, rights: number) {
  await db.insert(wsUsers).values({ userId, rights }).onConflictDoNothing();
  const [row] = await db.select().from(wsUsers).where(eq(wsUsers.userId, userId));
  return row!.id;
}

async function makeFixture(db: Db): Promise<Fixture> {
  const now = Math.floor(Date.now() / 1000);
  const ws = {} as Record<Who, number>;
  for (const who of WHO) {
    ws[who] = await wsUserFor(db, DEMO_USER_IDS[who], who.startsWith('instructor') ? 40 : 10);
  }
  const [a] = await db
    .insert(wsCourses)
    .values({ name: 'LTI Chemistry <A>', ownerWsId: ws.instructor })
    .returning();
  const [b] = await db
    .insert(wsCourses)
    .values({ name: 'LTI Physics B', ownerWsId: ws.instructor, tutorGrading: true })
    .returning();
  const [section] = await db
    .insert(wsSections)
    .values({ courseId: a!.id, name: 'Density', position: 0 })
    .returning();
  const assessment = async (
    courseId: number,
    name: string,
    startDate: number,
    endDate: number,
    sectionId: number | null = section!.id,
  ) => {
    const [row] = await db
      .insert(wsAssessments)
      .values({ courseId, sectionId, name, startDate, endDate, ptsPoss: 10, labType: 3 })
      .returning();
    return row!.id;
  };
  const open = await assessment(a!.id, 'Density of a cylinder', now - 3600, NO_END_DATE);
  const closed = await assessment(a!.id, 'Closed quiz', now - 10 * 86400, now - 86400);
  const upcoming = await assessment(a!.id, 'Upcoming quiz', now + 86400, NO_END_DATE, null);
  const unscheduled = await assessment(a!.id, 'Hidden draft', 0, NO_END_DATE);
  const openB = await assessment(b!.id, 'Ramp', now - 3600, NO_END_DATE, null);
  const [numeric] = await db
    .insert(wsQuestions)
    .values({
      assessmentId: open,
      position: 0,
      kind: 'numeric',
      prompt: 'Enter the density you measured for the aluminium cylinder',
      points: 3,
      answer: 2.7,
      tolerancePercent: 2,
      unit: 'g/mL',
      measurement: 'density',
    })
    .returning();
  const [choice] = await db
    .insert(wsQuestions)
    .values({
      assessmentId: open,
      position: 1,
      kind: 'choice',
      prompt: 'Which quantity did you measure by water displacement?',
      points: 2,
      choices: ['Mass', 'Volume', 'Temperature'],
      correctChoice: 1,
    })
    .returning();
  await db.insert(wsQuestions).values({
    assessmentId: closed,
    kind: 'choice',
    prompt: 'Pick B',
    points: 1,
    choices: ['A', 'B'],
    correctChoice: 1,
  });
  for (const courseId of [a!.id, b!.id]) {
    await db.insert(wsCourseMembers).values([
      { courseId, wsUserId: ws.instructor2, role: 'co-instructor' },
      { courseId, wsUserId: ws.ta, role: 'tutor' },
      { courseId, wsUserId: ws.student, role: 'student' },
      { courseId, wsUserId: ws.student2, role: 'student' },
    ]);
  }
  return {
    ws,
    courseA: a!.id,
    courseB: b!.id,
    open,
    closed,
    upcoming,
    unscheduled,
    openB,
    numericQ: numeric!.id,
    choiceQ: choice!.id,
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('LTI launches of the worksheets site', () => {
  let t: TestApp;
  let f: Fixture;
  let credentials: WorksheetsCredentials;
  const tokens = new Map<string, string>();
  const as = injectAs(() => t.app, tokens);

  beforeAll(async () => {
    t = await createTestApp();
    f = await makeFixture(t.database.db);
    credentials = await loadWorksheetsCredentials(t.database.db, t.app.config);
    for (const who of WHO) tokens.set(who, await accessTokenFor(t.app, DEMO_USER_IDS[who]));
  });
  afterAll(async () => {
    await t?.close();
  });

  const getSignature = (who: Who, target: WorksheetsTarget, studentView?: boolean) =>
    as('POST', '/functions/get-signature', who, {
      target,
      ...(studentView === undefined ? {} : { studentView }),
    });

  /** get-signature as `who`, then the form posted to the site: the redirect and the cookie. */
  async function launch(who: Who, target: WorksheetsTarget, studentView?: boolean) {
    const signed = await getSignature(who, target, studentView);
    expect(signed.statusCode, signed.body).toBe(200);
    const { action, params } = signed.json<{ action: string; params: Record<string, string> }>();
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(action).pathname,
      headers: FORM,
      payload: form(params),
    });
    return { res, params };
  }

  /** A launch, then the page it redirects to, with its session cookie. */
  async function open(who: Who, target: WorksheetsTarget, studentView?: boolean) {
    const { res } = await launch(who, target, studentView);
    expect(res.statusCode, res.body).toBe(303);
    const cookie = res.cookies[0]!;
    const location = res.headers.location as string;
    const page = await t.app.inject({
      method: 'GET',
      url: location,
      cookies: { [cookie.name]: cookie.value },
    });
    return { page, cookie, location, cookies: { [cookie.name]: cookie.value } };
  }

  describe('get-signature', () => {
    it('needs a signed-in caller', async () => {
      const res = await as('POST', '/functions/get-signature', undefined, {
        target: { view: 'course', courseId: f.courseA },
      });
      expect(res.statusCode).toBe(401);
    });

    it('signs a launch from the caller: user, Learner role, names, course, page', async () => {
      const res = await getSignature('student', {
        view: 'assessment',
        courseId: f.courseA,
        assessmentId: f.open,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { action, params } = res.json<{ action: string; params: Record<string, string> }>();
      expect(action).toBe(LAUNCH_URL);
      expect(params).toMatchObject({
        lti_message_type: 'basic-lti-launch-request',
        lti_version: 'LTI-1p0',
        resource_link_id: `ws-assessment-${f.open}`,
        user_id: DEMO_USER_IDS.student,
        roles: 'Learner',
        lis_person_name_given: 'Ana',
        lis_person_name_family: 'Lopez',
        lis_person_name_full: 'Ana Lopez',
        context_id: String(f.courseA),
        custom_view: 'assessment',
        custom_course_id: String(f.courseA),
        custom_assessment_id: String(f.open),
        oauth_consumer_key: 'lab-portal',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_version: '1.0',
        oauth_callback: 'about:blank',
      });
      expect(Math.abs(Number(params.oauth_timestamp) - Date.now() / 1000)).toBeLessThan(60);
      expect(verifySignature('POST', action, params, credentials.secret)).toBe(true);
      // The independent verifier agrees.
      const provider = new ims.Provider('lab-portal', credentials.secret);
      const valid = await new Promise<boolean>((resolve) =>
        provider.valid_request(
          {
            url: '/worksheets-site/lti/launch',
            method: 'POST',
            protocol: 'http',
            headers: { host: 'localhost:8080' },
          },
          { ...params },
          (_err, ok) => resolve(ok),
        ),
      );
      expect(valid).toBe(true);
    });

    it('gives Instructor to owners and co-instructors (Learner in student view), tutors only for teachview with tutor grading', async () => {
      const role = async (who: Who, target: WorksheetsTarget, studentView?: boolean) => {
        const res = await getSignature(who, target, studentView);
        return res.statusCode === 200
          ? res.json<{ params: Record<string, string> }>().params.roles
          : res.statusCode;
      };
      const course = { view: 'course', courseId: f.courseA } as const;
      expect(await role('instructor', course)).toBe('Instructor');
      expect(await role('instructor2', course)).toBe('Instructor');
      expect(await role('instructor', course, true)).toBe('Learner');
      expect(await role('ta', course)).toBe('Learner');
      expect(await role('student', course)).toBe('Learner');
      const teachA = {
        view: 'teachview',
        courseId: f.courseA,
        assessmentId: f.open,
        studentWsId: f.ws.student,
      } as const;
      expect(await role('instructor', teachA)).toBe('Instructor');
      expect(await role('instructor', teachA, true)).toBe(403);
      // Without tutor grading a tutor reads a student's work, as Learner.
      expect(await role('ta', teachA)).toBe('Learner');
      const teachB = { ...teachA, courseId: f.courseB, assessmentId: f.openB };
      expect(await role('ta', teachB)).toBe('Instructor');
      expect(await role('student', teachB)).toBe(403);
    });

    it('refuses students other pages of others, outsiders everything, unknown pages 404', async () => {
      const status = async (who: Who, target: WorksheetsTarget) =>
        (await getSignature(who, target)).statusCode;
      expect(
        await status('student', {
          view: 'teachview',
          courseId: f.courseA,
          assessmentId: f.open,
          studentWsId: f.ws.student,
        }),
      ).toBe(403);
      expect(
        await status('student', {
          view: 'gbviewassess',
          courseId: f.courseA,
          studentWsId: f.ws.student2,
        }),
      ).toBe(403);
      expect(
        await status('student', {
          view: 'gbviewassess',
          courseId: f.courseA,
          studentWsId: f.ws.student,
        }),
      ).toBe(200);
      expect(await status('support', { view: 'course', courseId: f.courseA })).toBe(403);
      expect(await status('support', { view: 'course', courseId: 999_999 })).toBe(404);
      expect(
        await status('student', { view: 'stuview', courseId: f.courseA, assessmentId: f.openB }),
      ).toBe(404);
      expect(
        await status('instructor', {
          view: 'teachview',
          courseId: f.courseA,
          assessmentId: f.open,
          studentWsId: f.ws.support,
        }),
      ).toBe(404);
      const bad = await as('POST', '/functions/get-signature', 'student', {
        target: { view: 'nope', courseId: f.courseA },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('the site refuses launches it cannot verify', () => {
    const fields = () => ({
      lti_message_type: 'basic-lti-launch-request',
      lti_version: 'LTI-1p0',
      resource_link_id: 'r1',
      user_id: DEMO_USER_IDS.student,
      roles: 'Learner',
      custom_view: 'course',
      custom_course_id: String(f.courseA),
    });
    const post = (params: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/worksheets-site/lti/launch',
        headers: FORM,
        payload: form(params),
      });
    const sign = (timestamp?: number, key = credentials.consumerKey, secret = credentials.secret) =>
      signForm(fields(), {
        url: LAUNCH_URL,
        consumerKey: key,
        consumerSecret: secret,
        ...(timestamp === undefined ? {} : { timestamp }),
      });

    it('a bad signature', async () => {
      const res = await post({ ...sign(), roles: 'Instructor' });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(
        'This launch could not be verified: the signature does not match.',
      );
      expect(res.headers['set-cookie']).toBeUndefined();
      const wrongSecret = await post(sign(undefined, credentials.consumerKey, 'not the secret'));
      expect(wrongSecret.statusCode).toBe(401);
    });

    it('an old timestamp, and one from the future', async () => {
      const now = Math.floor(Date.now() / 1000);
      for (const ts of [now - 301 - 5, now + 400]) {
        const res = await post(sign(ts));
        expect(res.statusCode).toBe(401);
        expect(res.body).toContain('This launch could not be verified: the launch is too old');
      }
    });

    it('a replayed nonce', async () => {
      const params = sign();
      const first = await post(params);
      expect(first.statusCode).toBe(303);
      const again = await post(params);
      expect(again.statusCode).toBe(401);
      expect(again.body).toContain('the nonce was replayed');
    });

    it('an unknown consumer key, a missing signature', async () => {
      const unknown = await post(sign(undefined, 'someone-else'));
      expect(unknown.statusCode).toBe(401);
      expect(unknown.body).toContain('the consumer key is not known');
      const { oauth_signature: _sig, ...unsigned } = sign();
      const res = await post(unsigned);
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('oauth_signature is missing');
    });

    it('a Learner launch of teachview, and a student launch of a course they are not in', async () => {
      const teach = signForm(
        {
          ...fields(),
          custom_view: 'teachview',
          custom_assessment_id: String(f.open),
          custom_student_ws_id: String(f.ws.student2),
        },
        {
          url: LAUNCH_URL,
          consumerKey: credentials.consumerKey,
          consumerSecret: credentials.secret,
        },
      );
      expect((await post(teach)).statusCode).toBe(403);
      const outsider = signForm(
        { ...fields(), user_id: DEMO_USER_IDS.support },
        {
          url: LAUNCH_URL,
          consumerKey: credentials.consumerKey,
          consumerSecret: credentials.secret,
        },
      );
      const res = await post(outsider);
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('You are not enrolled in this course.');
    });
  });

  describe('addcourse', () => {
    const ADDCOURSE_URL = 'http://localhost:8080/worksheets-site/addcourse';
    async function newGroup(ownerId: string) {
      const [group] = await t.database.db
        .insert(classGroups)
        .values({
          name: `Syllabus group ${Math.random()}`,
          accessCode: `LTI-${Math.random()}`,
          ownerId,
          institutionId: (await t.database.db.select().from(institutions))[0]!.id,
        })
        .returning();
      return group!;
    }
    const post = (fields: Record<string, string>, secret = credentials.secret) =>
      t.app.inject({
        method: 'POST',
        url: '/worksheets-site/addcourse',
        headers: FORM,
        payload: form(
          signForm(fields, {
            url: ADDCOURSE_URL,
            consumerKey: credentials.consumerKey,
            consumerSecret: secret,
          }),
        ),
      });

    it('creates the group’s course from a template for its owner, who lands on it', async () => {
      const group = await newGroup(DEMO_USER_IDS.instructor);
      const [template] = await t.database.db
        .select()
        .from(wsCourses)
        .where(eq(wsCourses.isTemplate, true))
        .limit(1);
      expect(template, 'the seed has template courses').toBeDefined();
      const fields = {
        template: String(template!.templateId),
        enrollkey: `enroll::${group.id}`,
        user_id: DEMO_USER_IDS.instructor,
        defaulttime: '09:30',
        latepasshrs: '48',
      };
      expect((await post(fields, 'wrong secret')).statusCode).toBe(401);
      expect((await post({ ...fields, user_id: DEMO_USER_IDS.student })).statusCode).toBe(403);
      expect((await post({ ...fields, defaulttime: '25:00' })).statusCode).toBe(400);
      const res = await post(fields);
      expect(res.statusCode, res.body).toBe(303);
      const [course] = await t.database.db
        .select()
        .from(wsCourses)
        .where(eq(wsCourses.enrollKey, `enroll::${group.id}`));
      expect(course).toMatchObject({
        name: group.name,
        templateId: template!.templateId,
        defaultTime: '09:30',
        latePassHours: 48,
        ownerWsId: f.ws.instructor,
      });
      expect(res.headers.location).toBe(`/worksheets-site/course/${course!.id}`);
      const cookie = res.cookies[0]!;
      const page = await t.app.inject({
        method: 'GET',
        url: res.headers.location as string,
        cookies: { [cookie.name]: cookie.value },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(escape(group.name));
      // A second course for the same group is refused.
      expect((await post(fields)).statusCode).toBe(409);
    });
  });

  describe('an accepted launch', () => {
    it('sets an HttpOnly, SameSite=Lax session cookie for the course and redirects (303)', async () => {
      const { res } = await launch('student', { view: 'course', courseId: f.courseA });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/worksheets-site/course/${f.courseA}`);
      expect(res.cookies[0]).toMatchObject({
        name: `ws_site_${f.courseA}`,
        path: '/worksheets-site',
        httpOnly: true,
        sameSite: 'Lax',
      });
    });

    it('reaches the course page: sections, statuses, links (students do not see unscheduled ones)', async () => {
      const { page } = await open('student', { view: 'course', courseId: f.courseA });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("form-action 'self'");
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('LTI Chemistry &#60;A&#62;');
      expect(page.body).toContain('<h2>Density</h2>');
      expect(page.body).toContain('Density of a cylinder');
      expect(page.body).toContain(
        `href="/worksheets-site/course/${f.courseA}/assessment/${f.open}"`,
      );
      expect(page.body).toContain('Upcoming quiz');
      expect(page.body).not.toContain('Hidden draft');
      const teacher = await open('instructor', { view: 'course', courseId: f.courseA });
      expect(teacher.page.body).toContain('Hidden draft');
      expect(teacher.page.body).toContain('Signed in as Irene Novak (instructor)');
    });

    it('speaks the launch locale (Spanish)', async () => {
      const { page } = await open('student', { view: 'course', courseId: f.courseA });
      expect(page.body).toContain('lang="en"');
      const signed = await as(
        'POST',
        '/functions/get-signature',
        'student',
        { target: { view: 'course', courseId: f.courseA } },
        { 'accept-language': 'es-MX,es;q=0.9' },
      );
      const { params } = signed.json<{ params: Record<string, string> }>();
      expect(params.launch_presentation_locale).toBe('es');
      const res = await t.app.inject({
        method: 'POST',
        url: '/worksheets-site/lti/launch',
        headers: FORM,
        payload: form(params),
      });
      const cookie = res.cookies[0]!;
      const es = await t.app.inject({
        method: 'GET',
        url: res.headers.location as string,
        cookies: { [cookie.name]: cookie.value },
      });
      expect(es.body).toContain('<html lang="es">');
      expect(es.body).toContain('Fecha límite');
    });

    it('a student takes an assessment: the score is written to ws_scores, the best one kept', async () => {
      const target = { view: 'assessment', courseId: f.courseA, assessmentId: f.open } as const;
      const { page, cookies, location } = await open('student', target);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Enter the density you measured for the aluminium cylinder');
      expect(page.body).toContain(`<label for="q${f.numericQ}">`);
      const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
      const submit = (answers: Record<string, string>, token = csrf) =>
        t.app.inject({
          method: 'POST',
          url: location,
          cookies,
          headers: FORM,
          payload: form({ csrf: token, ...answers }),
        });

      // 2.74 is within 2% of 2.7; the choice is wrong: 3 of 5 question points = 6 of 10.
      const first = await submit({ [`q${f.numericQ}`]: '2,74', [`q${f.choiceQ}`]: '0' });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('This attempt scored 6 / 10.');
      expect(first.body).toContain('Recorded score: 6 / 10');
      const stored = async () =>
        (
          await t.database.db
            .select()
            .from(wsScores)
            .where(and(eq(wsScores.assessmentId, f.open), eq(wsScores.wsUserId, f.ws.student)))
        )[0];
      expect(await stored()).toMatchObject({ score: 6, courseId: f.courseA });

      // A worse attempt keeps the best score; a better one replaces it.
      const worse = await submit({ [`q${f.numericQ}`]: '3.5' });
      expect(worse.body).toContain('This attempt scored 0 / 10.');
      expect(worse.body).toContain('Recorded score: 6 / 10');
      expect((await stored())!.score).toBe(6);
      const best = await submit({ [`q${f.numericQ}`]: '2.70', [`q${f.choiceQ}`]: '1' });
      expect(best.body).toContain('This attempt scored 10 / 10.');
      expect(await stored()).toMatchObject({
        score: 10,
        answers: { [`q${f.numericQ}`]: '2.70', [`q${f.choiceQ}`]: '1' },
      });

      // The worksheets service (what the portal reads) answers the same score.
      const api = await as(
        'GET',
        `/presets-api/worksheets/user-scores/${DEMO_USER_IDS.student}`,
        'student',
      );
      expect(api.statusCode, api.body).toBe(200);
      expect(api.json()).toContainEqual({
        studentid: f.ws.student,
        userId: DEMO_USER_IDS.student,
        assessmentid: f.open,
        courseid: f.courseA,
        score: 10,
      });

      // No CSRF token: refused, nothing written.
      const forged = await submit({ [`q${f.numericQ}`]: '1' }, 'forged');
      expect(forged.statusCode).toBe(403);

      // stuview shows the result.
      const result = await open('student', {
        view: 'stuview',
        courseId: f.courseA,
        assessmentId: f.open,
      });
      expect(result.page.statusCode).toBe(200);
      expect(result.page.body).toContain('Recorded score: 10 / 10');
      expect(result.page.body).toContain('Answer: Volume');

      // And the student's gradebook lists it.
      const gradebook = await open('student', { view: 'gbviewassess', courseId: f.courseA });
      expect(gradebook.page.statusCode).toBe(200);
      expect(gradebook.page.body).toContain('Gradebook: Ana Lopez');
      expect(gradebook.page.body).toContain('10 / 10');
    });

    it('an instructor in student view takes an assessment as a student would, without a score', async () => {
      const target = { view: 'assessment', courseId: f.courseA, assessmentId: f.open } as const;
      const { page, cookies, location } = await open('instructor', target, true);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Signed in as Irene Novak (student)');
      expect(page.body).toContain('your answers are graded but not recorded');
      const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
      const res = await t.app.inject({
        method: 'POST',
        url: location,
        cookies,
        headers: FORM,
        payload: form({ csrf, [`q${f.numericQ}`]: '2.7' }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('This attempt scored 6 / 10.');
      const rows = await t.database.db
        .select()
        .from(wsScores)
        .where(and(eq(wsScores.assessmentId, f.open), eq(wsScores.wsUserId, f.ws.instructor)));
      expect(rows).toEqual([]);
    });

    it('a closed or upcoming assessment cannot be taken by a student', async () => {
      const { cookies } = await open('student', { view: 'course', courseId: f.courseA });
      const take = await t.app.inject({
        method: 'GET',
        url: `/worksheets-site/course/${f.courseA}/assessment/${f.closed}`,
        cookies,
      });
      expect(take.statusCode).toBe(200);
      expect(take.body).toContain('This assessment is not open');
      expect(take.body).not.toContain('Submit answers');
      const csrf = /name="csrf" value="([^"]+)"/.exec(take.body)![1]!;
      const post = await t.app.inject({
        method: 'POST',
        url: `/worksheets-site/course/${f.courseA}/assessment/${f.closed}`,
        cookies,
        headers: FORM,
        payload: form({ csrf }),
      });
      expect(post.statusCode).toBe(403);
      const hidden = await t.app.inject({
        method: 'GET',
        url: `/worksheets-site/course/${f.courseA}/assessment/${f.unscheduled}`,
        cookies,
      });
      expect(hidden.statusCode).toBe(404);
    });

    it('a student cannot open teachview or another student’s gradebook with their session', async () => {
      const { cookies } = await open('student', { view: 'course', courseId: f.courseA });
      const teach = await t.app.inject({
        method: 'GET',
        url: `/worksheets-site/course/${f.courseA}/assessment/${f.open}/student/${f.ws.student2}`,
        cookies,
      });
      expect(teach.statusCode).toBe(403);
      const other = await t.app.inject({
        method: 'GET',
        url: `/worksheets-site/course/${f.courseA}/gradebook/${f.ws.student2}`,
        cookies,
      });
      expect(other.statusCode).toBe(403);
      // Another course's pages need that course's launch.
      const elsewhere = await t.app.inject({
        method: 'GET',
        url: `/worksheets-site/course/${f.courseB}`,
        cookies,
      });
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.body).toContain('session for this course has expired or is missing');
    });

    it('an instructor changes a score in teachview; a tutor with tutor grading too', async () => {
      const target = {
        view: 'teachview',
        courseId: f.courseA,
        assessmentId: f.open,
        studentWsId: f.ws.student2,
      } as const;
      const { page, cookies, location } = await open('instructor', target);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Ben Carter: Density of a cylinder');
      expect(page.body).toContain('Not taken yet');
      const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
      const save = (score: string) =>
        t.app.inject({
          method: 'POST',
          url: location,
          cookies,
          headers: FORM,
          payload: form({ csrf, score }),
        });
      const tooHigh = await save('11');
      expect(tooHigh.statusCode).toBe(400);
      expect(tooHigh.body).toContain('Enter a score from 0 to 10.');
      const saved = await save('7.5');
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toBe(`${location}?saved=1`);
      const [row] = await t.database.db
        .select()
        .from(wsScores)
        .where(and(eq(wsScores.assessmentId, f.open), eq(wsScores.wsUserId, f.ws.student2)));
      expect(row).toMatchObject({ score: 7.5, courseId: f.courseA });
      const after = await t.app.inject({ method: 'GET', url: `${location}?saved=1`, cookies });
      expect(after.body).toContain('The score was saved.');
      expect(after.body).toContain('Recorded score: 7.5 / 10');

      // The instructor's gradebook: the roster, then a student's scores linking to teachview.
      const roster = await t.app.inject({
        method: 'GET',
        url: `/worksheets-site/course/${f.courseA}/gradebook`,
        cookies,
      });
      expect(roster.body).toContain('Carter');
      const book = await open('instructor', {
        view: 'gbviewassess',
        courseId: f.courseA,
        studentWsId: f.ws.student2,
      });
      expect(book.page.statusCode).toBe(200);
      expect(book.page.body).toContain('Gradebook: Ben Carter');
      expect(book.page.body).toContain('7.5 / 10');

      const tutor = await open('ta', {
        view: 'teachview',
        courseId: f.courseB,
        assessmentId: f.openB,
        studentWsId: f.ws.student,
      });
      expect(tutor.page.statusCode).toBe(200);
      expect(tutor.page.body).toContain('Save score');

      // Without tutor grading (course A) the tutor reads the answers, with no form, and a post is
      // refused.
      const reader = await open('ta', target);
      expect(reader.page.statusCode).toBe(200);
      expect(reader.page.body).toContain('Ben Carter: Density of a cylinder');
      expect(reader.page.body).toContain('Recorded score: 7.5 / 10');
      expect(reader.page.body).not.toContain('Save score');
      const refused = await t.app.inject({
        method: 'POST',
        url: reader.location,
        cookies: reader.cookies,
        headers: FORM,
        payload: form({ csrf: 'x', score: '10' }),
      });
      expect(refused.statusCode).toBe(403);
      const [still] = await t.database.db
        .select()
        .from(wsScores)
        .where(and(eq(wsScores.assessmentId, f.open), eq(wsScores.wsUserId, f.ws.student2)));
      expect(still!.score).toBe(7.5);
    });
  });
});

describe('an external worksheets site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      WORKSHEETS_URL: 'https://worksheets.example.edu/lti-tool/',
      WORKSHEETS_LTI_KEY: 'riverside-portal',
      WORKSHEETS_LTI_SECRET: 'shared secret from the site',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is launched with the configured address, key and secret; the portal may post to it', async () => {
    const db = t.database.db;
    const ws = await wsUserFor(db, DEMO_USER_IDS.instructor, 40);
    const [course] = await db
      .insert(wsCourses)
      .values({ name: 'External', ownerWsId: ws })
      .returning();
    const token = await accessTokenFor(t.app, DEMO_USER_IDS.instructor);
    const res = await t.app.inject({
      method: 'POST',
      url: '/functions/get-signature',
      headers: { authorization: `Bearer ${token}` },
      payload: { target: { view: 'course', courseId: course!.id } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { action, params } = res.json<{ action: string; params: Record<string, string> }>();
    expect(action).toBe('https://worksheets.example.edu/lti-tool/lti/launch');
    expect(params.oauth_consumer_key).toBe('riverside-portal');
    expect(verifySignature('POST', action, params, 'shared secret from the site')).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/health' });
    expect(page.headers['content-security-policy']).toMatch(
      /form-action 'self' https:\/\/worksheets\.example\.edu/,
    );
  });
});
