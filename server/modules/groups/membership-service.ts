import type { FastifyRequest } from 'fastify';
import { resolveRole } from '@common/domain/roles';
import { GROUP_MESSAGES, type Group, type joinGroupBodySchema } from '@common/schemas/groups';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { AuthEvents } from '../../plugins/oidc/events';
import { dropTaGroup } from '../presets/ta-records';
import { syncTaRoles } from '../roles/ta-role';
import { flagsFor, GROUP_ACCESS_MESSAGES, groupAccess, loadGroup } from './access';
import { toGroup } from './mappers';
import * as repo from './repository';

type JoinBody = z.output<typeof joinGroupBodySchema>;

/**
 * Joining and leaving class groups (spec 1 §4 "Joining a group"): a member leaving or removed
 * also leaves the group's TA record, and the TA role once no tutored group is left.
 */
export function createMembershipService(db: Db, events: Pick<AuthEvents, 'publish'>) {
  async function removeMembership(groupId: number, userId: string) {
    await db.transaction(async (tx) => {
      await repo.deleteMember(tx, groupId, userId);
      await dropTaGroup(tx, userId, groupId);
      await syncTaRoles(tx, userId, [groupId]);
    });
    // Their groups and maybe their TA role changed: their open tabs reload the user. Done either
    // way; without the event the tabs catch up at their next refresh.
    await events.publish({ type: 'reinit', userId }).catch(() => undefined);
  }

  return {
    /** `POST institutions/0/classgroups/0/join`: instructors join as co-instructors. */
    async joinGroup(request: FastifyRequest, body: JoinBody): Promise<Group> {
      const auth = requireAuth(request);
      if (body.userId !== auth.userId) throw new HttpError(403, GROUP_ACCESS_MESSAGES.joinForSelf);
      const group = await repo.findGroupByCode(db, body.accessCode ?? body.enrollKey ?? '');
      if (!group) throw new HttpError(404, GROUP_MESSAGES.codeNotFound);
      // An archived group takes no new members: its code is no longer valid.
      if (group.status === 'Archived') throw new HttpError(400, GROUP_MESSAGES.invalidCode);
      if (group.ownerId === auth.userId) throw new HttpError(400, GROUP_MESSAGES.joinOwnGroup);
      const { isInstructor } = resolveRole(
        (await repo.listRoleIds(db, auth.userId)).map((RoleId) => ({ RoleId, InstitutionId: 0 })),
        false,
      );
      const role = isInstructor ? 'Instructor' : 'Student';
      if (!(await repo.insertMember(db, group.id, auth.userId, role))) {
        throw new HttpError(400, GROUP_MESSAGES.alreadyMember);
      }
      return toGroup(group, await flagsFor(db, auth.userId, group));
    },

    /**
     * `DELETE institutions/{institutionId}/classgroups/{groupId}/{userId}`: the caller leaves
     * (their own id), or an owner or co-instructor removes a member.
     */
    async removeMember(
      request: FastifyRequest,
      institutionId: number,
      groupId: number,
      userId: string,
    ): Promise<void> {
      const auth = requireAuth(request);
      if (auth.userId === userId) {
        const group = await loadGroup(db, groupId, institutionId);
        if (group.ownerId === userId) throw new HttpError(400, GROUP_ACCESS_MESSAGES.ownerLeaves);
        if (!(await repo.findMemberRole(db, groupId, userId))) {
          throw new HttpError(404, GROUP_ACCESS_MESSAGES.youAreNotMember);
        }
        return removeMembership(groupId, userId);
      }
      const access = await groupAccess(db, auth.userId, groupId, institutionId);
      if (!access.canManageMembers) {
        throw new HttpError(403, GROUP_ACCESS_MESSAGES.onlyManagersRemove);
      }
      const role = await repo.findMemberRole(db, groupId, userId);
      if (!role) throw new HttpError(404, GROUP_ACCESS_MESSAGES.notAMember);
      if (role === 'Instructor' && !access.isOwner) {
        throw new HttpError(403, GROUP_ACCESS_MESSAGES.onlyOwnerRemovesCoInstructors);
      }
      return removeMembership(groupId, userId);
    },
  };
}
