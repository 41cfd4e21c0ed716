import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  EntryType,
  type createSessionBodySchema,
  type Session,
  type SessionPage,
  type updateSessionBodySchema,
} from '@common/schemas/lab-book';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { requireBookAccess } from './access';
import { loadSessions, toSession } from './mappers';
import * as pageQuery from './page-query';
import * as repo from './repository';
import { applySessionWrite, checkEntries, type SessionWrite } from './session-write';
import { decodeStartKey, encodeStartKey } from './start-key';

type CreateBody = z.output<typeof createSessionBodySchema>;
type UpdateBody = z.output<typeof updateSessionBodySchema>;
/** PostgreSQL reads ISO dates up to the year 9999. */
const MAX_DB_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function createLabBookService(db: Db) {
  /** Applies the write, then answers the whole session as it now is. */
  async function applyWrite(write: SessionWrite): Promise<Session> {
    await applySessionWrite(db, write);
    const row = await repo.findSession(db, write.id);
    if (!row) throw new HttpError(404, 'No such lab-book session.');
    const [session] = await loadSessions(db, [row]);
    return session!;
  }

  return {
    /** `POST lab-book`: the owner creates a session; a replay of the same id merges. */
    async createSession(request: FastifyRequest, body: CreateBody): Promise<Session> {
      const caller = requireAuth(request).userId;
      const actorId = body.actor_id.toLowerCase();
      await requireBookAccess(db, caller, [actorId], 'write');
      checkEntries(body.entries, actorId, true);
      return applyWrite({
        id: body.id.toLowerCase(),
        actorId,
        authorId: caller,
        labType: body.labType,
        open: body.open,
        duration: body.duration,
        metaData: body.metaData,
        entries: body.entries,
        actions: body.actions.detail,
        mayCreate: true,
      });
    },

    /**
     * `PUT lab-book`: adds entries, action items and duration to a session. The owner's update
     * creates a missing session; others add instructor notes (type 5) to existing sessions only.
     */
    async updateSession(request: FastifyRequest, body: UpdateBody): Promise<Session> {
      const caller = requireAuth(request).userId;
      if (body.user_id && body.user_id.toLowerCase() !== caller) {
        throw new HttpError(403, 'user_id must be your own user id (the author of the entries).');
      }
      const actorId = body.actor_id.toLowerCase();
      const entries = [...(body.entry ? [body.entry] : []), ...(body.entries ?? [])];
      const actions = body.actions?.detail ?? [];
      const isOwner = actorId === caller;
      if (isOwner) {
        await requireBookAccess(db, caller, [actorId], 'write');
        checkEntries(entries, actorId, true);
      } else {
        await requireBookAccess(db, caller, [actorId], 'note');
        if (
          actions.length > 0 ||
          body.duration !== undefined ||
          entries.some((e) => e.metaData.entry_type !== EntryType.InstructorNote)
        ) {
          throw new HttpError(
            403,
            "In another person's book you may only add instructor notes (entry type 5).",
          );
        }
        checkEntries(entries, actorId, false);
      }
      return applyWrite({
        id: body.id.toLowerCase(),
        actorId,
        authorId: caller,
        labType: body.labType,
        open: body.open,
        duration: body.duration,
        entries,
        actions,
        mayCreate: isOwner,
      });
    },

    /** `GET lab-book/{userId}[/{since}]`: the book, oldest first; since = changed after (ms). */
    async getBook(request: FastifyRequest, userId: string, since?: number): Promise<Session[]> {
      const caller = requireAuth(request).userId;
      const actorId = userId.toLowerCase();
      await requireBookAccess(db, caller, [actorId], 'read');
      const rows = await repo.listSessions(
        db,
        actorId,
        // A later since finds nothing anyway.
        since === undefined ? undefined : new Date(Math.min(since, MAX_DB_MS)),
      );
      return loadSessions(db, rows);
    },

    /** `GET lab-book/{userId}/paginated*`: keyset pages, DynamoDB style. */
    async getPage(
      request: FastifyRequest,
      query: {
        userId: string;
        direction: 'forwards' | 'backwards';
        n: number;
        labFilter?: number | undefined;
        exclusiveStartKey?: string | undefined;
      },
    ): Promise<SessionPage> {
      const caller = requireAuth(request).userId;
      const actorId = query.userId.toLowerCase();
      await requireBookAccess(db, caller, [actorId], 'read');
      const after =
        query.exclusiveStartKey === undefined ? undefined : decodeStartKey(query.exclusiveStartKey);
      const filter = { actorId, labType: query.labFilter };
      const rows = await pageQuery.pageSessions(db, {
        ...filter,
        direction: query.direction,
        limit: query.n + 1,
        after,
      });
      const items = rows.slice(0, query.n);
      const last = items.at(-1);
      return {
        Items: items.map((row) => toSession(row, row.entries, row.actions)),
        ...(rows.length > query.n && last
          ? { LastEvaluatedKey: encodeStartKey({ open: last.open, id: last.id }) }
          : {}),
        totalCount: rows[0]?.total ?? (after ? await pageQuery.countSessions(db, filter) : 0),
      };
    },

    /** `POST lab-book/recent-entries`: the newest entry time of each book (all readable, or 403). */
    async recentEntries(
      request: FastifyRequest,
      userIds: readonly string[],
    ): Promise<{ userId: string; LastUpdated: number | null }[]> {
      const caller = requireAuth(request).userId;
      const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
      await requireBookAccess(db, caller, ids, 'read');
      const latest = await repo.latestEntryTimestamps(db, ids);
      return ids.map((userId) => ({ userId, LastUpdated: latest.get(userId) ?? null }));
    },
  };
}
export type LabBookService = ReturnType<typeof createLabBookService>;
