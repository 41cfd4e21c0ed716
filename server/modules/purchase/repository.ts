import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bundles, contracts, licenses, payments, users } from '../../db/schema/index';

// Queries only (the purchase); the rules are in service.ts.

export async function findBuyer(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export function findBundles(db: Db, ids: readonly number[]) {
  return db
    .select({
      id: bundles.id,
      name: bundles.name,
      price: bundles.price,
      expirationPeriod: bundles.expirationPeriod,
      metaData: bundles.metaData,
    })
    .from(bundles)
    .where(inArray(bundles.id, [...ids]));
}
export type BundleRow = Awaited<ReturnType<typeof findBundles>>[number];

export type NewPayment = typeof payments.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

/** The payment row that claims the idempotency key; undefined when another request has it. */
export async function claimPayment(db: Db, payment: NewPayment) {
  const [row] = await db
    .insert(payments)
    .values(payment)
    .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
    .returning();
  return row;
}

export async function findPayment(db: Db, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/**
 * Takes over a pending payment whose request stopped before an outcome (claimed before
 * `staleBefore`): only one retry wins. Its charge runs again with the same idempotency key, so
 * the provider answers the first charge instead of making a second one.
 */
export async function reclaimStalePayment(db: Db, id: number, staleBefore: Date) {
  const [row] = await db
    .update(payments)
    .set({ insertedOn: new Date() })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'pending'),
        lt(payments.insertedOn, staleBefore),
      ),
    )
    .returning();
  return row;
}

/** The outcome is unknown (provider unreachable): the next retry may take the payment over. */
export async function releasePayment(db: Db, id: number) {
  await db
    .update(payments)
    .set({ insertedOn: new Date(0) })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

/**
 * A refused card leaves nothing behind (a refusal changes no table). A retry with the same key
 * asks the provider again with the same idempotency key, which answers the same refusal.
 */
export async function dropPayment(db: Db, id: number) {
  await db.delete(payments).where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

export async function completePayment(
  db: Db,
  id: number,
  gatewayChargeId: string,
  activationCodes: string[],
) {
  await db
    .update(payments)
    .set({ status: 'succeeded', gatewayChargeId, activationCodes })
    .where(eq(payments.id, id));
}

/** A batch purchase is a contract of the buyer's (profile "Contracts" lists its codes). */
export async function insertContract(
  db: Db,
  values: { ownerId: string; institutionId: number | null; effectiveDate: Date; endDate: Date },
) {
  const [row] = await db
    .insert(contracts)
    .values({ ...values, multiuseCode: null })
    .returning({ id: contracts.id });
  if (!row) throw new Error('contract not inserted');
  return row.id;
}

export function insertLicenses(db: Db, rows: (typeof licenses.$inferInsert)[]) {
  return db
    .insert(licenses)
    .values(rows)
    .returning({ id: licenses.id, code: licenses.activationCode, bundleId: licenses.bundleId });
}

/** The issued codes of a finished payment, in the order they were issued. */
export function findLicensesByCodes(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: licenses.id,
      code: licenses.activationCode,
      bundleId: licenses.bundleId,
      bundleName: bundles.name,
    })
    .from(licenses)
    .innerJoin(bundles, eq(bundles.id, licenses.bundleId))
    .where(inArray(licenses.activationCode, [...codes]))
    .orderBy(sql`${licenses.id}`);
}
