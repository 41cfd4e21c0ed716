import { RoleId, type RoleGrant } from '@common/domain/roles';

/** The institution whose groups the viewer teaches: their instructor or TA role's, else the first. */
export function teachingInstitution(roles: readonly RoleGrant[]): number {
  const teaching = roles.find(
    (role) => role.RoleId === RoleId.Instructor || role.RoleId === RoleId.TeachingAssistant,
  );
  return (teaching ?? roles[0])?.InstitutionId ?? 0;
}
