import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { groupAccess } from '../groups/access';
import type { GroupRow } from '../groups/repository';

/**
 * Who may export a group's data (spec 3 §6: "Instructor: ... exports data"; TAs are not listed):
 * the group's owner and its co-instructors, while the group is open. TAs, students and anyone
 * else get 403 with a message; a group that does not exist, 404.
 */
export const EXPORT_MESSAGES = {
  notInstructor:
    "Only the instructors of a group (its owner and co-instructors) export its students' data.",
  archived: 'This group is archived: restore it to export its data.',
} as const;

export async function requireGroupInstructor(
  db: Db,
  callerId: string,
  groupId: number,
): Promise<GroupRow> {
  const access = await groupAccess(db, callerId.toLowerCase(), groupId);
  if (!access.isOwner && !access.isCoInstructor) {
    throw new HttpError(403, EXPORT_MESSAGES.notInstructor);
  }
  if (access.group.status === 'Archived') throw new HttpError(403, EXPORT_MESSAGES.archived);
  return access.group;
}
