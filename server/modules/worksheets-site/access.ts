import type { CourseTarget } from '@common/schemas/worksheets';
import type { Db } from '../../db/client';
import * as repo from './repository';

export type LaunchRole = 'Instructor' | 'Learner';

export type LaunchDecision =
  | { ok: true; role: LaunchRole; course: repo.CourseRow }
  | { ok: false; status: 403 | 404; why: 'not-found' | 'not-member' | 'not-grader' | 'not-own' };

/** The open practice's one role: nothing there is recorded or graded by anyone. */
export const PRACTICE_ROLE: LaunchRole = 'Learner';

/** Owners and co-instructors teach; tutors grade too where the course allows tutor grading. */
export function canGrade(
  relation: repo.CourseRelation,
  course: Pick<repo.CourseRow, 'tutorGrading'>,
) {
  return (
    relation === 'owner' ||
    relation === 'co-instructor' ||
    (relation === 'tutor' && course.tutorGrading)
  );
}

/**
 * Who may open which worksheets page, and with which LTI role (issue 11 part 5):
 * - outsiders nothing (403), unknown courses, assessments and students 404;
 * - teachview, and another student's gradebook, only for those who grade (owner, co-instructor,
 *   tutor with tutor grading), as Instructor, and for tutors without tutor grading, read-only,
 *   as Learner;
 * - any other page as Instructor for the owner and co-instructors (unless in student view), as
 *   Learner for everyone else in the course (students, tutors).
 * The portal's get-signature and the built-in site's launch both apply it. The course-less open
 * practice is not here: any signed-in user opens it, always as Learner (PRACTICE_ROLE).
 */
export async function decideLaunch(
  db: Db,
  wsUserId: number | undefined,
  target: CourseTarget,
  options: { studentView?: boolean } = {},
): Promise<LaunchDecision> {
  const course = await repo.findCourse(db, target.courseId);
  if (!course || course.isTemplate) return { ok: false, status: 404, why: 'not-found' };
  const relation = await repo.courseRelation(db, course, wsUserId);
  if (relation === 'none') return { ok: false, status: 403, why: 'not-member' };
  if ('assessmentId' in target) {
    const assessment = await repo.findAssessment(db, course.id, target.assessmentId);
    if (!assessment) return { ok: false, status: 404, why: 'not-found' };
  }
  const grader = canGrade(relation, course);
  const teaches = relation === 'owner' || relation === 'co-instructor';
  const otherStudent =
    (target.view === 'teachview' || target.view === 'gbviewassess') &&
    target.studentWsId !== undefined &&
    target.studentWsId !== wsUserId;
  if (target.view === 'teachview' || otherStudent) {
    // Student view looks at the course as a student does: no one else's work. Tutors without
    // tutor grading read their students' work (as Learner: the site shows no grading form).
    if (options.studentView || !(grader || relation === 'tutor')) {
      return { ok: false, status: 403, why: otherStudent ? 'not-own' : 'not-grader' };
    }
    const studentWsId = target.studentWsId!;
    if (!(await repo.isStudentOf(db, course.id, studentWsId))) {
      return { ok: false, status: 404, why: 'not-found' };
    }
    return { ok: true, role: grader ? 'Instructor' : 'Learner', course };
  }
  return { ok: true, role: teaches && !options.studentView ? 'Instructor' : 'Learner', course };
}
