import type { FastifyRequest } from 'fastify';
import { assessmentStatus } from '@common/domain/assessment-status';
import type { z } from 'zod';
import {
  INSTRUCTOR_RIGHTS,
  enrollKey,
  type Course,
  type CourseData,
  type Score,
  type addCourseBodySchema,
  type assessmentUpdateBodySchema,
  type scoreBodySchema,
} from '@common/schemas/worksheets';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import * as groupsRepo from '../groups/repository';
import { groupAccess, loadGroup } from '../groups/access';
import {
  WS_MESSAGES,
  courseAccess,
  holdsInstructorRole,
  managedCourse,
  readableCourse,
  requireUserAccess,
  type CourseAccess,
} from './access';
import { createCourseFromTemplate } from './course-service';
import { toAssessment, toCourse, toItem, toQuestion, toSyllabus } from './mappers';
import * as repo from './repository';
import {
  assessmentDatesProblem,
  groupOfCourse,
  readsAllScores,
  scoreProblem,
  setsScores,
  strongestRole,
  type CourseRole,
} from './rules';

/**
 * The course calls of the worksheets service (spec 3 §7): course creation and connection, the
 * course reads, dates, grading mode, tutor grading and scores. Access first (access.ts), then the
 * rules (rules.ts), then the repository. `now` is injectable for tests.
 */
