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
  /** A support user proxies this user: the lab book is read-only. */
  isProxying?: boolean;
}

/** Who looks at the lab book, in the shape the screens read. */
export function useLabBookViewer(
  user: ViewerUser,
  labTypes: readonly number[],
  isTeacher: boolean,
): TeacherViewer {
  const { userId, name, email, isTA, roles, isProxying = false } = user;
  return useMemo(
    () => ({
      userId,
      name,
      email,
      isTeacher,
      isTA,
      labTypes,
      institutionId: teachingInstitution(roles),
      readOnly: isProxying,
    }),
    [userId, name, email, isTeacher, isTA, labTypes, roles, isProxying],
  );
}
