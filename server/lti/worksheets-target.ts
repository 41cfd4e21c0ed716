import { worksheetsTargetSchema, type WorksheetsTarget } from '@common/schemas/worksheets';
import type { OAuthParams } from './oauth1';

/**
 * How a worksheets page travels in an LTI launch: `custom_view`, `custom_course_id`,
 * `custom_assessment_id`, `custom_student_ws_id` (LTI 1.1 custom parameters), the course also as
 * `context_id`.
 */
export function targetToLaunchFields(target: WorksheetsTarget): Record<string, string> {
  if (target.view === 'practice') return { custom_view: 'practice' };
  const fields: Record<string, string> = {
    custom_view: target.view,
    custom_course_id: String(target.courseId),
  };
  if ('assessmentId' in target) fields.custom_assessment_id = String(target.assessmentId);
  if ('studentWsId' in target && target.studentWsId !== undefined) {
    fields.custom_student_ws_id = String(target.studentWsId);
  }
  return fields;
}

/** The `resource_link_id` of a page: the same page is the same link. */
export function resourceLinkId(target: WorksheetsTarget): string {
  if (target.view === 'practice') return 'ws-practice';
  return 'assessmentId' in target
    ? `ws-assessment-${target.assessmentId}`
    : `ws-course-${target.courseId}`;
}

/** The page a launch names, or null when its custom fields name none. */
export function targetFromLaunch(params: OAuthParams): WorksheetsTarget | null {
  const get = (name: string) => {
    const v = params[name];
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  if (get('custom_view') === 'practice') return { view: 'practice' };
  const candidate: Record<string, unknown> = {
    view: get('custom_view') ?? 'course',
    courseId: get('custom_course_id') ?? get('context_id'),
  };
  const assessmentId = get('custom_assessment_id');
  const studentWsId = get('custom_student_ws_id');
  if (assessmentId !== undefined) candidate.assessmentId = assessmentId;
  if (studentWsId !== undefined) candidate.studentWsId = studentWsId;
  const parsed = worksheetsTargetSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** Whether an LTI `roles` value names the Instructor role (plain or as a LIS URN). */
export function isInstructorRole(roles: string | undefined): boolean {
  return (roles ?? '')
    .split(',')
    .map((r) => r.trim())
    .some((r) => /^(urn:lti:(sys|inst)?role:ims\/lis\/)?Instructor(\/.*)?$/i.test(r));
}
