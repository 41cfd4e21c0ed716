import { RoleId } from '@common/domain/roles';

/**
 * The portal roles an LMS's `roles` launch parameter grants (LTI 1.1: a comma-separated list of
 * short names like `Instructor` or LIS URNs like `urn:lti:role:ims/lis/TeachingAssistant/Grader`).
 * Instructor, Faculty and Mentor teach (Instructor, 3); a teaching assistant of any kind is 4;
 * Learner and Student learn (5). Anything else (an LMS Administrator, a ContentDeveloper, an
 * observer) grants nothing: an LMS administrator is not a portal administrator.
 */
const TEACHING = new Set(['instructor', 'faculty', 'mentor']);
const LEARNING = new Set(['learner', 'student']);

export function portalRolesOf(ltiRoles: string | undefined): RoleId[] {
  const granted = new Set<RoleId>();
  for (const raw of (ltiRoles ?? '').split(',')) {
    const role = raw.trim();
    if (!role) continue;
    // `urn:lti:role:ims/lis/Instructor/PrimaryInstructor` -> ['instructor', 'primaryinstructor']
    const path = role.includes(':') ? role.slice(role.lastIndexOf(':') + 1) : role;
    const parts = path
      .split('/')
      .filter((part) => part !== 'ims' && part !== 'lis' && part !== '')
      .map((part) => part.toLowerCase());
    const [main] = parts;
    if (main === undefined) continue;
    if (parts.includes('teachingassistant')) granted.add(RoleId.TeachingAssistant);
    else if (TEACHING.has(main)) granted.add(RoleId.Instructor);
    else if (LEARNING.has(main)) granted.add(RoleId.Student);
  }
  return [...granted].sort((a, b) => a - b);
}
