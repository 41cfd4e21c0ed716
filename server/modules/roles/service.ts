import type { FastifyRequest } from 'fastify';
import { RoleId } from '@common/domain/roles';
import type { addRoleBodySchema } from '@common/schemas/roles';
import type { UserRole } from '@common/schemas/users';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';
import { tutoredGroupsIn } from './ta-role';

type AddRoleInput = z.output<typeof addRoleBodySchema>;

export const ROLE_MESSAGES = {
  notOwnRoles: 'You may not change your own roles.',
  onlyTa: 'Only the Teaching Assistant role can be granted or removed here.',
  notYourStudent:
    'You may grant or remove the Teaching Assistant role only for students of groups you teach in that institution.',
  stillTutoring: 'This user is still a teaching assistant of another group in this institution.',
} as const;

/**
 * Role changes of the TA flow (spec 1 §4, §7). Nobody changes their own roles; an owner or
 * co-instructor changes only the TA role (4), only for a student of one of their groups in that
 * institution. Role management by administrators is not part of this build.
 */
export function createRolesService(db: Db) {
  async function requireTaManager(request: FastifyRequest, userId: string, institutionId: number) {
    const auth = requireAuth(request);
    if (auth.userId === userId) throw new HttpError(403, ROLE_MESSAGES.notOwnRoles);
    const groups = await repo.listManagedGroupsOf(db, auth.userId, userId, institutionId);
    if (groups.length === 0) throw new HttpError(403, ROLE_MESSAGES.notYourStudent);
  }

  return {
    /** `POST users/{userId}/roles`: adds the TA role (a no-op when the user has it). */
    async addRole(request: FastifyRequest, userId: string, body: AddRoleInput): Promise<UserRole> {
      if (body.roleId !== RoleId.TeachingAssistant) throw new HttpError(403, ROLE_MESSAGES.onlyTa);
      await requireTaManager(request, userId, body.institutionId);
      // The body's status is not taken: a granted role is Active (the only status this build uses).
      const row = await repo.insertRole(db, userId, body.roleId, body.institutionId, 'Active');
      return {
        RoleId: row.roleId,
        RoleName: row.roleName,
        InstitutionId: row.institutionId,
        Status: row.status,
      };
    },

    /**
     * `DELETE users/{userId}/roles/institutions/{institutionId}`: the TA flow's "remove the TA
     * role and restore the others" in one step: only the TA role goes, and only once the user
     * tutors no group of that institution.
     */
    async removeRoles(
      request: FastifyRequest,
      userId: string,
      institutionId: number,
    ): Promise<void> {
      await requireTaManager(request, userId, institutionId);
      if ((await tutoredGroupsIn(db, userId, institutionId)).length > 0) {
        throw new HttpError(409, ROLE_MESSAGES.stillTutoring);
      }
      await repo.deleteRole(db, userId, RoleId.TeachingAssistant, institutionId);
    },
  };
}