export function createWorksheetsService(db: Db, now: () => number = Date.now) {
  /** The caller's relation to each course, and the courses as the API answers them. */
  async function rolesFor(callerId: string, courses: readonly repo.CourseRow[]) {
    const ws = await repo.findWsUserByUserId(db, callerId);
    const memberships = ws ? await repo.membershipsOf(db, ws.id) : [];
    const roles = new Map<number, CourseRole>();
    for (const c of courses) {
      const mine = memberships.filter((m) => m.courseId === c.id).map((m) => m.role);
      roles.set(c.id, strongestRole(ws !== undefined && c.ownerWsId === ws.id, mine));
    }
    return { roles, wsId: ws?.id ?? null };
  }

  async function toCourses(
    courses: readonly repo.CourseRow[],
    roles: ReadonlyMap<number, CourseRole>,
  ): Promise<Course[]> {
    const sections = await repo.countSections(
      db,
      courses.map((c) => c.id),
    );
    return courses.map((c) => toCourse(c, roles.get(c.id) ?? 'none', sections.get(c.id) ?? 0));
  }

  async function courseOf(access: CourseAccess): Promise<Course> {
    const sections = await repo.countSections(db, [access.course.id]);
    return toCourse(access.course, access.role, sections.get(access.course.id) ?? 0);
  }

  /** The scores of `courseIds` the caller may read: all for managers and tutors, else their own. */
  async function readableScores(
    courseIds: readonly number[],
    roles: ReadonlyMap<number, CourseRole>,
    wsId: number | null,
  ): Promise<Score[]> {
    const all = courseIds.filter((id) => readsAllScores(roles.get(id) ?? 'none'));
    const own = courseIds.filter((id) => roles.get(id) === 'student');
    const [a, b] = await Promise.all([
      repo.listScores(db, { courseIds: all }),
      wsId === null ? [] : repo.listScores(db, { courseIds: own, wsId }),
    ]);
    return [...a, ...b];
  }

  /** An assessment of a course the caller may read. */
  async function readableAssessment(callerId: string, assessmentId: number) {
    const assessment = await repo.findAssessment(db, assessmentId);
    if (!assessment) throw new HttpError(404, WS_MESSAGES.assessmentNotFound);
    const course = await repo.findCourse(db, assessment.courseId);
    const access = course && !course.isTemplate && (await courseAccess(db, callerId, course));
    if (!access || access.role === 'none') {
      throw new HttpError(404, WS_MESSAGES.assessmentNotFound);
    }
    return { assessment, access };
  }

  async function courseData(access: CourseAccess): Promise<CourseData> {
    const id = access.course.id;
    const [assessments, items, sections] = await Promise.all([
      repo.listAssessments(db, [id]),
      repo.listItems(db, [id]),
      repo.listSections(db, id),
    ]);
    const roles = new Map([[id, access.role]]);
    return {
      courseid: id,
      assessmentsData: assessments.map(toAssessment),
      itemsData: items.map(toItem),
      gbschemeData: { defgbmode: toCourse(access.course, access.role, 0).gbmode },
      course: toCourse(access.course, access.role, sections.length),
      syllabus: toSyllabus(id, sections, items),
      scores: await readableScores([id], roles, access.wsId),
    };
  }

  /** A course with its assessments and the given scores (top-with-data, courses-with-data). */
  async function withData(courses: Course[], scores: Score[]) {
    const assessments = await repo.listAssessments(
      db,
      courses.map((c) => c.id),
    );
    return courses.map((c) => ({
      ...c,
      assessments: assessments.filter((a) => a.courseId === c.id).map(toAssessment),
      scores: scores.filter((s) => s.courseid === c.id),
    }));
  }

  async function setScore(request: FastifyRequest, body: z.output<typeof scoreBodySchema>) {
    const auth = requireAuth(request);
    const { assessment, access } = await readableAssessment(auth.userId, body.assessmentid);
    if (!setsScores(access.role, access.course.tutorGrading)) {
      throw new HttpError(403, WS_MESSAGES.notGraders);
    }
    const student = await repo.findWsUser(db, body.studentid);
    const roles = student ? await repo.memberRolesOf(db, access.course.id, student.id) : [];
    if (!student || !roles.includes('student')) throw new HttpError(404, WS_MESSAGES.notStudent);
    const problem = scoreProblem(body.score, assessment.ptsPoss);
    if (problem) throw new HttpError(400, `score: ${problem}`);
    await repo.upsertScore(db, {
      assessmentId: assessment.id,
      wsUserId: student.id,
      courseId: access.course.id,
      score: body.score,
    });
    return {
      status: 'ok' as const,
      courseid: access.course.id,
      assessmentid: assessment.id,
      studentid: student.id,
      userId: student.userId,
      score: body.score,
    };
  }

  /** The user's courses (owned or a member of), as the caller sees them. */
  async function coursesOfUser(userId: string) {
    const ws = await repo.findWsUserByUserId(db, userId);
    if (!ws) return { ws: undefined, courses: [] as repo.CourseRow[] };
    return { ws, courses: await repo.listCoursesOfWsUser(db, ws.id) };
  }

  return {
    /**
     * `POST addcourse {template, groupId, name?}`: the group's owner copies a syllabus template
     * into the group's course (enroll key `enroll::{groupId}`), owned by their worksheets user.
     */
    async addCourse(request: FastifyRequest, body: z.output<typeof addCourseBodySchema>) {
      const auth = requireAuth(request);
      const group = await loadGroup(db, body.groupId);
      if (group.ownerId !== auth.userId) {
        const access = await groupAccess(db, auth.userId, group.id);
        if (!access.isStudentMember && !access.isCoInstructor) {
          throw new HttpError(404, WS_MESSAGES.groupNotFound);
        }
        throw new HttpError(403, WS_MESSAGES.onlyGroupOwner);
      }
      const key = enrollKey(group.id);
      if (await repo.findCourseByEnrollKey(db, key)) {
        throw new HttpError(409, WS_MESSAGES.courseTaken);
      }
      const rights = (await holdsInstructorRole(db, auth.userId)) ? INSTRUCTOR_RIGHTS : 10;
      const course = await db.transaction(async (tx) => {
        const existing = await repo.findWsUserByUserId(tx, auth.userId);
        const ws = existing ?? (await repo.ensureWsUser(tx, auth.userId, rights));
        return createCourseFromTemplate(tx, {
          templateId: body.template,
          name: body.name ?? group.name,
          ownerWsId: ws.id,
          enrollKey: key,
        });
      });
      return courseOf({ course, role: 'owner', wsId: course.ownerWsId });
    },

    /**
     * `POST lti-connect/{groupId}`: connects the group's course (found by its enroll key) to the
     * group; the group's owner or a co-instructor.
     */
    async ltiConnect(request: FastifyRequest, groupId: number) {
      const auth = requireAuth(request);
      const access = await groupAccess(db, auth.userId, groupId);
      if (!access.canManageMembers) {
        if (!access.isStudentMember) throw new HttpError(404, WS_MESSAGES.groupNotFound);
        throw new HttpError(403, WS_MESSAGES.onlyGroupTeachers);
      }
      const course = await repo.findCourseByEnrollKey(db, enrollKey(groupId));
      if (!course) return { status: 'imas course not found for group' };
      if (course.groupId !== groupId) await repo.updateCourse(db, course.id, { groupId });
      const connected = (await repo.findCourse(db, course.id))!;
      return {
        status: 'connected',
        course: await courseOf(await courseAccess(db, auth.userId, connected)),
      };
    },

    /** `POST set-tutor-grading/{courseId}`: a manager allows tutor grading. */
    async setTutorGrading(request: FastifyRequest, courseId: number) {
      const access = await managedCourse(db, requireAuth(request).userId, courseId);
      await repo.updateCourse(db, courseId, { tutorGrading: true });
      return courseOf({ ...access, course: { ...access.course, tutorGrading: true } });
    },

    /** `POST update-gb-mode {courseid, mode}`: a manager sets the grading mode (21 / 400021). */
    async updateGbMode(request: FastifyRequest, courseId: number, mode: number) {
      const access = await managedCourse(db, requireAuth(request).userId, courseId);
      await repo.updateCourse(db, courseId, { gbMode: mode });
      return courseOf({ ...access, course: { ...access.course, gbMode: mode } });
    },

    /**
     * `POST assignments-courses {groups}`: the courses of those groups the caller is in (owner,
     * member, or a member of the course), in the order of `groups`. A group member not yet in
     * the course gets it with role 'none'; other groups are left out.
     */
    async assignmentsCourses(request: FastifyRequest, groupIds: readonly number[]) {
      const auth = requireAuth(request);
      const courses = await repo.listCoursesByEnrollKeys(db, groupIds.map(enrollKey));
      const { roles } = await rolesFor(auth.userId, courses);
      const [myRoles, groups] = await Promise.all([
        groupsRepo.memberRoles(db, auth.userId),
        groupsRepo.listGroupsByIds(db, groupIds),
      ]);
      const inGroup = new Set([
        ...myRoles.map((m) => m.groupId),
        ...groups.filter((g) => g.ownerId === auth.userId).map((g) => g.id),
      ]);
      const byGroup = new Map(courses.map((c) => [groupOfCourse(c), c]));
      const visible = [...new Set(groupIds)].flatMap((id) => {
        const c = byGroup.get(id);
        return c && (roles.get(c.id) !== 'none' || inGroup.has(id)) ? [c] : [];
      });
      return toCourses(visible, roles);
    },

    /** `POST assessments-and-items {courseIDs}`: one entry per course the caller may read. */
    async assessmentsAndItemsList(request: FastifyRequest, courseIds: readonly number[]) {
      const auth = requireAuth(request);
      const courses = await repo.listCoursesByIds(db, courseIds);
      const { roles } = await rolesFor(auth.userId, courses);
      const readable = courseIds.filter((id) => (roles.get(id) ?? 'none') !== 'none');
      const unique = [...new Set(readable)];
      const [assessments, items] = await Promise.all([
        repo.listAssessments(db, unique),
        repo.listItems(db, unique),
      ]);
      return unique.map((id) => ({
        courseid: id,
        assessmentsData: assessments.filter((a) => a.courseId === id).map(toAssessment),
        itemsData: items.filter((i) => i.courseId === id).map(toItem),
      }));
    },

    /** `GET assessments-and-items/{courseId}`: the course with its data and readable scores. */
    async courseData(request: FastifyRequest, courseId: number): Promise<CourseData> {
      return courseData(await readableCourse(db, requireAuth(request).userId, courseId));
    },

    async assessments(request: FastifyRequest, courseId: number) {
      await readableCourse(db, requireAuth(request).userId, courseId);
      return (await repo.listAssessments(db, [courseId])).map(toAssessment);
    },

    async items(request: FastifyRequest, courseId: number) {
      await readableCourse(db, requireAuth(request).userId, courseId);
      return (await repo.listItems(db, [courseId])).map(toItem);
    },

    async syllabus(request: FastifyRequest, courseId: number) {
      await readableCourse(db, requireAuth(request).userId, courseId);
      const [sections, items] = await Promise.all([
        repo.listSections(db, courseId),
        repo.listItems(db, [courseId]),
      ]);
      return toSyllabus(courseId, sections, items);
    },

    /** `GET course_owners/{id}`: the owner, then the co-instructors, of a readable course. */
    async courseOwners(request: FastifyRequest, courseId: number) {
      const { course } = await readableCourse(db, requireAuth(request).userId, courseId);
      const { owner, coInstructors } = await repo.listCourseTeachers(db, course);
      const person = (role: 'owner' | 'co-instructor') => (p: (typeof owner)[number]) => ({
        userId: p.userId,
        wsId: p.wsId,
        role,
        firstName: p.firstName ?? '',
        lastName: p.lastName ?? '',
      });
      return [...owner.map(person('owner')), ...coInstructors.map(person('co-instructor'))];
    },

    /**
     * `GET top-with-data`: the caller's courses (owned or a member of), newest first, each with
     * its assessments and the scores the caller may read.
     */
    async topWithData(request: FastifyRequest) {
      const auth = requireAuth(request);
      const { courses } = await coursesOfUser(auth.userId);
      const { roles, wsId } = await rolesFor(auth.userId, courses);
      const scores = await readableScores(
        courses.map((c) => c.id),
        roles,
        wsId,
      );
      return withData(await toCourses(courses, roles), scores);
    },

    /** `GET assessment-questions/{assessmentId}`: never the answers; students once it opened. */
    async questions(request: FastifyRequest, assessmentId: number) {
      const auth = requireAuth(request);
      const { assessment, access } = await readableAssessment(auth.userId, assessmentId);
      if (access.role === 'student') {
        const status = assessmentStatus(
          { startdate: assessment.startDate, enddate: assessment.endDate },
          now() / 1000,
        );
        if (status === 'Upcoming' || status === 'Unscheduled') {
          throw new HttpError(403, WS_MESSAGES.notOpen);
        }
      }
      return (await repo.listQuestions(db, [assessment.id])).map(toQuestion);
    },

    /**
     * `GET courses/{ownerId}`, `tutored-courses/{userId}`, `student-courses/{userId}`: the user's
     * courses in that role (the user themself, or a teacher of theirs), role as the caller's.
     */
    async coursesOf(request: FastifyRequest, userId: string, which: 'owner' | 'tutor' | 'student') {
      const auth = requireAuth(request);
      await requireUserAccess(db, auth.userId, userId);
      const { ws, courses } = await coursesOfUser(userId);
      if (!ws) return [];
      const memberships = await repo.membershipsOf(db, ws.id);
      const inRole = new Set(memberships.filter((m) => m.role === which).map((m) => m.courseId));
      const chosen = courses.filter((c) =>
        which === 'owner' ? c.ownerWsId === ws.id : inRole.has(c.id),
      );
      const mine = await rolesFor(auth.userId, chosen);
      return toCourses(chosen, mine.roles);
    },

    /**
     * `GET courses-with-data/{userId}`: the user's courses with their assessments and the user's
     * scores; a teacher of the user sees only the courses whose scores they may read.
     */
    async coursesWithData(request: FastifyRequest, userId: string) {
      const auth = requireAuth(request);
      const who = await requireUserAccess(db, auth.userId, userId);
      const { ws, courses } = await coursesOfUser(userId);
      if (!ws) return [];
      const mine = await rolesFor(auth.userId, courses);
      const visible =
        who === 'self'
          ? courses
          : courses.filter((c) => readsAllScores(mine.roles.get(c.id) ?? 'none'));
      const scores = await repo.listScores(db, {
        courseIds: visible.map((c) => c.id),
        wsId: ws.id,
      });
      return withData(await toCourses(visible, mine.roles), scores);
    },

    /** `GET key-lookup/{groupId}`: the group's course, or `{error: true}`; members of the group. */
    async keyLookup(request: FastifyRequest, groupId: number) {
      const auth = requireAuth(request);
      const group = await groupsRepo.findGroup(db, groupId);
      if (!group) throw new HttpError(404, WS_MESSAGES.groupNotFound);
      const course = await repo.findCourseByEnrollKey(db, enrollKey(groupId));
      const member =
        group.ownerId === auth.userId ||
        (await groupsRepo.findMemberRole(db, groupId, auth.userId)) !== undefined;
      const access = course ? await courseAccess(db, auth.userId, course) : undefined;
      if (!member && (!access || access.role === 'none')) {
        throw new HttpError(404, WS_MESSAGES.groupNotFound);
      }
      if (!access) return { error: true as const };
      return courseOf(access);
    },

    /**
     * `PUT assessments/{id}`: a manager changes the dates (and only the dates); other fields of
     * the body are ignored. 400 (nothing changed) for dates out of the rules.
     */
    async updateAssessment(
      request: FastifyRequest,
      assessmentId: number,
      body: z.output<typeof assessmentUpdateBodySchema>,
    ) {
      const auth = requireAuth(request);
      if (body.id !== undefined && body.id !== assessmentId) {
        throw new HttpError(400, WS_MESSAGES.idMismatch);
      }
      const { assessment, access } = await readableAssessment(auth.userId, assessmentId);
      if (access.role !== 'owner' && access.role !== 'co-instructor') {
        throw new HttpError(403, WS_MESSAGES.onlyManagers);
      }
      const problem = assessmentDatesProblem(body.startdate, body.enddate, now());
      if (problem) throw new HttpError(400, problem);
      return toAssessment(
        await repo.updateAssessmentDates(db, assessment.id, body.startdate, body.enddate),
      );
    },

    /** `POST` and `PUT assessment-scores`: set a student's score (0..ptsposs). */
    setScore,

    /**
     * `GET user-scores/{userId}`: the user's scores; the user sees all of theirs, a teacher those
     * of the courses they manage or tutor.
     */
    async userScores(request: FastifyRequest, userId: string) {
      const auth = requireAuth(request);
      const who = await requireUserAccess(db, auth.userId, userId);
      const ws = await repo.findWsUserByUserId(db, userId);
      if (!ws) return [];
      const scores = await repo.listScores(db, { wsId: ws.id });
      if (who === 'self') return scores;
      const courses = await repo.listCoursesByIds(db, [...new Set(scores.map((s) => s.courseid))]);
      const { roles } = await rolesFor(auth.userId, courses);
      return scores.filter((s) => readsAllScores(roles.get(s.courseid) ?? 'none'));
    },

    /** `GET assessment-scores/{assessmentId}`: every score for managers and tutors, else one's own. */
    async assessmentScores(request: FastifyRequest, assessmentId: number) {
      const auth = requireAuth(request);
      const { assessment, access } = await readableAssessment(auth.userId, assessmentId);
      if (readsAllScores(access.role)) return repo.listScores(db, { assessmentId: assessment.id });
      if (access.wsId === null) return [];
      return repo.listScores(db, { assessmentId: assessment.id, wsId: access.wsId });
    },
  };
}
