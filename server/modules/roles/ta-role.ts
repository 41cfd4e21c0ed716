import { RoleId } from '@common/domain/roles';
import type { Db } from '../../db/client';
import * as groupsRepo from '../groups/repository';
import { findTaRecord } from '../presets/ta-records';
import * as repo from './repository';

/**
 * The groups of `institutionId` the user still tutors: listed in their TA record and still joined
 * as a student (a TA record grants a group only together with membership of it).
 */
export async function tutoredGroupsIn(
  db: Db,
  userId: string,
  institutionId: number,
): Promise<number[]> {
  const record = await findTaRecord(db, userId);
  if (!record || record.groups.length === 0) return [];
  const [groups, memberships] = await Promise.all([
    groupsRepo.listGroupsByIds(db, record.groups),
    groupsRepo.memberRoles(db, userId),
  ]);
  const studentOf = new Set(
    memberships.filter((m) => m.memberRole === 'Student').map((m) => m.groupId),
  );
  return groups
    .filter((g) => g.institutionId === institutionId && studentOf.has(g.id))
    .map((g) => g.id);
}

/**
 * The TA role follows the TA record (spec 1 §4): in the institution of each of `groupIds`, the
 * user holds the TA role exactly while they tutor a group there. Called in the transaction that
 * changes the record or the membership, so a role is never granted without its record (or left
 * behind without one). The user's other roles are never touched, so they are "restored" without
 * a second call that could fail.
 */
export async function syncTaRoles(
  db: Db,
  userId: string,
  groupIds: readonly number[],
): Promise<void> {
  if (groupIds.length === 0) return;
  const groups = await groupsRepo.listGroupsByIds(db, groupIds);
  for (const institutionId of new Set(groups.map((g) => g.institutionId))) {
    if ((await tutoredGroupsIn(db, userId, institutionId)).length > 0) {
      await repo.insertRole(db, userId, RoleId.TeachingAssistant, institutionId, 'Active');
    } else {
      await repo.deleteRole(db, userId, RoleId.TeachingAssistant, institutionId);
    }
  }
}
