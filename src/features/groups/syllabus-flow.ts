import { INSTRUCTOR_RIGHTS } from '@common/schemas/worksheets';
import { listName } from '@common/domain/display-name';
import { fetchGroupMembers, type GroupMember } from '@/lib/group-members';
import type { ApiContext } from '@/lib/services';
import { addCourse } from './api/add-course';
import { connectCourse } from './api/connect-course';
import { connectUser, type WorksheetsPerson } from './api/connect-user';
import { connectUsers } from './api/connect-users';
import type { GroupCourse } from './api/course-schema';
import { joinCourse } from './api/join-course';
import { makeCoInstructor } from './api/make-co-instructor';
import { makeTutor } from './api/make-tutor';
import { setInstructor } from './api/set-instructor';

/** What the owner chose in the select-syllabus dialog: a template, named for the course. */
export interface SyllabusChoice {
  templateId: number;
  name: string;
}

export type AttachProgress =
  { step: 'course' } | { step: 'connect' } | { step: 'students'; done: number; total: number };

export interface AttachResult {
  course: GroupCourse;
  added: number;
  /** Names ('last, first') of the students who could not be added. */
  failed: string[];
}

/** A course step failed: 'There was an error assigning the syllabus.' (spec 1 §8). */
export class SyllabusError extends Error {
  constructor(cause: unknown) {
    super('The syllabus could not be assigned', { cause });
    this.name = 'SyllabusError';
  }
}

/** The owner as a worksheets instructor: connected, and raised when below the threshold. */
export async function connectInstructor(ctx: ApiContext, person: WorksheetsPerson) {
  const me = await connectUser(ctx, { ...person, isInstructor: true });
  if (me.rights < INSTRUCTOR_RIGHTS) await setInstructor(ctx, me.id);
  return me;
}

const asPerson = (member: GroupMember): WorksheetsPerson => ({
  userId: member.UserId,
  isInstructor: member.isInstructor === true,
  firstName: member.firstName,
  lastName: member.lastName,
  email: member.email,
});

/**
 * Spec 1 §4 "Attaching a syllabus to a group": the owner connects to the worksheets site (set-
 * instructor below rights 40), the course is made from the template, the group is connected
 * (lti-connect), then each student is added (group/join) and TAs are made tutors. Co-instructors
 * who joined before the course existed become its co-instructors. The course steps are all or
 * nothing for the caller (SyllabusError); a student who cannot be added is counted and named.
 */
export async function attachSyllabus(
  ctx: ApiContext,
  input: { groupId: number; owner: WorksheetsPerson; choice: SyllabusChoice },
  onProgress: (progress: AttachProgress) => void = () => undefined,
): Promise<AttachResult> {
  let course: GroupCourse;
  let members: GroupMember[];
  try {
    onProgress({ step: 'course' });
    members = await fetchGroupMembers(ctx, 0, input.groupId, { store: 'groups' });
    await connectInstructor(ctx, input.owner);
    course = await addCourse(ctx, {
      templateId: input.choice.templateId,
      groupId: input.groupId,
      name: input.choice.name,
    });
    onProgress({ step: 'connect' });
    await connectCourse(ctx, input.groupId);
  } catch (error) {
    throw new SyllabusError(error);
  }

  const people = members.filter((member) => member.UserId !== input.owner.userId);
  const students = people.filter((member) => member.isInstructor !== true);
  const failed: string[] = [];
  let added = 0;
  if (people.length === 0) return { course, added, failed };

  onProgress({ step: 'students', done: 0, total: students.length });
  const ids = await connectUsers(ctx, people.map(asPerson)).catch(
    () => ({}) as Record<string, { id: number }>,
  );
  for (const student of students) {
    const wsId = ids[student.UserId]?.id;
    try {
      if (wsId === undefined) throw new Error('No worksheets id');
      await joinCourse(ctx, wsId, course.id);
      added += 1;
    } catch {
      failed.push(listName(student));
    }
    // A TA who is in the course tutors it; a failure here is logged by the client (spec 1 §8).
    if (wsId !== undefined && student.isTA) await makeTutor(ctx, wsId, course.id).catch(() => {});
    onProgress({ step: 'students', done: added + failed.length, total: students.length });
  }
  for (const coInstructor of people.filter((member) => member.isInstructor === true)) {
    const wsId = ids[coInstructor.UserId]?.id;
    if (wsId !== undefined) await makeCoInstructor(ctx, wsId, course.id).catch(() => {});
  }
  return { course, added, failed };
}
