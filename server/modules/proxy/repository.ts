import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  like,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, proxySessions, userRoles, users } from '../../db/schema/index';

/** `text` for a LIKE pattern that matches it literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function hasAnyRole(db: Db, userId: string, roleIds: readonly number[]) {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, [...roleIds])))
    .limit(1);
  return rows.length > 0;
}

const searchColumns = {
  UserId: users.id,
  Email: users.email,
  UserName: users.username,
  FirstName: users.firstName,
  LastName: users.lastName,
};

export interface SearchTerms {
  email?: string | undefined;
  username?: string | undefined;
  full?: boolean | undefined;
  offset: number;
  limit: number;
}

/** Users whose e-mail or username (and with `full`, first or last name) holds a term. */
export async function searchUsers(db: Db, terms: SearchTerms) {
  const matches: SQL[] = [];
  if (terms.email) matches.push(ilike(users.email, `%${likeLiteral(terms.email)}%`));
  if (terms.username) {
    const pattern = `%${likeLiteral(terms.username)}%`;
    matches.push(ilike(users.username, pattern));
    if (terms.full) {
      matches.push(ilike(users.firstName, pattern), ilike(users.lastName, pattern));
      matches.push(
        ilike(
          sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`,
          pattern,
        ),
      );
    }
  }
  if (matches.length === 0) return [];
  return db
    .select(searchColumns)
    .from(users)
    .where(and(or(...matches), not(like(users.email, 'deleted\\_%'))))
    .orderBy(users.username)
    .offset(terms.offset)
    .limit(terms.limit);
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db.select(searchColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function insertSession(
  db: Db,
  values: { supportUserId: string; targetUserId: string; readOnly: boolean; tokenHash: string },
) {
  const [row] = await db.insert(proxySessions).values(values).returning({ id: proxySessions.id });
  return row!.id;
}

/** An open session of `supportUserId` with this token hash, started after `since`. */
export async function findOpenSession(
  db: Db,
  tokenHash: string,
  supportUserId: string,
  since: Date,
) {
  const [row] = await db
    .select()
    .from(proxySessions)
    .where(
      and(
        eq(proxySessions.tokenHash, tokenHash),
        eq(proxySessions.supportUserId, supportUserId),
        isNull(proxySessions.endedAt),
        gt(proxySessions.startedAt, since),
      ),
    );
  return row;
}

export async function findSession(db: Db, id: number) {
  const [row] = await db.select().from(proxySessions).where(eq(proxySessions.id, id));
  return row;
}

/** Ends the session once; false when it had already ended. */
export async function endSession(db: Db, id: number) {
  const rows = await db
    .update(proxySessions)
    .set({ endedAt: new Date() })
    .where(and(eq(proxySessions.id, id), isNull(proxySessions.endedAt)))
    .returning({ id: proxySessions.id });
  return rows.length > 0;
}

export async function auditPage(
  db: Db,
  q: { offset: number; limit: number; action?: string | undefined },
) {
  const actor = aliasedTable(users, 'actor');
  const target = aliasedTable(users, 'target');
  const where = q.action ? like(auditLog.action, `${likeLiteral(q.action)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: actor.id,
        actorName: actor.username,
        targetId: target.id,
        targetName: target.username,
        action: auditLog.action,
        details: auditLog.details,
        proxySessionId: auditLog.proxySessionId,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(target, eq(target.id, auditLog.targetUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
