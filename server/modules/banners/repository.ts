import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, userRoles } from '../../db/schema/index';

// Queries only; the service checks access and maps rows to the API shapes.

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'insertedOn' | 'updatedOn'>;

/** The banners of `list` shown at `now`: from <= now < until, a missing bound is open. */
export function currentBanners(db: Db, list: number, now: Date) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.list, list),
        or(isNull(banners.showFrom), lte(banners.showFrom, now)),
        or(isNull(banners.showUntil), gt(banners.showUntil, now)),
      ),
    )
    .orderBy(asc(banners.id));
}

export function allBanners(db: Db) {
  return db.select().from(banners).orderBy(asc(banners.list), asc(banners.id));
}

export async function findBanner(db: Db, id: number) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row;
}

export async function insertBanner(db: Db, values: BannerValues) {
  const [row] = await db.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(db: Db, id: number, values: BannerValues) {
  const [row] = await db
    .update(banners)
    .set({ ...values, updatedOn: new Date() })
    .where(eq(banners.id, id))
    .returning();
  return row;
}

export async function deleteBanner(db: Db, id: number) {
  const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return rows.length > 0;
}

export async function hasActiveRole(db: Db, userId: string, roleIds: readonly number[]) {
  const [row] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        inArray(userRoles.roleId, [...roleIds]),
        eq(userRoles.status, 'Active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
