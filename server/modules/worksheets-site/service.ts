import { GB_MODE, type WorksheetsTarget } from '@common/schemas/worksheets';
import { assessmentStatus } from '@common/domain/assessment-status';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { verifyLaunch, type LaunchVerdict } from '../../lti/launch-verifier';
import type { OAuthParams } from '../../lti/oauth1';
import type { WorksheetsCredentials } from '../../lti/worksheets-credentials';
import { isInstructorRole, targetFromLaunch } from '../../lti/worksheets-target';
import { canGrade, decideLaunch } from './access';
import {
  coursePage,
  csv,
  messagePage,
  practicePage,
  resultPage,
  rosterPage,
  scoreText,
  studentGradebookPage,
  takePage,
  teachPage,
  type Chrome,
  type CourseRowView,
  type ResultQuestionView,
} from './html';
import type { SitePaths } from './paths';
import * as repo from './repository';
import {
  answerField,
  gradeQuestion,
  gradeSubmission,
  round2,
  type GradedQuestion,
} from './scoring';
import {
  PRACTICE_SESSION_ID,
  SESSION_SECONDS,
  sessionCookieName,
  type SessionCodec,
  type SiteSession,
} from './session';
import { fill, localeOf, textsFor, type Texts } from './texts';

/** What a route sends: a page, or a redirect that may set the session cookie. */
export type SiteAnswer =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'file'; filename: string; contentType: string; body: string }
  | {
      kind: 'redirect';
      location: string;
      cookie?: { name: string; value: string; maxAge: number };
    };

const page = (status: number, html: string): SiteAnswer => ({ kind: 'page', status, html });

/** A request to a page of a course: its session cookie's value, and the form's fields if any. */
export interface PageRequest {
  courseId: number;
  cookies: Record<string, string | undefined>;
  now?: number;
}

export interface SiteServiceOptions {
  db: Db;
  codec: SessionCodec;
  credentials: WorksheetsCredentials;
  paths: SitePaths;
  /** The site's own launch address as consumers see it (PUBLIC_URL/worksheets-site/lti/launch). */
  launchUrl: string;
  /** The site's addcourse address as consumers see it. */
  addCourseUrl: string;
  createCourse: CreateCourse;
}

/** Makes a course from a template for a group (the worksheets service's course-service). */
export type CreateCourse = (input: {
  templateId: number;
  groupId: number;
  ownerUserId: string;
  name?: string;
  /** Default course settings (spec 3 §9); the course table's defaults when left out. */
  defaults?: { defaultTime?: string; latePassHours?: number; theme?: string };
}) => Promise<{ id: number; name: string }>;

/**
 * The optional default settings of an addcourse post: `defaulttime` (HH:MM, 24 h), `latepasshrs`
 * (0..720) and `theme` (a word); a bad value is an error message.
 */
export function addCourseDefaults(
  params: OAuthParams,
): { defaults: NonNullable<Parameters<CreateCourse>[0]['defaults']> } | { error: string } {
  const defaults: NonNullable<Parameters<CreateCourse>[0]['defaults']> = {};
  const time = single(params, 'defaulttime');
  const hours = single(params, 'latepasshrs');
  const theme = single(params, 'theme');
  if (time !== undefined && time !== '') {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return { error: 'defaulttime must be HH:MM' };
    defaults.defaultTime = time;
  }
  if (hours !== undefined && hours !== '') {
    if (!/^\d{1,3}$/.test(hours) || Number(hours) > 720) {
      return { error: 'latepasshrs must be 0 to 720 hours' };
    }
    defaults.latePassHours = Number(hours);
  }
  if (theme !== undefined && theme !== '') {
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(theme)) return { error: 'theme must be a word' };
    defaults.theme = theme;
  }
  return { defaults };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const single = (params: OAuthParams, name: string) => {
  const v = params[name];
  return typeof v === 'string' ? v : undefined;
};

