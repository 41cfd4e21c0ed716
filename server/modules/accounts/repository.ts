import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountCodes, campuses, institutions, userRoles, users } from '../../db/schema/index';
import { DEMO_SCHOOL_NAME } from '../../db/seed/places-data';
import type { CodePurpose } from './codes';

export interface AccountRow {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  status: string;
}

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  status: users.status,
};

/** The account of a username (any case) or e-mail address; deleted accounts are none. */
export async function findByReference(db: Db, reference: string): Promise<AccountRow | undefined> {
  const value = reference.trim().toLowerCase();
  if (!value) return undefined;
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(or(sql`lower(${users.username}) = ${value}`, eq(users.email, value)))
    .limit(1);
  return row && !row.email.startsWith('deleted_') ? row : undefined;
}

export async function findByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/**
 * Where a self-made account lives: the demo school when there is one, else the first
 * institution; its main campus (else its first) and region. Undefined without institutions.
 */
export async function defaultHome(db: Db) {
  const [row] = await db
    .select({
      institutionId: institutions.id,
      campusId: campuses.id,
      regionId: institutions.regionId,
    })
    .from(institutions)
    .leftJoin(campuses, eq(campuses.institutionId, institutions.id))
    .orderBy(
      sql`(${institutions.name} = ${DEMO_SCHOOL_NAME}) desc`,
      asc(institutions.id),
      sql`${campuses.isMain} desc nulls last`,
      asc(campuses.id),
    )
    .limit(1);
  return row;
}

export async function insertPendingUser(
  db: Db,
  values: Omit<typeof users.$inferInsert, 'status'>,
  studentAt: number | undefined,
  studentRoleId: number,
) {
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ ...values, status: 'Pending' });
    if (studentAt !== undefined) {
      await tx
        .insert(userRoles)
        .values({ userId: values.id, roleId: studentRoleId, institutionId: studentAt });
    }
  });
}

/** Stores a new code; the user's earlier live codes of the purpose stop working. */
export async function replaceCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  codeHash: string,
  expiresAt: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(accountCodes)
      .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)));
    await tx.insert(accountCodes).values({ userId, purpose, codeHash, expiresAt });
  });
}

export async function findLiveCode(db: Db, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(accountCodes)
    .where(
      and(
        eq(accountCodes.userId, userId),
        eq(accountCodes.purpose, purpose),
        isNull(accountCodes.usedAt),
      ),
    )
    .orderBy(sql`${accountCodes.id} desc`)
    .limit(1);
  return row;
}

export async function countWrongAttempt(db: Db, codeId: number) {
  await db
    .update(accountCodes)
    .set({ attempts: sql`${accountCodes.attempts} + 1` })
    .where(eq(accountCodes.id, codeId));
}

/** Marks the code used, once: false when another request used it first. */
export async function useCode(db: Db, codeId: number): Promise<boolean> {
  const rows = await db
    .update(accountCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(accountCodes.id, codeId), isNull(accountCodes.usedAt)))
    .returning({ id: accountCodes.id });
  return rows.length === 1;
}

export async function activate(db: Db, userId: string) {
  await db
    .update(users)
    .set({ status: 'Active', updatedOn: new Date() })
    .where(eq(users.id, userId));
}

/** A reset password also activates: the code proved the address. */
export async function setPassword(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, status: 'Active', updatedOn: new Date() })
    .where(eq(users.id, userId));
}
