import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { findTaRecord } from '../presets/ta-records';
import type { Flags } from './mappers';
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

/** What the caller is to a group, as the list flags say it. */
export async function flagsFor(db: Db, callerId: string, row: repo.GroupRow): Promise<Flags> {
  const access = await groupAccess(db, callerId, row.id);
  return {
    isInstructor: access.isOwner,
    coInstructor: access.isCoInstructor,
    isTA: access.isTA,
    isStudent: access.isStudentMember,
  };
}
