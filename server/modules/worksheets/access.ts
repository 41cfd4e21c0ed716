import { RoleId } from '@common/domain/roles';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as groupsRepo from '../groups/repository';
import { findTaRecord } from '../presets/ta-records';
import * as repo from './repository';
import { groupOfCourse, isManager, strongestRole, type CourseRole } from './rules';

/**
 * Who the caller is to a course (issue 11 part 1, "Access"): its owner and co-instructors manage
 * it; tutors read it (and grade while tutor grading is on); students read it and their own
 * scores; anyone else is told the course does not exist.
 */
export interface CourseAccess {
  course: repo.CourseRow;
  role: CourseRole;
  /** The caller's worksheets user, when they have one. */
  wsId: number | null;
}

export const WS_MESSAGES = {
  courseNotFound: 'Course not found.',
  assessmentNotFound: 'Assessment not found.',
  groupNotFound: 'No such group.',
  wsUserNotFound: 'No such worksheets user.',
  templateNotFound: 'No such syllabus template.',
  onlyManagers: 'Only the owner and co-instructors of a course may do this.',
  onlyOwner: 'Only the owner of the course may do this.',
  onlyGroupOwner: 'Only the owner of a group may attach a syllabus to it.',
  onlyGroupTeachers: 'Only the owner and co-instructors of a group may connect its course.',
  courseTaken: 'This group already has a course.',
  notGraders:
    'Only the instructors of the course, and tutors when tutor grading is allowed, set scores.',
  notStudent: 'This user is not a student of the course.',
  notGroupMember: 'This user is not a member of the course’s group.',
  notGroupInstructor: 'This user is not an instructor of the course’s group.',
  notGroupStudent: 'This user is not a student of the course’s group.',
  ownerStays: 'The owner of a course cannot leave it.',
  userMismatch: 'wsId is not the worksheets user of studentID.',
  idMismatch: 'The id of the body is not the id of the path.',
  notYourUser: 'You may act only for yourself or for the students of your groups.',
  onlyInstructors: 'Only instructors get instructor rights.',
  onlySelf: 'You may change only your own rights.',
  notOpen: 'This assessment is not open yet.',
} as const;

export async function courseAccess(
  db: Db,
  callerId: string,
  course: repo.CourseRow,
): Promise<CourseAccess> {
  const ws = await repo.findWsUserByUserId(db, callerId);
  if (!ws) return { course, role: 'none', wsId: null };
  const roles = await repo.memberRolesOf(db, course.id, ws.id);
  return { course, role: strongestRole(course.ownerWsId === ws.id, roles), wsId: ws.id };
}

/** A course the caller may read (template courses and strangers' courses: 404). */
export async function readableCourse(
  db: Db,
  callerId: string,
  courseId: number,
): Promise<CourseAccess> {
  const course = await repo.findCourse(db, courseId);
  if (!course || course.isTemplate) throw new HttpError(404, WS_MESSAGES.courseNotFound);
  const access = await courseAccess(db, callerId, course);
  if (access.role === 'none') throw new HttpError(404, WS_MESSAGES.courseNotFound);
  return access;
}

/** A course the caller manages (owner or co-instructor); 403 for its other members. */
export async function managedCourse(
  db: Db,
  callerId: string,
  courseId: number,
): Promise<CourseAccess> {
  const access = await readableCourse(db, callerId, courseId);
  if (!isManager(access.role)) throw new HttpError(403, WS_MESSAGES.onlyManagers);
  return access;
}

/** True when the user holds the Instructor role in any institution. */
export async function holdsInstructorRole(db: Db, userId: string): Promise<boolean> {
  return (await groupsRepo.listRoleIds(db, userId)).includes(RoleId.Instructor);
}

/**
 * True when `teacherId` owns or co-instructs a group `userId` is in, or is a TA (TA record and
 * student member) of such a group.
 */
export async function teachesUser(db: Db, teacherId: string, userId: string): Promise<boolean> {
  if (await groupsRepo.sharesGroupWithTeacher(db, userId, teacherId)) return true;
  const record = await findTaRecord(db, teacherId);
  if (!record || record.groups.length === 0) return false;
  const [teacherRoles, userRoles] = await Promise.all([
    groupsRepo.memberRoles(db, teacherId),
    groupsRepo.memberRoles(db, userId),
  ]);
  const tutored = new Set(
    teacherRoles
      .filter((m) => m.memberRole === 'Student' && record.groups.includes(m.groupId))
      .map((m) => m.groupId),
  );
  return userRoles.some((m) => tutored.has(m.groupId));
}

/**
 * A `userId` path parameter: the user themself, or an instructor or TA of a group the user is in
 * (else 403). Answers whether the caller is the user.
 */
export async function requireUserAccess(
  db: Db,
  callerId: string,
  userId: string,
): Promise<'self' | 'teacher'> {
  if (callerId === userId) return 'self';
  if (await teachesUser(db, callerId, userId)) return 'teacher';
  throw new HttpError(403, WS_MESSAGES.notYourUser);
}

/** The member role a user has in a course's group ('Student' | 'Instructor'), the owner too. */
export async function groupRoleOf(
  db: Db,
  course: repo.CourseRow,
  userId: string,
): Promise<'Owner' | 'Instructor' | 'Student' | undefined> {
  const groupId = groupOfCourse(course);
  if (groupId === null) return undefined;
  const group = await groupsRepo.findGroup(db, groupId);
  if (!group) return undefined;
  if (group.ownerId === userId) return 'Owner';
  return groupsRepo.findMemberRole(db, groupId, userId);
}
