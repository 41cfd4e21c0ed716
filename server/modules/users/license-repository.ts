import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bundles, contracts, licenses } from '../../db/schema/index';

// Queries only (license details and activation); the rules are in license-service.ts.

export function listLicenseDetails(db: Db, userId: string) {
  return db
    .select({
      id: licenses.id,
      activationCode: licenses.activationCode,
      status: licenses.status,
      insertedOn: licenses.insertedOn,
      activatedOn: licenses.activatedOn,
      endDate: licenses.endDate,
      bundleId: bundles.id,
      bundleName: bundles.name,
      bundleMetaData: bundles.metaData,
    })
    .from(licenses)
    .innerJoin(bundles, eq(bundles.id, licenses.bundleId))
    .where(eq(licenses.userId, userId))
    .orderBy(asc(licenses.id));
}
export type LicenseDetailRow = Awaited<ReturnType<typeof listLicenseDetails>>[number];

/** Codes are matched without regard to letter case. */
export async function findLicenseByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      id: licenses.id,
      userId: licenses.userId,
      status: licenses.status,
      endDate: licenses.endDate,
      contractId: licenses.contractId,
      expirationPeriod: bundles.expirationPeriod,
    })
    .from(licenses)
    .innerJoin(bundles, eq(bundles.id, licenses.bundleId))
    .where(sql`lower(${licenses.activationCode}) = ${code.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findContractByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      id: contracts.id,
      effectiveDate: contracts.effectiveDate,
      endDate: contracts.endDate,
      activationDate: contracts.activationDate,
    })
    .from(contracts)
    .where(sql`lower(${contracts.multiuseCode}) = ${code.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Locks the contract's row until the transaction ends: seat claims of one contract take turns. */
export async function lockContract(db: Db, contractId: number) {
  await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .for('update');
}

export async function findContractEnd(db: Db, contractId: number) {
  const [row] = await db
    .select({ endDate: contracts.endDate })
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .limit(1);
  return row?.endDate;
}

/**
 * Activates an issued code for the user, only if it is still issued (single use even when two
 * requests race). Returns the license id, or undefined when someone was first.
 */
export async function activateIssuedLicense(
  db: Db,
  licenseId: number,
  userId: string,
  activatedOn: Date,
  endDate: Date,
) {
  const [row] = await db
    .update(licenses)
    .set({ userId, status: 'Active', activatedOn, endDate })
    .where(
      and(
        eq(licenses.id, licenseId),
        eq(licenses.status, 'Issued'),
        or(isNull(licenses.userId), eq(licenses.userId, userId)),
      ),
    )
    .returning({ id: licenses.id });
  return row?.id;
}

/** The user already holds an unexpired license of this contract. */
export async function holdsContractLicense(db: Db, userId: string, contractId: number, now: Date) {
  const rows = await db
    .select({ id: licenses.id })
    .from(licenses)
    .where(
      and(
        eq(licenses.userId, userId),
        eq(licenses.contractId, contractId),
        gt(licenses.endDate, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The contract's next unclaimed, unexpired issued license (a free seat), oldest first. */
export async function findFreeContractSeat(db: Db, contractId: number, now: Date) {
  const [row] = await db
    .select({ id: licenses.id, expirationPeriod: bundles.expirationPeriod })
    .from(licenses)
    .innerJoin(bundles, eq(bundles.id, licenses.bundleId))
    .where(
      and(
        eq(licenses.contractId, contractId),
        eq(licenses.status, 'Issued'),
        isNull(licenses.userId),
        gt(licenses.endDate, now),
      ),
    )
    .orderBy(asc(licenses.id))
    .limit(1);
  return row;
}