export function createSiteService(options: SiteServiceOptions) {
  const { db, codec, paths } = options;
  const lookupSecret = (key: string) =>
    key === options.credentials.consumerKey ? options.credentials.secret : undefined;

  const personName = (p: { firstName: string | null; lastName: string | null; username: string }) =>
    [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username;

  const refused = (texts: Texts, verdict: Extract<LaunchVerdict, { ok: false }>) =>
    page(
      401,
      messagePage(texts, texts.refusedTitle, fill(texts.refused, { reason: verdict.reason }), {
        hint: texts.openAgain,
      }),
    );

  function sessionCookie(session: SiteSession) {
    return {
      name: sessionCookieName(session.courseId),
      value: codec.encode(session),
      maxAge: SESSION_SECONDS,
    };
  }

  /** The site's session for `id` (a course, or the practice) from the request's cookie. */
  function readSession(request: Omit<PageRequest, 'courseId'>, id: number) {
    const now = request.now ?? nowSeconds();
    const cookieValue = request.cookies[sessionCookieName(id)];
    const session = codec.decode(cookieValue, now);
    return session && session.courseId === id ? { session, now, cookieValue } : undefined;
  }

  /** The page for a missing or expired session: launch again from the portal. */
  function sessionExpired() {
    const texts = textsFor(undefined);
    return page(
      401,
      messagePage(texts, texts.sessionTitle, texts.sessionExpired, { hint: texts.openAgain }),
    );
  }

  /** The session of the course in the request, with the chrome of its pages. */
  async function open(request: PageRequest) {
    const read = readSession(request, request.courseId);
    if (!read) return { ok: false, answer: sessionExpired() } as const;
    const { session, now, cookieValue } = read;
    const texts = textsFor(session.locale);
    const course = await repo.findCourse(db, session.courseId);
    const me = await repo.findWsUser(db, session.wsUserId);
    if (!course || !me) {
      return {
        ok: false,
        answer: page(404, messagePage(texts, texts.notFoundTitle, texts.notFound)),
      } as const;
    }
    const chrome: Chrome = {
      texts,
      title: course.name,
      nav: { courseHref: paths.course(course.id), gradebookHref: paths.gradebook(course.id) },
      who: { name: personName(me), role: session.role },
    };
    // Only the course's students (and tutors, who are students too) get scores: an instructor,
    // or an owner in student view, previews.
    const relation = await repo.courseRelation(db, course, me.id);
    const records = session.role === 'Learner' && (relation === 'student' || relation === 'tutor');
    const forbidden = (message = texts.forbidden) =>
      page(403, messagePage(texts, texts.forbiddenTitle, message, {}, chrome));
    const notFound = () =>
      page(404, messagePage(texts, texts.notFoundTitle, texts.notFound, {}, chrome));
    return {
      ok: true as const,
      session,
      texts,
      course,
      me,
      chrome,
      now,
      csrf: codec.csrfToken(cookieValue!),
      checkCsrf: (token: unknown) => codec.checkCsrf(cookieValue!, token),
      forbidden,
      notFound,
      instructor: session.role === 'Instructor',
      records,
      relation,
      /** Sets scores in teachview: an Instructor session of someone who grades the course. */
      grades: session.role === 'Instructor' && canGrade(relation, course),
      /** Reads other students' work: graders, and tutors without tutor grading. */
      readsOthers:
        (session.role === 'Instructor' && canGrade(relation, course)) || relation === 'tutor',
      percentMode: course.gbMode === GB_MODE.percent,
    };
  }
  /** The open practice's session (any signed-in user who launched it). */
  async function openPractice(request: Omit<PageRequest, 'courseId'>) {
    const read = readSession(request, PRACTICE_SESSION_ID);
    if (!read) return { ok: false, answer: sessionExpired() } as const;
    const { session, cookieValue } = read;
    const texts = textsFor(session.locale);
    const me = await repo.findWsUser(db, session.wsUserId);
    if (!me) {
      return {
        ok: false,
        answer: page(404, messagePage(texts, texts.notFoundTitle, texts.notFound)),
      } as const;
    }
    const chrome: Chrome = {
      texts,
      title: texts.practiceTitle,
      who: { name: personName(me), role: 'Learner' },
    };
    return {
      ok: true as const,
      texts,
      chrome,
      csrf: codec.csrfToken(cookieValue!),
      checkCsrf: (token: unknown) => codec.checkCsrf(cookieValue!, token),
    };
  }

  /** A form's answers: each question's first value, trimmed, at most 200 characters. */
  function formAnswers(questions: repo.QuestionRow[], form: Record<string, unknown>) {
    const answers: Record<string, string> = {};
    for (const q of questions) {
      const value = form[answerField(q.id)];
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text === 'string' && text.trim() !== '') {
        answers[answerField(q.id)] = text.trim().slice(0, 200);
      }
    }
    return answers;
  }

  type Opened = Extract<Awaited<ReturnType<typeof open>>, { ok: true }>;

  const formatScore = (ctx: Opened, score: number, max: number) =>
    scoreText(ctx.texts, score, max, ctx.percentMode);

  /** Questions with a student's answers and how each was graded (correct answers when allowed). */
  function resultQuestions(
    questions: repo.QuestionRow[],
    answers: Record<string, string> | null,
    showCorrect: boolean,
  ): ResultQuestionView[] {
    return questions.map((q) => {
      const given = answers?.[answerField(q.id)] ?? null;
      const graded: GradedQuestion | null = answers ? gradeQuestion(q, given ?? '') : null;
      const answerText =
        given === null ? null : q.kind === 'choice' ? (q.choices[Number(given)] ?? given) : given;
      const correctText = !showCorrect
        ? null
        : q.kind === 'choice'
          ? q.correctChoice === null
            ? null
            : (q.choices[q.correctChoice] ?? null)
          : q.answer === null
            ? null
            : `${q.answer}${q.unit ? ` ${q.unit}` : ''}`;
      return {
        id: q.id,
        kind: q.kind,
        prompt: q.prompt,
        unit: q.unit,
        choices: q.choices,
        points: q.points,
        answerText,
        correctText,
        tolerancePercent: q.kind === 'numeric' && correctText !== null ? q.tolerancePercent : null,
        graded,
      };
    });
  }

  return {
    /** POST lti/launch: verify, start the course's session, go to the page. */
    async launch(params: OAuthParams, now = nowSeconds()): Promise<SiteAnswer> {
      const texts = textsFor(single(params, 'launch_presentation_locale'));
      const verdict = await verifyLaunch(db, options.launchUrl, params, lookupSecret, { now });
      if (!verdict.ok) return refused(texts, verdict);

      const target = targetFromLaunch(params);
      if (!target) return page(400, messagePage(texts, texts.notFoundTitle, texts.badLaunch));
      const instructor = isInstructorRole(single(params, 'roles'));
      const userId = single(params, 'user_id') ?? '';
      const wsUser = /^[0-9a-f-]{36}$/i.test(userId)
        ? await repo.ensureWsUser(db, userId, instructor)
        : undefined;
      if (!wsUser) {
        return refused(texts, { ok: false, reason: 'the user is not known to this site' });
      }
      const locale = localeOf(single(params, 'launch_presentation_locale'));
      if (target.view === 'practice') {
        // The open practice: anyone signed in, always as Learner (nothing there is recorded).
        const session: SiteSession = {
          wsUserId: wsUser.id,
          courseId: PRACTICE_SESSION_ID,
          role: 'Learner',
          locale,
          expires: now + SESSION_SECONDS,
        };
        return { kind: 'redirect', location: paths.practice, cookie: sessionCookie(session) };
      }
      // A Learner launch by a teacher (student view) keeps the Learner role; its pages check it.
      const decision = await decideLaunch(db, wsUser.id, target);
      if (!decision.ok) {
        const message =
          decision.why === 'not-found'
            ? texts.notFound
            : decision.why === 'not-member'
              ? texts.notEnrolled
              : texts.forbidden;
        return page(
          decision.status,
          messagePage(
            texts,
            decision.status === 404 ? texts.notFoundTitle : texts.forbiddenTitle,
            message,
          ),
        );
      }
      // The signed role is kept unless the site knows better: a Learner launch stays Learner; an
      // Instructor launch needs someone who teaches (or grades, for teachview) this course.
      if (instructor && decision.role !== 'Instructor') {
        return page(403, messagePage(texts, texts.forbiddenTitle, texts.notInstructor));
      }
      const session: SiteSession = {
        wsUserId: wsUser.id,
        courseId: target.courseId,
        role: instructor ? 'Instructor' : 'Learner',
        locale,
        expires: now + SESSION_SECONDS,
      };
      return {
        kind: 'redirect',
        location: paths.target(target),
        cookie: sessionCookie(session),
      };
    },

    /**
     * POST addcourse (spec 3 §7 "Course creation"): a signed post (same OAuth scheme, not a
     * launch) with `template`, `enrollkey` (enroll::{groupId}), `user_id` (the owner) and
     * optional `name`; the course is made from the template and its owner lands on it.
     */
    async addCourse(params: OAuthParams, now = nowSeconds()): Promise<SiteAnswer> {
      const texts = textsFor(single(params, 'launch_presentation_locale'));
      const verdict = await verifyLaunch(db, options.addCourseUrl, params, lookupSecret, {
        now,
        requireLaunch: false,
      });
      if (!verdict.ok) return refused(texts, verdict);
      const fail = (status: number, reason: string) =>
        page(
          status,
          messagePage(texts, texts.refusedTitle, fill(texts.addCourseFailed, { reason })),
        );
      const template = Number(single(params, 'template'));
      const groupMatch = /^enroll::(\d{1,9})$/.exec(single(params, 'enrollkey') ?? '');
      const userId = single(params, 'user_id') ?? '';
      if (!Number.isInteger(template) || template < 1) return fail(400, 'template is missing');
      if (!groupMatch) return fail(400, 'enrollkey must be enroll::{groupId}');
      if (!/^[0-9a-f-]{36}$/i.test(userId)) return fail(400, 'user_id is missing');
      const name = single(params, 'name')?.trim().slice(0, 128);
      const settings = addCourseDefaults(params);
      if ('error' in settings) return fail(400, settings.error);
      let created: { id: number; name: string };
      try {
        created = await options.createCourse({
          templateId: template,
          groupId: Number(groupMatch[1]),
          ownerUserId: userId,
          ...(name ? { name } : {}),
          ...(Object.keys(settings.defaults).length ? { defaults: settings.defaults } : {}),
        });
      } catch (error) {
        if (error instanceof HttpError) return fail(error.statusCode, error.message);
        throw error;
      }
      const owner = await repo.ensureWsUser(db, userId, true);
      if (!owner) return fail(400, 'the user is not known to this site');
      return {
        kind: 'redirect',
        location: paths.course(created.id),
        cookie: sessionCookie({
          wsUserId: owner.id,
          courseId: created.id,
          role: 'Instructor',
          locale: localeOf(single(params, 'launch_presentation_locale')),
          expires: now + SESSION_SECONDS,
        }),
      };
    },

    /** The course page: sections with their assessments (students: not the unscheduled ones). */
    async coursePage(request: PageRequest): Promise<SiteAnswer> {
      const ctx = await open(request);
      if (!ctx.ok) return ctx.answer;
      const { texts, course } = ctx;
      const [sections, assessments, scores] = await Promise.all([
        repo.listSections(db, course.id),
        repo.listAssessments(db, course.id),
        ctx.instructor ? Promise.resolve([]) : repo.listStudentScores(db, course.id, ctx.me.id),
      ]);
      const scoreOf = new Map(scores.map((s) => [s.assessmentId, s.score]));
      const rows = assessments.flatMap((a): Array<CourseRowView & { sectionId: number | null }> => {
        const status = assessmentStatus({ startdate: a.startDate, enddate: a.endDate }, ctx.now);
        if (!ctx.instructor && status === 'Unscheduled') return [];
        const score = scoreOf.get(a.id);
        const href = ctx.instructor
          ? paths.assessment(course.id, a.id)
          : status === 'Open'
            ? paths.assessment(course.id, a.id)
            : score !== undefined || status === 'Closed'
              ? paths.result(course.id, a.id)
              : null;
        const linkText = fill(href?.endsWith('/result') ? texts.viewResult : texts.take, {
          name: a.name,
        });
        return [
          {
            id: a.id,
            sectionId: a.sectionId,
            name: a.name,
            status,
            startdate: a.startDate,
            enddate: a.endDate,
            ptsPoss: a.ptsPoss,
            href,
            linkText,
            ...(ctx.instructor
              ? {}
              : {
                  score: score === undefined ? texts.notTaken : formatScore(ctx, score, a.ptsPoss),
                }),
          },
        ];
      });
      const known = new Set(sections.map((s) => s.id));
      const view = {
        courseName: course.name,
        sections: [
          ...sections.map((s) => ({
            name: s.name,
            rows: rows.filter((r) => r.sectionId === s.id),
          })),
          {
            name: texts.sectionOther,
            rows: rows.filter((r) => r.sectionId === null || !known.has(r.sectionId)),
          },
        ],
      };
      return page(200, coursePage(ctx.chrome, view));
    },

    /** GET practice: the open practice's list (the template courses' assessments). */
    async practiceList(request: Omit<PageRequest, 'courseId'>): Promise<SiteAnswer> {
      const ctx = await openPractice(request);
      if (!ctx.ok) return ctx.answer;
      const courses = await repo.listTemplateCourses(db);
      const listed = await Promise.all(
        courses.map(async (course) => ({
          name: course.name,
          assessments: (await repo.listAssessments(db, course.id)).map((a) => ({
            name: a.name,
            href: paths.practiceAssessment(course.id, a.id),
          })),
        })),
      );
      return page(200, practicePage(ctx.chrome, listed));
    },

    /**
     * GET and POST practice/{c}/{a}: a template course's assessment, taken as often as wanted;
     * a submission is graded at once with the correct answers and NEVER written (no ws_scores).
     */
    async practiceAssessment(
      request: Omit<PageRequest, 'courseId'> & {
        courseId: number;
        assessmentId: number;
        form?: Record<string, unknown>;
      },
    ): Promise<SiteAnswer> {
      const ctx = await openPractice(request);
      if (!ctx.ok) return ctx.answer;
      const { texts } = ctx;
      const course = await repo.findCourse(db, request.courseId);
      const assessment =
        course?.isTemplate === true
          ? await repo.findAssessment(db, course.id, request.assessmentId)
          : undefined;
      if (!assessment) {
        return page(404, messagePage(texts, texts.notFoundTitle, texts.notFound, {}, ctx.chrome));
      }
      const questions = await repo.listQuestions(db, assessment.id);
      if (!request.form) {
        return page(
          200,
          takePage(
            { ...ctx.chrome, title: assessment.name },
            {
              name: assessment.name,
              summary: assessment.summary,
              status: 'Open',
              questions,
              action: paths.practiceAssessment(request.courseId, assessment.id),
              csrf: ctx.csrf,
              canSubmit: true,
              preview: true,
              note: texts.practiceNote,
            },
          ),
        );
      }
      if (!ctx.checkCsrf(request.form.csrf)) {
        return page(
          403,
          messagePage(texts, texts.forbiddenTitle, texts.formExpired, {}, ctx.chrome),
        );
      }
      const answers = formAnswers(questions, request.form);
      const grade = gradeSubmission(questions, answers, assessment.ptsPoss);
      return page(
        200,
        resultPage(
          { ...ctx.chrome, title: fill(texts.resultTitle, { name: assessment.name }) },
          {
            name: assessment.name,
            status: 'Open',
            recorded: null,
            attempt: scoreText(texts, grade.score, assessment.ptsPoss, false),
            questions: resultQuestions(questions, answers, true),
            preview: true,
            note: texts.practiceNote,
            backHref: paths.practice,
            backText: texts.practiceBack,
          },
        ),
      );
    },

    /** An assessment to take (students while Open; instructors preview it). */
    async takePage(request: PageRequest & { assessmentId: number }): Promise<SiteAnswer> {
      const ctx = await open(request);
      if (!ctx.ok) return ctx.answer;
      const assessment = await repo.findAssessment(db, ctx.course.id, request.assessmentId);
      if (!assessment) return ctx.notFound();
      const status = assessmentStatus(
        { startdate: assessment.startDate, enddate: assessment.endDate },
        ctx.now,
      );
      if (!ctx.instructor && status === 'Unscheduled') return ctx.notFound();
      const [questions, score] = await Promise.all([
        repo.listQuestions(db, assessment.id),
        ctx.records ? repo.findScore(db, assessment.id, ctx.me.id) : Promise.resolve(undefined),
      ]);
      return page(
        200,
        takePage(
          { ...ctx.chrome, title: assessment.name },
          {
            name: assessment.name,
            summary: assessment.summary,
            status,
            questions,
            action: paths.assessment(ctx.course.id, assessment.id),
            csrf: ctx.csrf,
            canSubmit: ctx.instructor || status === 'Open',
            preview: !ctx.records,
            ...(score ? { recorded: formatScore(ctx, score.score, assessment.ptsPoss) } : {}),
          },
        ),
      );
    },

    /** A submission: graded; a student's score is written to ws_scores (best attempt kept). */
    async submit(
      request: PageRequest & { assessmentId: number; form: Record<string, unknown> },
    ): Promise<SiteAnswer> {
      const ctx = await open(request);
      if (!ctx.ok) return ctx.answer;
      const { texts } = ctx;
      const assessment = await repo.findAssessment(db, ctx.course.id, request.assessmentId);
      if (!assessment) return ctx.notFound();
      if (!ctx.checkCsrf(request.form.csrf)) {
        return page(
          403,
          messagePage(texts, texts.forbiddenTitle, texts.formExpired, {}, ctx.chrome),
        );
      }
      const status = assessmentStatus(
        { startdate: assessment.startDate, enddate: assessment.endDate },
        ctx.now,
      );
      if (!ctx.instructor && status !== 'Open') {
        return page(
          403,
          messagePage(
            texts,
            assessment.name,
            texts.notOpen,
            {
              link: { href: paths.course(ctx.course.id), text: texts.navCourse },
            },
            ctx.chrome,
          ),
        );
      }
      const questions = await repo.listQuestions(db, assessment.id);
      const answers = formAnswers(questions, request.form);
      const grade = gradeSubmission(questions, answers, assessment.ptsPoss);
      let recorded: number | null = null;
      if (ctx.records) {
        recorded = await repo.saveSubmission(db, {
          assessmentId: assessment.id,
          wsUserId: ctx.me.id,
          courseId: ctx.course.id,
          score: grade.score,
          answers,
        });
      }
      return page(
        200,
        resultPage(
          { ...ctx.chrome, title: fill(texts.resultTitle, { name: assessment.name }) },
          {
            name: assessment.name,
            status,
            recorded: recorded === null ? null : formatScore(ctx, recorded, assessment.ptsPoss),
            attempt: formatScore(ctx, grade.score, assessment.ptsPoss),
            questions: resultQuestions(questions, answers, ctx.instructor || status === 'Closed'),
            preview: !ctx.records,
            backHref: paths.course(ctx.course.id),
          },
        ),
      );
    },

    /** stuview: the caller's own result on one assessment. */
    async resultPage(request: PageRequest & { assessmentId: number }): Promise<SiteAnswer> {
      const ctx = await open(request);
      if (!ctx.ok) return ctx.answer;
      const assessment = await repo.findAssessment(db, ctx.course.id, request.assessmentId);
      if (!assessment) return ctx.notFound();
      const status = assessmentStatus(
        { startdate: assessment.startDate, enddate: assessment.endDate },
        ctx.now,
      );
      const [questions, score] = await Promise.all([
        repo.listQuestions(db, assessment.id),
        repo.findScore(db, assessment.id, ctx.me.id),
      ]);
      return page(
        200,
        resultPage(
          { ...ctx.chrome, title: fill(ctx.texts.resultTitle, { name: assessment.name }) },
          {
            name: assessment.name,
            status,
            recorded: score ? formatScore(ctx, score.score, assessment.ptsPoss) : null,
            questions: score
              ? resultQuestions(questions, score.answers, ctx.instructor || status === 'Closed')
              : [],
            backHref: paths.course(ctx.course.id),
          },
        ),
      );
    },

    /**
     * gbviewassess: a student's scores in the course (their own; an instructor's session sees any
     * student's, and without a student the list of students).
     */
    async gradebookPage(request: PageRequest & { studentWsId?: number }): Promise<SiteAnswer> {
      const ctx = await open(request);
      if (!ctx.ok) return ctx.answer;
      const { course, texts } = ctx;
      const studentWsId = request.studentWsId ?? (ctx.instructor ? undefined : ctx.me.id);
      if (studentWsId === undefined) {
        const students = await repo.listStudents(db, course.id);
        return page(
          200,
          rosterPage(
            { ...ctx.chrome, title: fill(texts.gradebookTitle, { name: course.name }) },
            {
              courseName: course.name,
              students: students.map((s) => ({
                name: personName(s),
                href: paths.gradebook(course.id, s.id),
              })),
              exportHref: paths.exportCsv(course.id),
            },
          ),
        );
      }
      const self = studentWsId === ctx.me.id;
      if (!self && !ctx.readsOthers) return ctx.forbidden();
      const student = self ? ctx.me : await repo.findWsUser(db, studentWsId);
      if (!student || (!self && !(await repo.isStudentOf(db, course.id, studentWsId)))) {
        return ctx.notFound();
      }
      const [assessments, scores] = await Promise.all([
        repo.listAssessments(db, course.id),
        repo.listStudentScores(db, course.id, studentWsId),
      ]);
      const scoreOf = new Map(scores.map((s) => [s.assessmentId, s.score]));
      const rows = assessments.flatMap((a) => {
        const status = assessmentStatus({ startdate: a.startDate, enddate: a.endDate }, ctx.now);
        if (!ctx.instructor && status === 'Unscheduled') return [];
        const score = scoreOf.get(a.id);
        const href = self
          ? score !== undefined
            ? paths.result(course.id, a.id)
            : null
          : paths.teach(course.id, a.id, studentWsId);
        return [
          {
            name: a.name,
            status,
            enddate: a.endDate,
            score: score === undefined ? texts.notTaken : formatScore(ctx, score, a.ptsPoss),
            href,
            linkText: fill(self ? texts.viewResult : texts.grade, { name: a.name }),
          },
        ];
      });
      const studentName = personName(student);
      return page(
        200,
        studentGradebookPage(
          { ...ctx.chrome, title: fill(texts.gradebookTitle, { name: studentName }) },
          { studentName, rows },
        ),
      );
    },

    /**
     * The course's gradebook as CSV (spec 3 §7 "gradebook export"), for those who read other
     * students' work: one row per student (last, first), one column per assessment (its points
     * in the header), scores in points.
     */
    async exportGradebook(request: PageRequest): Promise<SiteAnswer> {
      const ctx = await open(request);
      if (!ctx.ok) return ctx.answer;
      if (!ctx.readsOthers) return ctx.forbidden();
      const { course, texts } = ctx;
      const [students, assessments, scores] = await Promise.all([
        repo.listStudents(db, course.id),
        repo.listAssessments(db, course.id),
        repo.listCourseScores(db, course.id),
      ]);
      const scoreOf = new Map(scores.map((s) => [`${s.wsUserId}:${s.assessmentId}`, s.score]));
      const rows: Array<Array<string | number>> = [
        [texts.csvStudent, ...assessments.map((a) => `${a.name} (${a.ptsPoss})`)],
        ...students.map((s) => [
          [s.lastName, s.firstName].filter(Boolean).join(', ') || s.username,
          ...assessments.map((a) => scoreOf.get(`${s.id}:${a.id}`) ?? ''),
        ]),
      ];
      return {
        kind: 'file',
        filename: `gradebook-${course.id}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: csv(rows),
      };
    },

    /** teachview: a student's answers and the form to change the score (graders only). */
    async teachPage(
      request: PageRequest & {
        assessmentId: number;
        studentWsId: number;
        saved?: boolean;
        form?: Record<string, unknown>;
      },
    ): Promise<SiteAnswer> {
      const ctx = await open(request);
      if (!ctx.ok) return ctx.answer;
      const { course, texts } = ctx;
      // The session's role was checked at launch; the course may have changed since.
      if (!ctx.readsOthers) return ctx.forbidden();
      if (request.form && !ctx.grades) return ctx.forbidden(texts.notInstructor);
      const assessment = await repo.findAssessment(db, course.id, request.assessmentId);
      if (!assessment || !(await repo.isStudentOf(db, course.id, request.studentWsId))) {
        return ctx.notFound();
      }
      const student = await repo.findWsUser(db, request.studentWsId);
      if (!student) return ctx.notFound();

      let error: string | null = null;
      if (request.form) {
        if (!ctx.checkCsrf(request.form.csrf)) {
          return page(
            403,
            messagePage(texts, texts.forbiddenTitle, texts.formExpired, {}, ctx.chrome),
          );
        }
        const raw = typeof request.form.score === 'string' ? request.form.score.trim() : '';
        const value = raw === '' ? NaN : Number(raw);
        if (!Number.isFinite(value) || value < 0 || value > assessment.ptsPoss) {
          error = fill(texts.scoreInvalid, { max: assessment.ptsPoss });
        } else {
          await repo.setScore(db, {
            assessmentId: assessment.id,
            wsUserId: student.id,
            courseId: course.id,
            score: round2(value),
          });
          return {
            kind: 'redirect',
            location: `${paths.teach(course.id, assessment.id, student.id)}?saved=1`,
          };
        }
      }
      const status = assessmentStatus(
        { startdate: assessment.startDate, enddate: assessment.endDate },
        ctx.now,
      );
      const [questions, score] = await Promise.all([
        repo.listQuestions(db, assessment.id),
        repo.findScore(db, assessment.id, student.id),
      ]);
      const studentName = personName(student);
      return page(
        error ? 400 : 200,
        teachPage(
          {
            ...ctx.chrome,
            title: fill(texts.teachTitle, { student: studentName, assessment: assessment.name }),
          },
          {
            studentName,
            name: assessment.name,
            status,
            recorded: score ? formatScore(ctx, score.score, assessment.ptsPoss) : null,
            max: assessment.ptsPoss,
            currentScore: score?.score ?? null,
            questions: resultQuestions(questions, score ? score.answers : null, true),
            action: paths.teach(course.id, assessment.id, student.id),
            csrf: ctx.csrf,
            saved: Boolean(request.saved) && !error,
            error,
            canGrade: ctx.grades,
          },
        ),
      );
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
export type { WorksheetsTarget };
