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
 * Spec 1 §4: when no tutored group remains in the institution, the TA role goes; the user's other
 * roles there are never touched, so they are "restored" without a second call that could fail.
 */
export async function dropTaRoleIfUnused(
  db: Db,
  userId: string,
  institutionId: number,
): Promise<boolean> {
  if ((await tutoredGroupsIn(db, userId, institutionId)).length > 0) return false;
  await repo.deleteRole(db, userId, RoleId.TeachingAssistant, institutionId);
  return true;
}
