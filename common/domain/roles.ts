/** Role ids of spec 1 §3. Id 6 is unused by the spec. */
export const RoleId = {
  Administrator: 1,
  Supervisor: 2,
  Instructor: 3,
  TeachingAssistant: 4,
  Student: 5,
  BlSupport: 7,
  BetaTester: 8,
  BlTech: 9,
  ReadOnlyAdmin: 10,
  Admin: 11,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Administrator',
  2: 'Supervisor',
  3: 'Instructor',
  4: 'Teaching Assistant',
  5: 'Student',
  7: 'BL Support',
  8: 'Beta Tester',
  9: 'BL Tech',
  10: 'ReadOnlyAdmin',
  11: 'Admin',
};

export type RoleName = 'Instructor' | 'Teaching Assistant' | 'Student';

export interface RoleGrant {
  RoleId: number;
  InstitutionId: number;
}

export interface ResolvedRole {
  role: RoleName;
  isInstructor: boolean;
  isTA: boolean;
  isStudent: boolean;
  isBlSupportUser: boolean;
  betaTester: boolean;
}

/**
 * Spec 1 §6: Instructor wins, then Teaching Assistant, otherwise Student. The blsupport claim
 * adds BL Support; Support or Beta Tester roles enable beta features.
 */
export function resolveRole(roles: readonly RoleGrant[], hasBlSupportClaim: boolean): ResolvedRole {
  const ids = new Set(roles.map((r) => r.RoleId));
  const role: RoleName = ids.has(RoleId.Instructor)
    ? 'Instructor'
    : ids.has(RoleId.TeachingAssistant)
      ? 'Teaching Assistant'
      : 'Student';
  const isBlSupportUser = hasBlSupportClaim || ids.has(RoleId.BlSupport);
  return {
    role,
    isInstructor: role === 'Instructor',
    isTA: role === 'Teaching Assistant',
    isStudent: role === 'Student',
    isBlSupportUser,
    betaTester: isBlSupportUser || ids.has(RoleId.BetaTester),
  };
}
