import type { FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { agentSchema, type Statement } from '@common/schemas/xapi';
import { userIdSchema } from '@common/schemas/primitives';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { stableStringify } from '../../plugins/idempotency';
import { requireBookAccess } from '../lab-book/access';
import * as repo from './repository';

/** Largest page of `GET statements`; `limit=0` means this. */
export const MAX_STATEMENT_PAGE = 500;
const DEFAULT_STATEMENT_PAGE = 100;
/** A timeframe is one lab session; this caps a runaway one. */
export const MAX_TIMEFRAME_STATEMENTS = 10_000;

export interface StatementsQuery {
  agent?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
  limit?: number | undefined;
  more?: string | undefined;
}

/** The `more` token: the query and the last (stored, id) served. */
const moreSchema = z.object({
  a: z.uuid(),
  s: z.iso.datetime({ offset: true }).optional(),
  u: z.iso.datetime({ offset: true }).optional(),
  l: z.number().int().min(1).max(MAX_STATEMENT_PAGE),
  t: z.iso.datetime({ offset: true }),
  i: z.uuid(),
});
type More = z.infer<typeof moreSchema>;

/** The learning record store (xAPI 1.0.3 subset, shared/reference/protocols.md "xAPI"). */
export function createXapiService(db: Db, options: { prefix: string }) {
  return {
    /**
     * `POST statements`: the caller's own statements (a bad one refuses the batch: 400/403).
     * Idempotent by id: the same statement again is fine; another statement under a known id is
     * a 409 that names it (the batch's new statements are stored all the same).
     */
    async postStatements(request: FastifyRequest, statements: Statement[]): Promise<string[]> {
      const caller = requireAuth(request).userId;
      const stored = new Date();
      const rows = new Map<
        string,
        { row: repo.NewStatementRow; comparable: string; hasOwnTimestamp: boolean }
      >();
      const ids: string[] = [];
      for (const [index, statement] of statements.entries()) {
        if (statement.actor.account.name.toLowerCase() !== caller) {
          throw new HttpError(
            403,
            `Statement ${index}: actor.account.name must be your own user id; statements are sent only for yourself.`,
          );
        }
        const id = (statement.id ?? uuidv7()).toLowerCase();
        const timestamp = statement.timestamp ? new Date(statement.timestamp) : stored;
        if (timestamp.getTime() < 0) {
          throw new HttpError(400, `Statement ${index}: timestamp must be after 1970-01-01.`);
        }
        const served: Statement = {
          ...statement,
          id,
          actor: { ...statement.actor, account: { ...statement.actor.account, name: caller } },
          timestamp: timestamp.toISOString(),
          stored: stored.toISOString(),
        };
        const hasOwnTimestamp = statement.timestamp !== undefined;
        const comparable = comparableForm(served, hasOwnTimestamp);
        ids.push(id);
        const earlier = rows.get(id);
        if (earlier && earlier.comparable !== comparable) {
          throw new HttpError(
            400,
            `Statement ${index}: the batch holds two statements with id ${id}.`,
          );
        }
        rows.set(id, {
          comparable,
          hasOwnTimestamp,
          row: {
            id,
            actorId: caller,
            verbId: statement.verb.id,
            objectId: statement.object.id,
            timestamp,
            stored,
            statement: served,
          },
        });
      }
      // New statements are kept even when others of the batch conflict: a client that takes the
      // 409 as "already stored" must not lose the rest of its batch.
      const existing = await repo.insertStatements(
        db,
        [...rows.values()].map((r) => r.row),
      );
      const conflicts =
        existing.length === 0
          ? []
          : (await repo.findStatements(db, existing)).filter((row) => {
              const mine = rows.get(row.id)!;
              const theirs = comparableForm(row.statement as Statement, mine.hasOwnTimestamp);
              return theirs !== mine.comparable;
            });
      if (conflicts.length > 0) {
        throw new HttpError(
          409,
          `Statement ${conflicts.map((c) => c.id).join(', ')} already exists with different ` +
            'content; statements cannot be changed. The other statements were stored.',
        );
      }
      return ids;
    },

    /** `GET statements`: one agent's statements, newest stored first, paged through `more`. */
    async getStatements(
      request: FastifyRequest,
      query: StatementsQuery,
    ): Promise<{ statements: Statement[]; more: string }> {
      const caller = requireAuth(request).userId;
      const q: Omit<More, 't' | 'i'> & { t?: string; i?: string } = query.more
        ? decodeMore(query.more)
        : {
            a: query.agent === undefined ? caller : agentUserId(query.agent),
            ...(query.since ? { s: query.since } : {}),
            ...(query.until ? { u: query.until } : {}),
            l: query.limit ? Math.min(query.limit, MAX_STATEMENT_PAGE) : DEFAULT_STATEMENT_PAGE,
          };
      await requireBookAccess(db, caller, [q.a], 'read');
      const rows = await repo.listStatements(db, {
        actorId: q.a,
        since: q.s ? dbDate(Date.parse(q.s)) : undefined,
        until: q.u ? dbDate(Date.parse(q.u)) : undefined,
        before: q.t && q.i ? { stored: new Date(q.t), id: q.i } : undefined,
        limit: q.l + 1,
      });
      const page = rows.slice(0, q.l);
      const last = page.at(-1);
      const more =
        rows.length > q.l && last
          ? `${options.prefix}/statements?more=${encodeMore({
              a: q.a,
              ...(q.s ? { s: q.s } : {}),
              ...(q.u ? { u: q.u } : {}),
              l: q.l,
              t: last.stored.toISOString(),
              i: last.id,
            })}`
          : '';
      return { statements: page.map((r) => r.statement as Statement), more };
    },

    /** `GET timeframe/{actorId}/{open}/{duration}`: open < timestamp <= open + duration, oldest first. */
    async getTimeframe(
      request: FastifyRequest,
      params: { actorId: string; open: number; duration: number },
    ): Promise<Statement[]> {
      const caller = requireAuth(request).userId;
      const actorId = params.actorId.toLowerCase();
      await requireBookAccess(db, caller, [actorId], 'read');
      const rows = await repo.listStatementsInTimeframe(
        db,
        actorId,
        dbDate(params.open),
        dbDate(params.open + params.duration),
        MAX_TIMEFRAME_STATEMENTS,
      );
      return rows.map((r) => r.statement as Statement);
    },
  };
}
export type XapiService = ReturnType<typeof createXapiService>;

/**
 * Query bounds PostgreSQL can read (1970 to the year 9999); no statement lies outside them, so a
 * bound beyond them means "from the start" / "to the end".
 */
const MAX_DB_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const dbDate = (ms: number) => new Date(Math.max(0, Math.min(ms, MAX_DB_MS)));

/** The statement as compared for idempotency: without `stored`, and without a defaulted timestamp. */
function comparableForm(statement: Statement, hasOwnTimestamp: boolean): string {
  const { stored: _stored, timestamp, ...rest } = statement;
  return stableStringify(hasOwnTimestamp ? { ...rest, timestamp } : rest);
}

function agentUserId(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(
      400,
      'agent must be JSON: {"account":{"homePage":"...","name":"<userId>"}}.',
    );
  }
  const agent = agentSchema.safeParse(value);
  const id = agent.success ? userIdSchema.safeParse(agent.data.account.name) : undefined;
  if (!id?.success) {
    throw new HttpError(400, 'agent must be an Agent whose account.name is a user id.');
  }
  return id.data.toLowerCase();
}

function encodeMore(more: More): string {
  return Buffer.from(JSON.stringify(more)).toString('base64url');
}

function decodeMore(text: string): More {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
    return moreSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new HttpError(
      400,
      'more is not a link this server made; follow the `more` URL as given.',
    );
  }
}
