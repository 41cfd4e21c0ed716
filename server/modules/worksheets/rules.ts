import { NO_END_DATE, type Course } from '@common/schemas/worksheets';

/** Pure rules of the worksheets service (rules.test.ts). */

export type CourseRole = Course['role'];

/** The strongest of a user's relations to a course: owner > co-instructor > tutor > student. */
export function strongestRole(isOwner: boolean, memberRoles: readonly string[]): CourseRole {
  if (isOwner) return 'owner';
  for (const role of ['co-instructor', 'tutor', 'student'] as const) {
    if (memberRoles.includes(role)) return role;
  }
  return 'none';
}

/** Owner and co-instructors manage a course (dates, scores, grading mode, tutors). */
export const isManager = (role: CourseRole) => role === 'owner' || role === 'co-instructor';

/** Managers and tutors read every score of a course; students only their own. */
export const readsAllScores = (role: CourseRole) => isManager(role) || role === 'tutor';

/** Managers set scores; tutors only while the course allows tutor grading. */
export const setsScores = (role: CourseRole, tutorGrading: boolean) =>
  isManager(role) || (role === 'tutor' && tutorGrading);

/** The group id of an enroll key `enroll::{groupId}`, or null. */
export function groupIdOfEnrollKey(key: string | null): number | null {
  const match = /^enroll::([1-9][0-9]{0,9})$/.exec(key ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** A course's group: the connected one, else the one its enroll key names. */
export const groupOfCourse = (course: { groupId: number | null; enrollKey: string | null }) =>
  course.groupId ?? groupIdOfEnrollKey(course.enrollKey);

const YEARS = 2;

/** The allowed date window (unix seconds): two calendar years before and after `nowMs`. */
export function dateWindow(nowMs: number): { min: number; max: number } {
  const min = new Date(nowMs);
  min.setUTCFullYear(min.getUTCFullYear() - YEARS);
  const max = new Date(nowMs);
  max.setUTCFullYear(max.getUTCFullYear() + YEARS);
  return { min: Math.floor(min.getTime() / 1000), max: Math.ceil(max.getTime() / 1000) };
}

/**
 * What is wrong with an assessment's new dates, or undefined (spec 3 §5): start 0 (unscheduled)
 * and end 0 or NO_END_DATE (no end) are always allowed; any other date is within two years of
 * now; start is not after end when both are real dates.
 */
export function assessmentDatesProblem(
  startdate: number,
  enddate: number,
  nowMs: number,
): string | undefined {
  const { min, max } = dateWindow(nowMs);
  const outside = (s: number) => s < min || s > max;
  if (startdate !== 0 && outside(startdate)) {
    return 'startdate must be within two years of today';
  }
  if (enddate !== 0 && enddate !== NO_END_DATE && outside(enddate)) {
    return 'enddate must be within two years of today';
  }
  if (startdate !== 0 && enddate !== 0 && enddate !== NO_END_DATE && startdate > enddate) {
    return 'startdate must not be after enddate';
  }
  return undefined;
}

/** What is wrong with a score for an assessment worth `ptsposs` points, or undefined. */
export function scoreProblem(score: number, ptsposs: number): string | undefined {
  if (!Number.isFinite(score) || score < 0) return 'score must not be negative';
  if (score > ptsposs) return `score must be at most ${ptsposs} (the assessment's points)`;
  return undefined;
}
