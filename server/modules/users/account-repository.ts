import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campuses, institutions, oidcPayloads, users } from '../../db/schema/index';

// Queries only (profile edit, password change, the identity provider's sessions); the rules
// are in account-service.ts and sessions.ts.

/** The one place that reads the password hash: the password change needs it. */
export async function findPasswordHash(db: Db, userId: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Usernames are unique whatever the letter case (sign-in ignores case). */
export async function isUsernameTaken(db: Db, username: string, exceptUserId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.username}) = ${username.toLowerCase()}`, ne(users.id, exceptUserId)),
    )
    .limit(1);
  return rows.length > 0;
}

/** The campus with the region of its school (the profile's country). */
export async function findCampusRegion(db: Db, campusId: number) {
  const [row] = await db
    .select({ id: campuses.id, regionId: institutions.regionId })
    .from(campuses)
    .innerJoin(institutions, eq(institutions.id, campuses.institutionId))
    .where(eq(campuses.id, campusId))
    .limit(1);
  return row;
}

export interface ProfileChanges {
  username: string;
  firstName: string | null;
  lastName: string | null;
  campusId: number;
  regionId: number;
}

/** Saves the profile (ending the sessions of a new username is sessions.ts's work). */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges) {
  await db
    .update(users)
    .set({ ...changes, updatedOn: new Date() })
    .where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedOn: new Date() }).where(eq(users.id, userId));
}

// --- Sessions of the identity provider ------------------------------------------------------

/** Every stored session, grant and token of an account (oidc-provider keeps `accountId`). */
export function listAccountPayloads(db: Db, userId: string) {
  return db
    .select({
      id: oidcPayloads.id,
      type: oidcPayloads.type,
      uid: oidcPayloads.uid,
      grantId: oidcPayloads.grantId,
      payload: oidcPayloads.payload,
    })
    .from(oidcPayloads)
    .where(sql`${oidcPayloads.payload}->>'accountId' = ${userId}`);
}
export type AccountPayloadRow = Awaited<ReturnType<typeof listAccountPayloads>>[number];

export async function deletePayloads(
  db: Db,
  rows: readonly Pick<AccountPayloadRow, 'id' | 'type'>[],
) {
  for (const row of rows) {
    await db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.id, row.id), eq(oidcPayloads.type, row.type)));
  }
}
