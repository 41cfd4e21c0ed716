import { useMemo } from 'react';
import type { RoleGrant } from '@common/domain/roles';
import type { TeacherViewer } from './viewer';
import { teachingInstitution } from './institution';

export interface ViewerUser {
  userId: string;
  /** Display name (spec 1 §3): full name, or the username. */
  name: string;
  email?: string;
  isTA: boolean;
  roles: readonly RoleGrant[];
}

/** Who looks at the lab book, in the shape the screens read. */
export function useLabBookViewer(
  user: ViewerUser,
  labTypes: readonly number[],
  isTeacher: boolean,
): TeacherViewer {
  const { userId, name, email, isTA, roles } = user;
  return useMemo(
    () => ({
      userId,
      name,
      email,
      isTeacher,
      isTA,
      labTypes,
      institutionId: teachingInstitution(roles),
    }),
    [userId, name, email, isTeacher, isTA, labTypes, roles],
  );
}
