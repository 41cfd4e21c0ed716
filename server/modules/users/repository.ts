import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bundleProducts,
  bundles,
  campuses,
  contracts,
  institutions,
  licenses,
  oidcPayloads,
  products,
  regions,
  roles,
  states,
  userRoles,
  users,
} from '../../db/schema/index';

// Queries only: access checks and mapping live in service.ts. Every select names its columns,
// so secrets (password_hash, session_version) are never read here.

export async function findUserProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      campusId: users.campusId,
      regionId: users.regionId,
      fromLti: users.fromLti,
      wsId: users.wsId,
      campus: campuses.locationName,
      school: institutions.name,
      state: states.name,
    })
    .from(users)
    .leftJoin(campuses, eq(campuses.id, users.campusId))
    .leftJoin(institutions, eq(institutions.id, campuses.institutionId))
    .leftJoin(states, eq(states.id, institutions.stateId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
export type UserProfileRow = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;

export function listUserRoles(db: Db, userId: string) {
  return db
    .select({
      roleId: userRoles.roleId,
      roleName: roles.name,
      institutionId: userRoles.institutionId,
      status: userRoles.status,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.institutionId), asc(userRoles.roleId));
}
export type UserRoleRow = Awaited<ReturnType<typeof listUserRoles>>[number];

/** All of the user's licenses, expired ones included (the client ignores those). */
export function listUserLicenses(db: Db, userId: string) {
  return db
    .select({
      id: licenses.id,
      activationCode: licenses.activationCode,
      bundleId: licenses.bundleId,
      bundleName: bundles.name,
      status: licenses.status,
      insertedOn: licenses.insertedOn,
      activatedOn: licenses.activatedOn,
      endDate: licenses.endDate,
    })
    .from(licenses)
    .innerJoin(bundles, eq(bundles.id, licenses.bundleId))
    .where(eq(licenses.userId, userId))
    .orderBy(asc(licenses.insertedOn), asc(licenses.id));
}
export type UserLicenseRow = Awaited<ReturnType<typeof listUserLicenses>>[number];

const contractColumns = {
  id: contracts.id,
  multiuseCode: contracts.multiuseCode,
  effectiveDate: contracts.effectiveDate,
  endDate: contracts.endDate,
  activationDate: contracts.activationDate,
  expirationDate: contracts.expirationDate,
};

export function listOwnedContracts(db: Db, ownerId: string) {
  return db
    .select(contractColumns)
    .from(contracts)
    .where(eq(contracts.ownerId, ownerId))
    .orderBy(asc(contracts.id));
}
export type ContractRow = Awaited<ReturnType<typeof listOwnedContracts>>[number];

export async function findOwnedContract(db: Db, ownerId: string, contractId: number) {
  const [row] = await db
    .select(contractColumns)
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function listContractLicenses(db: Db, contractIds: readonly number[]) {
  if (contractIds.length === 0) return [];
  return db
    .select({
      id: licenses.id,
      contractId: licenses.contractId,
      activationCode: licenses.activationCode,
      bundleId: licenses.bundleId,
      status: licenses.status,
      insertedOn: licenses.insertedOn,
      activatedOn: licenses.activatedOn,
      endDate: licenses.endDate,
      holder: users.username,
    })
    .from(licenses)
    .leftJoin(users, eq(users.id, licenses.userId))
    .where(inArray(licenses.contractId, [...contractIds]))
    .orderBy(asc(licenses.id));
}
export type ContractLicenseRow = Awaited<ReturnType<typeof listContractLicenses>>[number];

const productColumns = {
  id: products.id,
  name: products.name,
  url: products.url,
  productType: products.productType,
  metaData: products.metaData,
  description: products.description,
};

export function listProducts(db: Db) {
  return db.select(productColumns).from(products).orderBy(asc(products.id));
}
export type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

export function listBundleProducts(db: Db, bundleId: number) {
  return db
    .select(productColumns)
    .from(bundleProducts)
    .innerJoin(products, eq(products.id, bundleProducts.productId))
    .where(eq(bundleProducts.bundleId, bundleId))
    .orderBy(asc(products.id));
}

const bundleColumns = {
  id: bundles.id,
  name: bundles.name,
  price: bundles.price,
  expirationPeriod: bundles.expirationPeriod,
  metaData: bundles.metaData,
};

export function listBundles(db: Db) {
  return db.select(bundleColumns).from(bundles).orderBy(asc(bundles.id));
}
export type BundleRow = Awaited<ReturnType<typeof listBundles>>[number];

export async function findBundle(db: Db, bundleId: number) {
  const [row] = await db
    .select(bundleColumns)
    .from(bundles)
    .where(eq(bundles.id, bundleId))
    .limit(1);
  return row;
}

export function listRegions(db: Db) {
  return db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.id));
}

// --- Profile edit and password change -------------------------------------------------------

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

/** Saves the profile; a new username bumps the session version. */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
  isNewLogin: boolean,
) {
  await db
    .update(users)
    .set({
      ...changes,
      updatedOn: new Date(),
      ...(isNewLogin ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
    })
    .where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({
      passwordHash,
      updatedOn: new Date(),
      sessionVersion: sql`${users.sessionVersion} + 1`,
    })
    .where(eq(users.id, userId));
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

// --- License details and activation -------------------------------------------------------

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
