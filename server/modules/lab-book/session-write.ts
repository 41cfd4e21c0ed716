import type { z } from 'zod';
import {
  EntryType,
  type ActionItem,
  type Entry,
  type sessionMetaDataSchema,
} from '@common/schemas/lab-book';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { stableStringify } from '../../plugins/idempotency';
import { fileOwnerId } from '../../storage/storage';
import * as repo from './repository';
import { sanitizeEntryHtml } from './sanitize';

/** One write to a session, whoever sends it (POST or PUT lab-book). */
export interface SessionWrite {
  id: string;
  actorId: string;
  authorId: string;
  labType: number;
  open: number;
  duration?: number | undefined;
  metaData?: z.output<typeof sessionMetaDataSchema> | undefined;
  entries: Entry[];
  actions: ActionItem[];
  /** The owner's own writes create a missing session (an update that overtook its create). */
  mayCreate: boolean;
}

/** Entry types the owner writes into their own book; others write instructor notes only. */
const OWNER_TYPES = new Set<number>([EntryType.StudentNote, EntryType.Image, EntryType.File]);

/**
 * Applies one write to a session in one transaction; the session row is locked, so writers of
 * one session take turns (a student's device and an instructor's note never overwrite each
 * other: entries are rows of their own). The merge:
 * - the session is made when missing if the write may create it (the owner's), else 404;
 * - an id held by another book, or with another start or lab type, is a 409 (the client merges);
 * - entries and action items are inserted by id; one that exists is never changed (a replay),
 *   but an entry of another author is a 403 and one of another session a 409;
 * - the duration only grows; the first metaData wins, later ones only fill what is missing;
 * - `updated` moves only when something changed, so a replay does not look like news.
 */
export async function applySessionWrite(db: Db, write: SessionWrite): Promise<void> {
  const entryRows = write.entries.map((e) => toEntryRow(write, e));
  await db.transaction(async (tx) => {
    const metaData = write.metaData && { ...write.metaData, labType: write.labType };
    const isCreated =
      write.mayCreate &&
      (await repo.insertSessionIfAbsent(tx, {
        id: write.id,
        actorId: write.actorId,
        labType: write.labType,
        open: write.open,
        duration: write.duration ?? 0,
        metaData: metaData ?? null,
        isXapi: Boolean(metaData?.xapiSession),
      }));
    const session = await repo.lockSession(tx, write.id);
    if (!session) throw new HttpError(404, 'No such lab-book session.');
    if (
      session.actorId !== write.actorId ||
      session.open !== write.open ||
      session.labType !== write.labType
    ) {
      throw new HttpError(
        409,
        `Session ${write.id} already exists with another owner, start time or lab type.`,
      );
    }

    const existingEntries = await repo.insertEntries(tx, entryRows);
    if (existingEntries.length > 0) {
      for (const row of await repo.findEntries(tx, existingEntries)) {
        if (row.sessionId !== write.id)
          throw new HttpError(409, `Entry ${row.id} belongs to another session.`);
        if (row.authorId !== write.authorId)
          throw new HttpError(403, `Entry ${row.id} was written by someone else.`);
      }
    }
    const actionRows = write.actions.map((a) => ({
      id: a.id.toLowerCase(),
      sessionId: write.id,
      actionType: a.actionType,
      timestamp: a.timestamp,
      actions: a.actions,
    }));
    const existingActions = await repo.insertActions(tx, actionRows);
    if (existingActions.length > 0) {
      for (const row of await repo.findActions(tx, existingActions)) {
        if (row.sessionId !== write.id)
          throw new HttpError(409, `Action item ${row.id} belongs to another session.`);
      }
    }

    // The first writer's metaData wins; a later one only fills what is missing.
    const storedMeta = (session.metaData ?? {}) as Record<string, unknown>;
    const mergedMeta = metaData ? { ...metaData, ...storedMeta } : session.metaData;
    const duration = Math.max(session.duration, write.duration ?? 0);
    const isChanged =
      isCreated ||
      existingEntries.length < entryRows.length ||
      existingActions.length < actionRows.length ||
      duration !== session.duration ||
      stableStringify(mergedMeta) !== stableStringify(session.metaData);
    if (isChanged) {
      await repo.updateSession(tx, write.id, {
        duration,
        metaData: mergedMeta ?? null,
        isXapi: Boolean((mergedMeta as Record<string, unknown> | null)?.xapiSession),
      });
    }
  });
}

/** Entry rules the schema cannot say: who writes which type, and files of this book only. */
export function checkEntries(entries: readonly Entry[], actorId: string, isOwner: boolean): void {
  for (const entry of entries) {
    const { entry_type: type, entry_id: id, fileName } = entry.metaData;
    if (isOwner && !OWNER_TYPES.has(type)) {
      throw new HttpError(
        400,
        `Entry ${id}: instructor notes (entry type 5) go into other people's books, not your own.`,
      );
    }
    if (entry.metaData.isUnknownReport && type === EntryType.InstructorNote) {
      throw new HttpError(
        400,
        `Entry ${id}: only the student's own entries are unknown reports, not instructor notes.`,
      );
    }
    if (type === EntryType.File && !fileName) {
      throw new HttpError(400, `Entry ${id}: a file entry (type 10) needs metaData.fileName.`);
    }
    if (fileName !== undefined && fileOwnerId(fileName) !== actorId) {
      throw new HttpError(
        400,
        `Entry ${id}: metaData.fileName must be a file name returned by upload-url for this book.`,
      );
    }
  }
}

function toEntryRow(write: SessionWrite, entry: Entry): repo.NewEntryRow {
  return {
    id: entry.metaData.entry_id.toLowerCase(),
    sessionId: write.id,
    actorId: write.actorId,
    authorId: write.authorId,
    entryType: entry.metaData.entry_type,
    timestamp: entry.timestamp,
    content: sanitizeEntryHtml(entry.metaData.content),
    fileName: entry.metaData.fileName ?? null,
    isUnknownReport: entry.metaData.isUnknownReport === true,
  };
}
