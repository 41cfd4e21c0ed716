import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campuses,
  institutions,
  ltiConsumers,
  ltiLoginTickets,
  ltiPendingRedirects,
  ltiUserLinks,
  userRoles,
  users,
} from '../../db/schema/index';

// Queries only: rules are in admin-service.ts, launch-service.ts and login-tickets.ts.

export type ConsumerRow = typeof ltiConsumers.$inferSelect;
export type ConsumerWithInstitution = ConsumerRow & { institutionName: string };

/** Institutions where `userId` holds one of `roleIds` (active). */
export async function institutionsWithRole(db: Db, userId: string, roleIds: readonly number[]) {
  return db
    .selectDistinct({ id: institutions.id, name: institutions.name })
    .from(userRoles)
    .innerJoin(institutions, eq(institutions.id, userRoles.institutionId))
    .where(
      and(
        eq(userRoles.userId, userId),
        inArray(userRoles.roleId, [...roleIds]),
        eq(userRoles.status, 'Active'),
      ),
    )
    .orderBy(asc(institutions.name), asc(institutions.id));
}

const consumerColumns = {
  id: ltiConsumers.id,
  institutionId: ltiConsumers.institutionId,
  consumerKey: ltiConsumers.consumerKey,
  secret: ltiConsumers.secret,
  status: ltiConsumers.status,
  autoprovision: ltiConsumers.autoprovision,
  institutionName: institutions.name,
};

export async function listConsumers(
  db: Db,
  institutionIds: readonly number[],
): Promise<ConsumerWithInstitution[]> {
  if (institutionIds.length === 0) return [];
  return db
    .select(consumerColumns)
    .from(ltiConsumers)
    .innerJoin(institutions, eq(institutions.id, ltiConsumers.institutionId))
    .where(inArray(ltiConsumers.institutionId, [...institutionIds]))
    .orderBy(asc(institutions.name), asc(ltiConsumers.consumerKey));
}

export async function findConsumer(
  db: Db,
  id: number,
): Promise<ConsumerWithInstitution | undefined> {
  const [row] = await db
    .select(consumerColumns)
    .from(ltiConsumers)
    .innerJoin(institutions, eq(institutions.id, ltiConsumers.institutionId))
    .where(eq(ltiConsumers.id, id))
    .limit(1);
  return row;
}

export async function findConsumerByKey(db: Db, key: string): Promise<ConsumerRow | undefined> {
  const [row] = await db
    .select()
    .from(ltiConsumers)
    .where(eq(ltiConsumers.consumerKey, key))
    .limit(1);
  return row;
}

/** Whether a consumer key is taken (keys are unique in any letter case). */
export async function isConsumerKeyTaken(db: Db, key: string, exceptId?: number) {
  const [row] = await db
    .select({ id: ltiConsumers.id })
    .from(ltiConsumers)
    .where(sql`lower(${ltiConsumers.consumerKey}) = ${key.toLowerCase()}`)
    .limit(2);
  return row !== undefined && row.id !== exceptId;
}

export async function insertConsumer(db: Db, values: typeof ltiConsumers.$inferInsert) {
  const [row] = await db.insert(ltiConsumers).values(values).returning({ id: ltiConsumers.id });
  if (!row) throw new Error('consumer not saved');
  return row.id;
}

export async function updateConsumer(
  db: Db,
  id: number,
  values: Partial<typeof ltiConsumers.$inferInsert>,
) {
  if (Object.keys(values).length === 0) return;
  await db.update(ltiConsumers).set(values).where(eq(ltiConsumers.id, id));
}

export async function deleteConsumer(db: Db, id: number) {
  await db.delete(ltiConsumers).where(eq(ltiConsumers.id, id));
}

// --- launches ---

export type UserRow = typeof users.$inferSelect;

