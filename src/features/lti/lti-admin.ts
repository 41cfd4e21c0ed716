import { RoleId } from '@common/domain/roles';

/** LMS connections are managed by the Administrator (1) and Admin (11) roles (issue 11 §6). */
export function isLtiAdministrator(roles: readonly { RoleId: number }[]): boolean {
  return roles.some((role) => role.RoleId === RoleId.Administrator || role.RoleId === RoleId.Admin);
}
