import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  INSTRUCTOR_RIGHTS,
  enrollKey,
  type MemberChange,
  type coInstructorBodySchema,
  type groupExitBodySchema,
  type groupJoinBodySchema,
  type removeCoInstructorBodySchema,
  type setInstructorBodySchema,
  type tutorBodySchema,
  type userConnectBodySchema,
} from '@common/schemas/worksheets';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import {
  WS_MESSAGES,
  courseAccess,
  groupRoleOf,
  holdsInstructorRole,
  managedCourse,
  readableCourse,
  teachesUser,
} from './access';
import * as repo from './repository';
import { isManager, strongestRole } from './rules';

type UserConnect = z.output<typeof userConnectBodySchema>;

/**
 * Worksheets users and course members (spec 1 §7, spec 3 §7): user-connect, users-connect,
 * set-instructor, group join / exit / makeCoInstructor / removeCoInstructor,
 * remove-co-instructor, make-tutor, remove-tutor. Every check comes before any write, so a
 * refused call changes nothing.
 */
export function createMembersService(db: Db) {
  /** The user may be connected by the caller: themself, or a student of the caller's groups. */
  async function mayConnect(callerId: string, userId: string) {
    return callerId === userId || (await teachesUser(db, callerId, userId));
  }

  /** Rights 40 only when asked for and the user really is an instructor; never lowered. */
  async function connect(tx: Db, user: UserConnect) {
    const instructor = user.isInstructor && (await holdsInstructorRole(tx, user.SID));
    const wanted = instructor ? INSTRUCTOR_RIGHTS : 10;
    const row = await repo.ensureWsUser(tx, user.SID, wanted);
    if (row.rights < wanted) return repo.setRights(tx, row.id, wanted);
    return row;
  }

  async function wsUserOrThrow(wsId: number) {
    const ws = await repo.findWsUser(db, wsId);
    if (!ws) throw new HttpError(404, WS_MESSAGES.wsUserNotFound);
    return ws;
  }

  async function change(courseId: number, wsId: number | null): Promise<MemberChange> {
    const course = await repo.findCourse(db, courseId);
    const roles = wsId === null ? [] : await repo.memberRolesOf(db, courseId, wsId);
    return {
      status: 'ok',
      courseid: courseId,
      wsId,
      role: strongestRole(course?.ownerWsId === wsId && wsId !== null, roles),
    };
  }

  /** Removes the co-instructor row: the course's owner does it, or the co-instructor themself. */
  async function dropCoInstructor(callerId: string, courseId: number, wsId: number) {
    const access = await readableCourse(db, callerId, courseId);
    if (access.role !== 'owner' && access.wsId !== wsId) {
      throw new HttpError(403, WS_MESSAGES.onlyOwner);
    }
    await repo.removeMember(db, courseId, wsId, ['co-instructor']);
    return change(courseId, wsId);
  }

  return {
    /** `POST user-connect`: the user's worksheets id and rights (made when missing). */
    async userConnect(request: FastifyRequest, body: UserConnect) {
      const auth = requireAuth(request);
      if (!(await mayConnect(auth.userId, body.SID))) {
        throw new HttpError(403, WS_MESSAGES.notYourUser);
      }
      const row = await db.transaction((tx) => connect(tx, body));
      return { id: row.id, rights: row.rights };
    },

    /** `POST users-connect`: many users at once (all or nothing), keyed by user id. */
    async usersConnect(request: FastifyRequest, users: readonly UserConnect[]) {
      const auth = requireAuth(request);
      for (const user of users) {
        if (!(await mayConnect(auth.userId, user.SID))) {
          throw new HttpError(403, WS_MESSAGES.notYourUser);
        }
      }
      const answer: Record<string, { id: number }> = {};
      await db.transaction(async (tx) => {
        for (const user of users) answer[user.SID] = { id: (await connect(tx, user)).id };
      });
      return answer;
    },

    /** `POST set-instructor`: an instructor raises their own rights to 40 (never lowers them). */
    async setInstructor(request: FastifyRequest, body: z.output<typeof setInstructorBodySchema>) {
      const auth = requireAuth(request);
      const ws = await repo.findWsUserByUserId(db, auth.userId);
      if (!ws || ws.id !== body.id) throw new HttpError(403, WS_MESSAGES.onlySelf);
      if (!body.isInstructor || ws.rights >= INSTRUCTOR_RIGHTS) {
        return { id: ws.id, rights: ws.rights };
      }
      if (!(await holdsInstructorRole(db, auth.userId))) {
        throw new HttpError(403, WS_MESSAGES.onlyInstructors);
      }
      const row = await repo.setRights(db, ws.id, INSTRUCTOR_RIGHTS);
      return { id: row.id, rights: row.rights };
    },

    /**
     * `POST group/join {userid, courseid}`: a member of the course's group joins its course
     * (a student as a student, an instructor member as a co-instructor); the caller is that
     * member, or a manager of the course adding a member of its group (the syllabus attach flow).
     */
    async join(request: FastifyRequest, body: z.output<typeof groupJoinBodySchema>) {
      const auth = requireAuth(request);
      const course = await repo.findCourse(db, body.courseid);
      if (!course || course.isTemplate) throw new HttpError(404, WS_MESSAGES.courseNotFound);
      const caller = await courseAccess(db, auth.userId, course);
      const target = await repo.findWsUser(db, body.userid);
      const isSelf = target !== undefined && target.userId === auth.userId;
      if (!isSelf) {
        if (caller.role === 'none') {
          // A course the caller may not know about: the same answer as for no course.
          const own = await groupRoleOf(db, course, auth.userId);
          if (!own) throw new HttpError(404, WS_MESSAGES.courseNotFound);
        }
        if (!isManager(caller.role)) throw new HttpError(403, WS_MESSAGES.onlyManagers);
      }
      if (!target) throw new HttpError(404, WS_MESSAGES.wsUserNotFound);
      const groupRole = await groupRoleOf(db, course, target.userId);
      if (!groupRole) {
        throw new HttpError(
          isSelf ? 404 : 403,
          isSelf ? WS_MESSAGES.courseNotFound : WS_MESSAGES.notGroupMember,
        );
      }
      if (groupRole === 'Owner' || course.ownerWsId === target.id)
        return change(course.id, target.id);
      await repo.addMember(
        db,
        course.id,
        target.id,
        groupRole === 'Instructor' ? 'co-instructor' : 'student',
      );
      return change(course.id, target.id);
    },

    /**
     * `POST group/exit {studentID, wsId, courseid}`: the user leaves the course (every member
     * role); the user themself, or a manager of the course (only its owner removes a
     * co-instructor). Scores are kept.
     */
    async exit(request: FastifyRequest, body: z.output<typeof groupExitBodySchema>) {
      const auth = requireAuth(request);
      const target = await wsUserOrThrow(body.wsId);
      if (target.userId !== body.studentID) throw new HttpError(400, WS_MESSAGES.userMismatch);
      const course = await repo.findCourse(db, body.courseid);
      if (!course || course.isTemplate) throw new HttpError(404, WS_MESSAGES.courseNotFound);
      if (course.ownerWsId === target.id) throw new HttpError(400, WS_MESSAGES.ownerStays);
      if (target.userId === auth.userId) {
        await readableCourse(db, auth.userId, course.id);
      } else {
        const caller = await readableCourse(db, auth.userId, course.id);
        if (!isManager(caller.role)) throw new HttpError(403, WS_MESSAGES.onlyManagers);
        const roles = await repo.memberRolesOf(db, course.id, target.id);
        if (roles.includes('co-instructor') && caller.role !== 'owner') {
          throw new HttpError(403, WS_MESSAGES.onlyOwner);
        }
      }
      await repo.removeMember(db, course.id, target.id, ['student', 'tutor', 'co-instructor']);
      return change(course.id, target.id);
    },

    /**
     * `POST group/makeCoInstructor {wsId, courseid}`: an instructor member of the course's group
     * becomes a co-instructor; done by that instructor (joining) or by a manager of the course.
     */
    async makeCoInstructor(request: FastifyRequest, body: z.output<typeof coInstructorBodySchema>) {
      const auth = requireAuth(request);
      const course = await repo.findCourse(db, body.courseid);
      if (!course || course.isTemplate) throw new HttpError(404, WS_MESSAGES.courseNotFound);
      const target = await repo.findWsUser(db, body.wsId);
      const isSelf = target !== undefined && target.userId === auth.userId;
      if (!isSelf) {
        const caller = await readableCourse(db, auth.userId, course.id);
        if (!isManager(caller.role)) throw new HttpError(403, WS_MESSAGES.onlyManagers);
      }
      if (!target) throw new HttpError(404, WS_MESSAGES.wsUserNotFound);
      const groupRole = await groupRoleOf(db, course, target.userId);
      if (groupRole !== 'Instructor') {
        if (isSelf && !groupRole) throw new HttpError(404, WS_MESSAGES.courseNotFound);
        if (groupRole !== 'Owner') throw new HttpError(403, WS_MESSAGES.notGroupInstructor);
        return change(course.id, target.id);
      }
      await repo.addMember(db, course.id, target.id, 'co-instructor');
      return change(course.id, target.id);
    },

    /** `POST group/removeCoInstructor {wsId, courseid}`: the owner, or the co-instructor themself. */
    async removeCoInstructor(
      request: FastifyRequest,
      body: z.output<typeof coInstructorBodySchema>,
    ) {
      const auth = requireAuth(request);
      return dropCoInstructor(auth.userId, body.courseid, body.wsId);
    },

    /** `POST remove-co-instructor {studentid, groupid}`: the same, named by user and group. */
    async removeCoInstructorOfGroup(
      request: FastifyRequest,
      body: z.output<typeof removeCoInstructorBodySchema>,
    ) {
      const auth = requireAuth(request);
      const course = await repo.findCourseByEnrollKey(db, enrollKey(body.groupid));
      if (!course) throw new HttpError(404, WS_MESSAGES.courseNotFound);
      const ws = await repo.findWsUserByUserId(db, body.studentid);
      if (!ws) {
        await readableCourse(db, auth.userId, course.id);
        return change(course.id, null);
      }
      return dropCoInstructor(auth.userId, course.id, ws.id);
    },

    /**
     * `POST make-tutor {studentid, courseid, section}`: a manager makes a student of the course's
     * group (a TA) a tutor of the course.
     */
    async makeTutor(request: FastifyRequest, body: z.output<typeof tutorBodySchema>) {
      const auth = requireAuth(request);
      const { course } = await managedCourse(db, auth.userId, body.courseid);
      const target = await wsUserOrThrow(body.studentid);
      if ((await groupRoleOf(db, course, target.userId)) !== 'Student') {
        throw new HttpError(403, WS_MESSAGES.notGroupStudent);
      }
      await repo.addMember(db, course.id, target.id, 'tutor', body.section);
      return change(course.id, target.id);
    },

    /** `POST remove-tutor {studentid, courseid}`: a manager; removing a non-tutor changes nothing. */
    async removeTutor(request: FastifyRequest, body: z.output<typeof tutorBodySchema>) {
      const auth = requireAuth(request);
      const { course } = await managedCourse(db, auth.userId, body.courseid);
      const target = await wsUserOrThrow(body.studentid);
      await repo.removeMember(db, course.id, target.id, ['tutor']);
      return change(course.id, target.id);
    },

    /** Group ids (of `groupIds`) whose course has the user as a student. */
    async verifyStudentMembership(userId: string, groupIds: readonly number[]) {
      const ws = await repo.findWsUserByUserId(db, userId);
      if (!ws) return [];
      const courses = await repo.listCoursesByEnrollKeys(db, groupIds.map(enrollKey));
      const memberships = await repo.membershipsOf(db, ws.id);
      const studentOf = new Set(
        memberships.filter((m) => m.role === 'student').map((m) => m.courseId),
      );
      const withCourse = new Set(
        courses.filter((c) => studentOf.has(c.id)).map((c) => c.enrollKey),
      );
      return groupIds.filter((id) => withCourse.has(enrollKey(id)));
    },
  };
}
