import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { EntryType } from '@common/domain/lab-book';
import type { Db } from '../../db/client';
import { labbookEntries, labbookSessions } from '../../db/schema/index';

/** Unknown reports in one export; a group with more is refused (it would not print anyway). */
export const MAX_UNKNOWN_REPORTS = 2_000;

/**
 * The unknown reports of these students (entries a lab marked, never instructor notes), with
 * their session's lab, by student and time. One more than the limit is read, to tell.
 */
export function listUnknownReports(db: Db, actorIds: readonly string[]) {
  if (actorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      actorId: labbookEntries.actorId,
      labType: labbookSessions.labType,
      timestamp: labbookEntries.timestamp,
      content: labbookEntries.content,
      fileName: labbookEntries.fileName,
    })
    .from(labbookEntries)
    .innerJoin(labbookSessions, eq(labbookSessions.id, labbookEntries.sessionId))
    .where(
      and(
        eq(labbookEntries.isUnknownReport, true),
        inArray(labbookEntries.actorId, [...actorIds]),
        ne(labbookEntries.entryType, EntryType.InstructorNote),
      ),
    )
    .orderBy(asc(labbookEntries.actorId), asc(labbookEntries.timestamp), asc(labbookEntries.id))
    .limit(MAX_UNKNOWN_REPORTS + 1);
}
