import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { findTaRecord } from '../presets/ta-records';
import * as repo from './repository';

/**
 * What the caller is to a group (spec 1 §6). One place for every groups, roles and TA-record rule:
 * - owner: edits, archives, deletes, removes members, grants and removes TA;
 * - co-instructor (joined with the code as an instructor): removes students, grants and removes
 *   TA, may leave; never edits, archives or deletes;
 * - TA (a student member whose TA record lists the group): sees the members, may leave;
 * - student member: may leave.
 */
export interface GroupAccess {
  group: repo.GroupRow;
  isOwner: boolean;
  isCoInstructor: boolean;
  isStudentMember: boolean;
  isTA: boolean;
  /** Owner or co-instructor: manages the group's members and TAs. */
  canManageMembers: boolean;
  /** Owner, co-instructor or TA: sees the group's members. */
  canSeeMembers: boolean;
}

/** 404 for no group, or a group of another institution when one is named (`0` is any). */
export async function loadGroup(
  db: Db,
  groupId: number,
  institutionId = 0,
): Promise<repo.GroupRow> {
  const group = await repo.findGroup(db, groupId);
  if (!group || (institutionId !== 0 && group.institutionId !== institutionId)) {
    throw new HttpError(404, 'No such group.');
  }
  return group;
}

export async function groupAccess(
  db: Db,
  callerId: string,
  groupId: number,
  institutionId = 0,
): Promise<GroupAccess> {
  const group = await loadGroup(db, groupId, institutionId);
  const role = await repo.findMemberRole(db, groupId, callerId);
  const isOwner = group.ownerId === callerId;
  const isCoInstructor = !isOwner && role === 'Instructor';
  const isStudentMember = role === 'Student';
  const isTA =
    !isOwner &&
    isStudentMember &&
    Boolean((await findTaRecord(db, callerId))?.groups.includes(groupId));
  return {
    group,
    isOwner,
    isCoInstructor,
    isStudentMember,
    isTA,
    canManageMembers: isOwner || isCoInstructor,
    canSeeMembers: isOwner || isCoInstructor || isTA,
  };
}
