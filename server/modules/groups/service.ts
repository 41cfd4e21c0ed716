import type { FastifyRequest } from 'fastify';
import { RoleId } from '@common/domain/roles';
import {
  GROUP_MESSAGES,
  type Group,
  type GroupMember,
  type GroupStudent,
  type groupBodySchema,
} from '@common/schemas/groups';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { requireAuth, requireSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { taGroupIds } from '../lab-book/access';
import { findTaRecord } from '../presets/ta-records';
import { GROUP_ACCESS_MESSAGES, groupAccess, loadGroup } from './access';
import { OWNER_FLAGS, toGroup, toStudent, type MemberRow } from './mappers';
import { compareGroups, isDeletedAccount } from '@common/domain/groups';
import * as repo from './repository';

type GroupBody = z.output<typeof groupBodySchema>;

const isUniqueViolation = (error: unknown) => {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (cause as { code?: unknown } | null)?.code === '23505';
};

/**
 * Class groups of the user API (spec 1 §7). Every call checks the caller first (access.ts), then
 * applies the rules of spec 1 §4-§6; texts the client maps are in GROUP_MESSAGES.
 */
export function createGroupsService(db: Db) {
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

async function tutorsOf(db: Db, groupId: number, members: readonly MemberRow[]) {
  const tas = new Set<string>();
  await Promise.all(
    members.map(async (m) => {
      if ((await taGroupIds(db, m.userId)).includes(groupId)) tas.add(m.userId);
    }),
  );
  return tas;
}
