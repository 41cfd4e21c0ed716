import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_END_DATE, type WorksheetsTarget } from '@common/schemas/worksheets';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { wsAssessments, wsCourses, wsQuestions, wsScores } from '@server/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { injectAs } from '../helpers/inject';

/**
 * Issue 12 part 6: the worksheets site's course-less open practice. Any signed-in user launches
 * it as Learner; it lists the template courses' assessments, grades a submission at once with the
 * correct answers, and never writes ws_scores.
 */

type Who = 'student' | 'nolicense' | 'instructor';
const WHO: Who[] = ['student', 'nolicense', 'instructor'];
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('the open practice of the worksheets site', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const as = injectAs(() => t.app, tokens);
  let templateCourse = 0;
  let practiceAssessment = 0;
  let question = 0;
  let ownCourse = 0;
  let ownAssessment = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [template] = await db
      .insert(wsCourses)
      .values({ name: 'Practice template <T>', isTemplate: true })
      .returning();
    templateCourse = template!.id;
    const [assessment] = await db
      .insert(wsAssessments)
      .values({
        courseId: templateCourse,
        name: 'Practice density',
        startDate: 0,
        endDate: NO_END_DATE,
        ptsPoss: 10,
        labType: 3,
      })
      .returning();
    practiceAssessment = assessment!.id;
    const [q] = await db
      .insert(wsQuestions)
      .values({
        assessmentId: practiceAssessment,
        kind: 'choice',
        prompt: 'Which quantity does water displacement measure?',
        points: 2,
        choices: ['Mass', 'Volume'],
        correctChoice: 1,
      })
      .returning();
    question = q!.id;
    const [own] = await db.insert(wsCourses).values({ name: 'A real course' }).returning();
    ownCourse = own!.id;
    const [ownA] = await db
      .insert(wsAssessments)
      .values({
        courseId: ownCourse,
        name: 'Not for practice',
        startDate: 0,
        endDate: NO_END_DATE,
        ptsPoss: 10,
        labType: 3,
      })
      .returning();
    ownAssessment = ownA!.id;
    for (const who of WHO) tokens.set(who, await accessTokenFor(t.app, DEMO_USER_IDS[who]));
  });
  afterAll(async () => {
    await t?.close();
  });

  const practice: WorksheetsTarget = { view: 'practice' };

  async function launch(who: Who) {
    const signed = await as('POST', '/functions/get-signature', who, { target: practice });
    expect(signed.statusCode, signed.body).toBe(200);
    const { action, params } = signed.json<{ action: string; params: Record<string, string> }>();
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(action).pathname,
      headers: FORM,
      payload: form(params),
    });
    expect(res.statusCode, res.body).toBe(303);
    const cookie = res.cookies[0]!;
    return { params, res, cookies: { [cookie.name]: cookie.value } };
  }

  const scoreRows = async () => (await t.database.db.select({ n: count() }).from(wsScores))[0]!.n;

  it('is signed for any signed-in user as Learner, and refused without sign-in', async () => {
    for (const who of WHO) {
      const { params, res } = await launch(who);
      expect(params).toMatchObject({
        roles: 'Learner',
        custom_view: 'practice',
        resource_link_id: 'ws-practice',
        context_id: 'practice',
        user_id: DEMO_USER_IDS[who],
      });
      expect(params.custom_course_id).toBeUndefined();
      expect(res.headers.location).toBe('/worksheets-site/practice');
      expect(res.cookies[0]).toMatchObject({ name: 'ws_site_0', httpOnly: true, sameSite: 'Lax' });
    }
    const anonymous = await as('POST', '/functions/get-signature', undefined, { target: practice });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the template courses’ assessments only', async () => {
    const { cookies } = await launch('student');
    const page = await t.app.inject({ method: 'GET', url: '/worksheets-site/practice', cookies });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Open practice</h1>');
    expect(page.body).toContain('Practice template &#60;T&#62;');
    expect(page.body).toContain(
      `href="/worksheets-site/practice/${templateCourse}/${practiceAssessment}"`,
    );
    expect(page.body).not.toContain('Not for practice');
    const none = await t.app.inject({ method: 'GET', url: '/worksheets-site/practice' });
    expect(none.statusCode).toBe(401);
  });

  it('grades a submission at once with the answers, and writes nothing to ws_scores', async () => {
    const before = await scoreRows();
    const { cookies } = await launch('nolicense');
    const url = `/worksheets-site/practice/${templateCourse}/${practiceAssessment}`;
    const take = await t.app.inject({ method: 'GET', url, cookies });
    expect(take.statusCode).toBe(200);
    expect(take.body).toContain('Practice: your answers are graded but not recorded.');
    const csrf = /name="csrf" value="([^"]+)"/.exec(take.body)![1]!;
    const submit = (answer: string, token = csrf) =>
      t.app.inject({
        method: 'POST',
        url,
        cookies,
        headers: FORM,
        payload: form({ csrf: token, [`q${question}`]: answer }),
      });
    const wrong = await submit('0');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('This attempt scored 0 / 10.');
    expect(wrong.body).toContain('Correct answer: Volume');
    const right = await submit('1');
    expect(right.body).toContain('This attempt scored 10 / 10.');
    expect(right.body).toContain('Back to open practice');
    expect((await submit('1', 'forged')).statusCode).toBe(403);
    expect(await scoreRows()).toBe(before);
    const mine = await t.database.db
      .select()
      .from(wsScores)
      .where(eq(wsScores.assessmentId, practiceAssessment));
    expect(mine).toEqual([]);
  });

  it('does not open a course’s own assessment, nor a course page, with the practice session', async () => {
    const { cookies } = await launch('student');
    const own = await t.app.inject({
      method: 'GET',
      url: `/worksheets-site/practice/${ownCourse}/${ownAssessment}`,
      cookies,
    });
    expect(own.statusCode).toBe(404);
    const course = await t.app.inject({
      method: 'GET',
      url: `/worksheets-site/course/${templateCourse}`,
      cookies,
    });
    expect(course.statusCode).toBe(401);
  });
});
