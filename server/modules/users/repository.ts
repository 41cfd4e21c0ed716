import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bundleProducts,
  bundles,
  campuses,
  contracts,
  institutions,
  licenses,
  products,
  regions,
  roles,
  states,
  userRoles,
  users,
} from '../../db/schema/index';

// Queries only: access checks and mapping live in service.ts. Every select names its columns,
// so the password hash is never read here.

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
