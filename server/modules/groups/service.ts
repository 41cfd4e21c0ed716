import type { FastifyRequest } from 'fastify';
import { resolveRole, RoleId } from '@common/domain/roles';
import {
  GROUP_MESSAGES,
  type Group,
  type GroupMember,
  type GroupStudent,
  type groupBodySchema,
  type joinGroupBodySchema,
} from '@common/schemas/groups';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { requireAuth, requireSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { taGroupIds } from '../lab-book/access';
import { dropTaGroup, findTaRecord } from '../presets/ta-records';
import { dropTaRoleIfUnused } from '../roles/ta-role';
import { groupAccess, loadGroup } from './access';
import { compareGroups, isDeletedAccount } from '@common/domain/groups';
import * as repo from './repository';

type GroupBody = z.output<typeof groupBodySchema>;
type JoinBody = z.output<typeof joinGroupBodySchema>;
type Flags = Pick<Group, 'isInstructor' | 'coInstructor' | 'isTA' | 'isStudent'>;

export const GROUP_ACCESS_MESSAGES = {
  notMember: 'Only the members and teachers of a group see it.',
  notTeacher: 'Only the instructors and teaching assistants of a group see its students.',
  onlyOwnerEdits: 'Only the owner of a group may edit it.',
  fixedOwner: "A group's owner and institution cannot be changed.",
  onlyInstructorsCreate: 'Only instructors create groups, and only in their own institution.',
  createForSelf: 'You may create groups only for yourself.',
  institutionMismatch: 'The institution of the path and of the body differ.',
  joinForSelf: 'You may join groups only for yourself.',
  ownerLeaves: 'You own this group; delete it instead of leaving it.',
  youAreNotMember: 'You are not a member of this group.',
  notAMember: 'This user is not a member of this group.',
  onlyManagersRemove: 'Only the owner and co-instructors of a group remove its members.',
  onlyOwnerRemovesCoInstructors: 'Only the owner of a group removes its co-instructors.',
} as const;

/** What a group's owner is to the group. */
const OWNER_FLAGS = { isInstructor: true, coInstructor: false, isTA: false, isStudent: false };

export function toGroup(row: repo.GroupRow, flags: Flags): Group {
  return {
    Id: row.id,
    Name: row.name,
    AccessCode: row.accessCode,
    Status: row.status === 'Archived' ? 'Archived' : 'Open',
    InsertedOn: row.insertedOn.toISOString(),
    OwnerId: row.ownerId,
    InstitutionId: row.institutionId,
    ...flags,
  };
}

const isUniqueViolation = (error: unknown) => {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (cause as { code?: unknown } | null)?.code === '23505';
};

/**
 * Class groups of the user API (spec 1 §7). Every call checks the caller first (access.ts), then
 * applies the rules of spec 1 §4-§6; texts the client maps are in GROUP_MESSAGES.
 */
export function createGroupsService(db: Db) {
  /** What the caller is to a group, as the list flags say it. */
  async function flagsFor(callerId: string, row: repo.GroupRow): Promise<Flags> {
    const access = await groupAccess(db, callerId, row.id);
    return {
      isInstructor: access.isOwner,
      coInstructor: access.isCoInstructor,
      isTA: access.isTA,
      isStudent: access.isStudentMember,
    };
  }

  async function removeMembership(groupId: number, userId: string, institutionId: number) {
    await db.transaction(async (tx) => {
      await repo.deleteMember(tx, groupId, userId);
      await dropTaGroup(tx, userId, groupId);
      await dropTaRoleIfUnused(tx, userId, institutionId);
    });
  }

  return {
    /** `institutions/{institutionId}/classgroups/{userId}/owner`: the groups the user teaches. */
    async listOwnerGroups(
      request: FastifyRequest,
      institutionId: number,
      userId: string,
    ): Promise<Group[]> {
      requireSelf(request, userId);
      const [tutored, memberships] = await Promise.all([
        taGroupIds(db, userId),
        repo.memberRoles(db, userId),
      ]);
      const memberOf = new Map(memberships.map((m) => [m.groupId, m.memberRole]));
      // A TA record grants a group only together with membership of it.
      const taGroups = tutored.filter((id) => memberOf.get(id) === 'Student');
      const rows = await repo.listInstructorGroups(db, userId, taGroups);
      return rows
        .filter((g) => institutionId === 0 || g.institutionId === institutionId)
        .map((g) =>
          toGroup(g, {
            isInstructor: g.ownerId === userId,
            coInstructor: g.ownerId !== userId && memberOf.get(g.id) === 'Instructor',
            isTA: g.ownerId !== userId && taGroups.includes(g.id),
            isStudent: memberOf.get(g.id) === 'Student',
          }),
        )
        .sort(compareGroups);
    },

    /** `institutions/{institutionId}/classgroups/{userId}/student`: the groups the user joined. */
    async listStudentGroups(
      request: FastifyRequest,
      institutionId: number,
      userId: string,
    ): Promise<Group[]> {
      requireSelf(request, userId);
      const [rows, record] = await Promise.all([
        repo.listStudentGroups(db, userId),
        findTaRecord(db, userId),
      ]);
      const tutored = new Set(record?.groups ?? []);
      return rows
        .filter(({ group }) => institutionId === 0 || group.institutionId === institutionId)
        .map(({ group }) =>
          toGroup(group, {
            isInstructor: false,
            coInstructor: false,
            isTA: tutored.has(group.id),
            isStudent: true,
          }),
        )
        .sort(compareGroups);
    },

    /** `institutions/{id}/classgroups/{groupId}`: one group, for its members and teachers. */
    async getGroup(
      request: FastifyRequest,
      institutionId: number,
      groupId: number,
    ): Promise<Group> {
      const auth = requireAuth(request);
      const access = await groupAccess(db, auth.userId, groupId, institutionId);
      if (!access.canSeeMembers && !access.isStudentMember) {
        throw new HttpError(403, GROUP_ACCESS_MESSAGES.notMember);
      }
      return toGroup(access.group, {
        isInstructor: access.isOwner,
        coInstructor: access.isCoInstructor,
        isTA: access.isTA,
        isStudent: access.isStudentMember,
      });
    },

    /** `institutions/{institutionId}/classgroups/{groupId}/students`: for the group's teachers. */
    async listGroupStudents(
      request: FastifyRequest,
      institutionId: number,
      groupId: number,
    ): Promise<GroupStudent[]> {
      const auth = requireAuth(request);
      const access = await groupAccess(db, auth.userId, groupId, institutionId);
      if (!access.canSeeMembers) throw new HttpError(403, GROUP_ACCESS_MESSAGES.notTeacher);
      const members = (await repo.listMembers(db, groupId, true)).filter(
        (m) => !isDeletedAccount(m.email),
      );
      const tas = await tutorsOf(db, groupId, members);
      return members.map((m) => toStudent(m, tas.has(m.userId)));
    },

    /** `.../{groupId}/students-with-data`: every member with roles, TA groups, last activity. */
    async listGroupMembers(
      request: FastifyRequest,
      institutionId: number,
      groupId: number,
    ): Promise<GroupMember[]> {
      const auth = requireAuth(request);
      const access = await groupAccess(db, auth.userId, groupId, institutionId);
      if (!access.canSeeMembers) throw new HttpError(403, GROUP_ACCESS_MESSAGES.notTeacher);
      const members = (await repo.listMembers(db, groupId)).filter(
        (m) => !isDeletedAccount(m.email),
      );
      const ids = members.map((m) => m.userId);
      const [records, roles, activity] = await Promise.all([
        Promise.all(members.map((m) => findTaRecord(db, m.userId))),
        repo.listRolesIn(db, ids, access.group.institutionId),
        repo.lastActivity(db, ids),
      ]);
      return members.map((m, index) => {
        const isInstructor = m.memberRole === 'Instructor';
        const taGroups = records[index]?.groups ?? [];
        const isTA = !isInstructor && taGroups.includes(groupId);
        return {
          ...toStudent(m, isTA),
          roleName: isInstructor ? 'Instructor' : isTA ? 'Teaching Assistant' : 'Student',
          isInstructor,
          Roles: roles
            .filter((r) => r.userId === m.userId)
            .map((r) => ({
              RoleId: r.roleId,
              RoleName: r.roleName,
              InstitutionId: r.institutionId,
            })),
          TA_Groups: taGroups,
          wsId: m.wsId,
          lastActivity: activity.get(m.userId)?.toISOString() ?? null,
        };
      });
    },

    /** `POST institutions/{institutionId}/classgroups`: an instructor creates a group. */
    async createGroup(
      request: FastifyRequest,
      institutionId: number,
      body: GroupBody,
    ): Promise<Group> {
      const auth = requireAuth(request);
      if (body.ownerId !== auth.userId) {
        throw new HttpError(403, GROUP_ACCESS_MESSAGES.createForSelf);
      }
      if (institutionId !== 0 && institutionId !== body.institutionId) {
        throw new HttpError(400, GROUP_ACCESS_MESSAGES.institutionMismatch);
      }
      if (!(await repo.hasRoleIn(db, auth.userId, RoleId.Instructor, body.institutionId))) {
        throw new HttpError(403, GROUP_ACCESS_MESSAGES.onlyInstructorsCreate);
      }
      if (await repo.isCodeTaken(db, body.accessCode)) {
        throw new HttpError(400, GROUP_MESSAGES.codeTaken);
      }
      try {
        const row = await repo.insertGroup(db, {
          name: body.name,
          accessCode: body.accessCode,
          status: body.status,
          ownerId: auth.userId,
          institutionId: body.institutionId,
        });
        return toGroup(row, OWNER_FLAGS);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(400, GROUP_MESSAGES.codeTaken);
        throw error;
      }
    },

    /** `POST institutions/0/classgroups/0/join`: instructors join as co-instructors. */
    async joinGroup(request: FastifyRequest, body: JoinBody): Promise<Group> {
      const auth = requireAuth(request);
      if (body.userId !== auth.userId) throw new HttpError(403, GROUP_ACCESS_MESSAGES.joinForSelf);
      const group = await repo.findGroupByCode(db, body.accessCode);
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
      return toGroup(group, await flagsFor(auth.userId, group));
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
        return removeMembership(groupId, userId, group.institutionId);
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
      return removeMembership(groupId, userId, access.group.institutionId);
    },

    /** `PUT classgroups/{groupId}`: the owner renames, changes the code, archives. */
    async updateGroup(request: FastifyRequest, groupId: number, body: GroupBody): Promise<Group> {
      const auth = requireAuth(request);
      const access = await groupAccess(db, auth.userId, groupId);
      if (!access.isOwner) throw new HttpError(403, GROUP_ACCESS_MESSAGES.onlyOwnerEdits);
      const { group } = access;
      if (body.ownerId !== group.ownerId || body.institutionId !== group.institutionId) {
        throw new HttpError(400, GROUP_ACCESS_MESSAGES.fixedOwner);
      }
      if (await repo.isCodeTaken(db, body.accessCode, groupId)) {
        throw new HttpError(400, GROUP_MESSAGES.codeTaken);
      }
      try {
        const row = await repo.updateGroup(db, groupId, {
          name: body.name,
          accessCode: body.accessCode,
          status: body.status,
        });
        if (!row) throw new HttpError(404, 'No such group.');
        return toGroup(row, OWNER_FLAGS);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(400, GROUP_MESSAGES.codeTaken);
        throw error;
      }
    },

    /** `DELETE classgroups/{groupId}`: the owner only (spec 1 §6). */
    async deleteGroup(request: FastifyRequest, groupId: number): Promise<void> {
      const auth = requireAuth(request);
      const group = await loadGroup(db, groupId);
      if (group.ownerId !== auth.userId) {
        throw new HttpError(403, GROUP_MESSAGES.noDeletePrivileges);
      }
      await repo.deleteGroup(db, groupId);
    },
  };
}

type MemberRow = Awaited<ReturnType<typeof repo.listMembers>>[number];

function toStudent(m: MemberRow, isTA: boolean): GroupStudent {
  return {
    UserId: m.userId,
    userId: m.userId,
    firstName: m.firstName,
    lastName: m.lastName,
    username: m.username,
    email: m.email,
    roleName: isTA ? 'Teaching Assistant' : 'Student',
    isTA,
    JoinedOn: m.joinedOn.toISOString(),
  };
}

async function tutorsOf(db: Db, groupId: number, members: readonly MemberRow[]) {
  const tas = new Set<string>();
  await Promise.all(
    members.map(async (m) => {
      if ((await taGroupIds(db, m.userId)).includes(groupId)) tas.add(m.userId);
    }),
  );
  return tas;
}
