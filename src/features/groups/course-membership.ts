import type { ApiContext } from '@/lib/services';
import { connectUser, type WorksheetsPerson } from './api/connect-user';
import { exitCourse } from './api/exit-course';
import { joinCourse } from './api/join-course';
import { lookupCourse } from './api/lookup-course';
import { makeCoInstructor } from './api/make-co-instructor';
import { removeCoInstructor } from './api/remove-co-instructor';
import { connectInstructor } from './syllabus-flow';

/**
 * Spec 1 §4 "Joining a group", worksheets side: after the group join, a group with a course
 * (key-lookup) takes the user in: students through group/join, instructors as co-instructors.
 * Failures are logged by the client (on /debug) and never undo the group join.
 */
export async function joinGroupCourse(
  ctx: ApiContext,
  person: WorksheetsPerson,
  groupId: number,
): Promise<boolean> {
  try {
    const course = await lookupCourse(ctx, groupId);
    if (!course) return false;
    if (person.isInstructor) {
      const me = await connectInstructor(ctx, person);
      await makeCoInstructor(ctx, me.id, course.id);
    } else {
      const me = await connectUser(ctx, person);
      await joinCourse(ctx, me.id, course.id);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Leaving a group (or being removed from it), then its course: the course and the member's
 * worksheets id are looked up while they are still a member, the group is left (`leave`, whose
 * failure is the caller's), then the course is left: group/exit for students and TAs,
 * remove-co-instructor for co-instructors. Course failures are only logged.
 */
export async function leaveGroupAndCourse(
  ctx: ApiContext,
  input: { person: WorksheetsPerson; groupId: number; isCoInstructor: boolean },
  leave: () => Promise<void>,
): Promise<void> {
  const course = await lookupCourse(ctx, input.groupId).catch(() => undefined);
  const member =
    course && !input.isCoInstructor
      ? await connectUser(ctx, input.person).catch(() => undefined)
      : undefined;
  await leave();
  if (!course) return;
  try {
    if (input.isCoInstructor) {
      await removeCoInstructor(ctx, input.person.userId, input.groupId);
    } else if (member) {
      await exitCourse(ctx, { userId: input.person.userId, wsId: member.id, courseId: course.id });
    }
  } catch {
    // Logged by the client; the group is left either way.
  }
}
