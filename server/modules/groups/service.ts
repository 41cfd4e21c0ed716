import type { FastifyRequest } from 'fastify';
import type { Group, GroupStudent } from '@common/schemas/groups';
import type { Db } from '../../db/client';
import { requireAuth, requireSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { taGroupIds } from '../lab-book/access';
import * as repo from './repository';

/** Spec 1 §3: accounts whose e-mail is marked deleted are hidden from lists. */
const isDeletedAccount = (email: string) => email.startsWith('deleted_');

/**
 * The class-group reads the lab book needs (spec 1 §7; the rest of the groups API comes with the
 * groups screen). Access follows the lab-book rules: owners, co-instructors and the group's TAs.
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
      const taGroups = tutored.filter((id) => memberOf.has(id));
      const rows = await repo.listInstructorGroups(db, userId, taGroups);
      return rows
        .filter((g) => institutionId === 0 || g.institutionId === institutionId)
        .map((g) => ({
          Id: g.id,
          Name: g.name,
          AccessCode: g.accessCode,
          Status: g.status === 'Archived' ? ('Archived' as const) : ('Open' as const),
          InsertedOn: g.insertedOn.toISOString(),
          OwnerId: g.ownerId,
          InstitutionId: g.institutionId,
          isInstructor: g.ownerId === userId,
          coInstructor: memberOf.get(g.id) === 'Instructor',
          isTA: g.ownerId !== userId && taGroups.includes(g.id),
          isStudent: memberOf.get(g.id) === 'Student',
        }))
        .sort(
          (a, b) =>
            Number(a.Status === 'Archived') - Number(b.Status === 'Archived') || b.Id - a.Id,
        );
    },

    /** `institutions/{institutionId}/classgroups/{groupId}/students`: for the group's teachers. */
    async listGroupStudents(
      request: FastifyRequest,
      institutionId: number,
      groupId: number,
    ): Promise<GroupStudent[]> {
      const auth = requireAuth(request);
      const group = await repo.findGroup(db, groupId);
      if (!group || (institutionId !== 0 && group.institutionId !== institutionId)) {
        throw new HttpError(404, 'No such group.');
      }
      const teachers = await this.listOwnerGroups(request, 0, auth.userId);
      if (!teachers.some((g) => g.Id === groupId)) {
        throw new HttpError(
          403,
          'Only the instructors and teaching assistants of a group see its students.',
        );
      }
      const members = (await repo.listStudentMembers(db, groupId)).filter(
        (m) => !isDeletedAccount(m.email),
      );
      const tas = new Set<string>();
      await Promise.all(
        members.map(async (m) => {
          if ((await taGroupIds(db, m.userId)).includes(groupId)) tas.add(m.userId);
        }),
      );
      return members.map((m) => ({
        UserId: m.userId,
        userId: m.userId,
        firstName: m.firstName,
        lastName: m.lastName,
        username: m.username,
        email: m.email,
        roleName: tas.has(m.userId) ? ('Teaching Assistant' as const) : ('Student' as const),
        isTA: tas.has(m.userId),
        JoinedOn: m.joinedOn.toISOString(),
      }));
    },
  };
}