export async function findLinkedUser(db: Db, consumerId: number, ltiUserId: string) {
  const [row] = await db
    .select({ user: users })
    .from(ltiUserLinks)
    .innerJoin(users, eq(users.id, ltiUserLinks.userId))
    .where(and(eq(ltiUserLinks.consumerId, consumerId), eq(ltiUserLinks.ltiUserId, ltiUserId)))
    .limit(1);
  return row?.user;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Whether the user belongs to the institution: a campus of it, or a role in it. */
export async function belongsToInstitution(db: Db, user: UserRow, institutionId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .leftJoin(campuses, eq(campuses.id, users.campusId))
    .where(
      and(
        eq(users.id, user.id),
        or(
          eq(campuses.institutionId, institutionId),
          sql`exists (${db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(
              and(eq(userRoles.userId, user.id), eq(userRoles.institutionId, institutionId)),
            )})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function roleIdsOf(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.roleId);
}

export async function isUsernameTaken(db: Db, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/** The institution's main campus (else its first) and region: where a new account lives. */
export async function homeOfInstitution(db: Db, institutionId: number) {
  const [row] = await db
    .select({ campusId: campuses.id, regionId: institutions.regionId })
    .from(institutions)
    .leftJoin(campuses, eq(campuses.institutionId, institutions.id))
    .where(eq(institutions.id, institutionId))
    .orderBy(sql`${campuses.isMain} desc nulls last`, asc(campuses.id))
    .limit(1);
  return { campusId: row?.campusId ?? null, regionId: row?.regionId ?? null };
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  await db.insert(users).values(values);
}

/** A user who came through an LMS is an LTI user (spec 1 §3 `fromLti`) from then on. */
export async function markFromLti(db: Db, userId: string) {
  await db
    .update(users)
    .set({ fromLti: true })
    .where(and(eq(users.id, userId), eq(users.fromLti, false)));
}

/** A new account's link: fails (unique violation) when another launch linked the LMS user first. */
export async function insertLink(db: Db, consumerId: number, ltiUserId: string, userId: string) {
  await db.insert(ltiUserLinks).values({ consumerId, ltiUserId, userId });
}

export async function linkUser(db: Db, consumerId: number, ltiUserId: string, userId: string) {
  await db
    .insert(ltiUserLinks)
    .values({ consumerId, ltiUserId, userId })
    .onConflictDoUpdate({
      target: [ltiUserLinks.consumerId, ltiUserLinks.ltiUserId],
      set: { userId },
    });
}

export async function addRoles(
  db: Db,
  userId: string,
  roleIds: readonly number[],
  institutionId: number,
) {
  if (roleIds.length === 0) return;
  await db
    .insert(userRoles)
    .values(roleIds.map((roleId) => ({ userId, roleId, institutionId, status: 'Active' })))
    .onConflictDoNothing();
}

// --- sign-in tickets and the frame handler's pending page ---

export async function insertTicket(db: Db, values: typeof ltiLoginTickets.$inferInsert) {
  await db.insert(ltiLoginTickets).values(values);
  // Old tickets are of no use to anyone: keep the table small.
  await db
    .delete(ltiLoginTickets)
    .where(lt(ltiLoginTickets.expiresAt, sql`now() - interval '1 hour'`));
}

/** Marks the ticket used, if it is unused, unexpired and bound to `bindingHash`: its user. */
export async function consumeTicket(
  db: Db,
  ticketHash: string,
  bindingHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(ltiLoginTickets)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(ltiLoginTickets.ticketHash, ticketHash),
        eq(ltiLoginTickets.bindingHash, bindingHash),
        isNull(ltiLoginTickets.consumedAt),
        gt(ltiLoginTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: ltiLoginTickets.userId });
  return row?.userId;
}

export async function savePendingRedirect(db: Db, userId: string, target: string) {
  await db
    .insert(ltiPendingRedirects)
    .values({ userId, target })
    .onConflictDoUpdate({
      target: ltiPendingRedirects.userId,
      set: { target, insertedOn: sql`now()` },
    });
}

export async function clearPendingRedirect(db: Db, userId: string) {
  await db.delete(ltiPendingRedirects).where(eq(ltiPendingRedirects.userId, userId));
}

/** Takes the pending page (deleting it) if it is younger than `maxAgeSeconds`. */
export async function takePendingRedirect(db: Db, userId: string, maxAgeSeconds: number) {
  const [row] = await db
    .delete(ltiPendingRedirects)
    .where(eq(ltiPendingRedirects.userId, userId))
    .returning({ target: ltiPendingRedirects.target, insertedOn: ltiPendingRedirects.insertedOn });
  if (!row) return null;
  const age = (Date.now() - row.insertedOn.getTime()) / 1000;
  return age <= maxAgeSeconds ? row.target : null;
}
