import { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';

/**
 * Who may do what with whose lab book (issue 3 §1, spec 2 §6, spec 1 §3). One function for every
 * route, so the rule lives in one place and is tested as a matrix:
 * - read: the owner; the owner of an open group where the book's owner is a student member;
 *   a co-instructor (member role 'Instructor') of such a group; a TA of such a group (a member
 *   whose TA record, presets type 3 / lab type 99, lists the group).
 * - write: the owner only (entry types 1, 3, 10, sessions, action items, files).
 * - note: an instructor note (type 5) in someone else's book: whoever may read it.
 * Everyone else gets 403 with a message, never an empty answer. Support and proxy rules come
 * with the proxy.
 */
export type BookOperation = 'read' | 'write' | 'note';

const MESSAGES: Record<BookOperation, string> = {
  read: 'You may only read your own lab book and the books of students in your open groups.',
  write:
    'You may only write in your own lab book; instructors and TAs add instructor notes (entry type 5).',
  note: 'You may add instructor notes only to the books of students in your open groups.',
};

const taRecordSchema = z.object({ TA_Groups: z.array(z.coerce.number().int()) });

/** The group ids of the user's TA records; a record that does not parse grants nothing. */
export async function taGroupIds(db: Db, userId: string): Promise<number[]> {
  const ids = new Set<number>();
  for (const text of await repo.listTaRecordObjects(db, userId)) {
    try {
      const parsed = taRecordSchema.safeParse(JSON.parse(text));
      if (parsed.success) for (const id of parsed.data.TA_Groups) ids.add(id);
    } catch {
      // Malformed JSON: no groups.
    }
  }
  return [...ids];
}

/** The books among `ownerIds` that the caller may read. */
export async function readableBooks(
  db: Db,
  callerId: string,
  ownerIds: readonly string[],
): Promise<Set<string>> {
  const readable = new Set(ownerIds.filter((id) => id === callerId));
  const others = [...new Set(ownerIds.filter((id) => id !== callerId))];
  if (others.length === 0) return readable;
  const reviewable = await repo.listReviewableOwners(
    db,
    callerId,
    others,
    await taGroupIds(db, callerId),
  );
  for (const id of reviewable) readable.add(id);
  return readable;
}

/** Throws 403 unless the caller may do `operation` on every one of the books. */
export async function requireBookAccess(
  db: Db,
  callerId: string,
  ownerIds: readonly string[],
  operation: BookOperation,
): Promise<void> {
  const owners = ownerIds.map((id) => id.toLowerCase());
  const caller = callerId.toLowerCase();
  if (operation === 'write') {
    if (owners.every((id) => id === caller)) return;
    throw new HttpError(403, MESSAGES.write);
  }
  if (operation === 'note' && owners.includes(caller)) {
    throw new HttpError(
      400,
      "Instructor notes (entry type 5) go into other people's books, not your own.",
    );
  }
  const readable = await readableBooks(db, caller, owners);
  if (owners.every((id) => readable.has(id))) return;
  throw new HttpError(403, MESSAGES[operation]);
}
