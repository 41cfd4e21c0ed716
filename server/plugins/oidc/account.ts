import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licenses, userRoles, users } from '../../db/schema/index';
import { RoleId } from '@common/domain/roles';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Sign-in accepts the username (any case) or the e-mail address. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  if (!value) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${value}`, eq(users.email, value)))
    .limit(1);
  return user;
}

/** The claims of spec 1 §7's scopes; userinfo returns those of the granted scopes. */
export async function accountClaims(db: Db, user: UserRow) {
  const [roleRows, licenseRows] = await Promise.all([
    db
      .select({ RoleId: userRoles.roleId, InstitutionId: userRoles.institutionId })
      .from(userRoles)
      .where(eq(userRoles.userId, user.id)),
    db
      .select({ BundleId: licenses.bundleId, endDate: licenses.endDate })
      .from(licenses)
      .where(and(eq(licenses.userId, user.id), gt(licenses.endDate, new Date()))),
  ]);
  return {
    sub: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
    given_name: user.firstName ?? undefined,
    family_name: user.lastName ?? undefined,
    preferred_username: user.username,
    email: user.email,
    user_id: user.id,
    campus_id: user.campusId,
    roles: roleRows,
    licenses: licenseRows.map((l) => ({ BundleId: l.BundleId, EndDate: l.endDate.toISOString() })),
    blsupport: roleRows.some((r) => r.RoleId === RoleId.BlSupport),
  };
}
