import type { FastifyRequest } from 'fastify';
import type { Bundle, Contract, License, Product } from '@common/schemas/catalog';
import { productTypeSchema } from '@common/schemas/catalog';
import type { Region } from '@common/schemas/user-api';
import type { User, UserRole } from '@common/schemas/users';
import type { Db } from '../../db/client';
import { requireAuth, requireSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';

/** The user API of spec 1 §7: every call checks the caller first, then reads and maps. */
export function createUserApiService(db: Db) {
  return {
    async getUser(request: FastifyRequest, userId: string): Promise<User> {
      requireSelf(request, userId);
      const row = await repo.findUserProfile(db, userId);
      if (!row) throw new HttpError(404, 'No such user.');
      return toUser(row);
    },

    async listRoles(request: FastifyRequest, userId: string): Promise<UserRole[]> {
      requireSelf(request, userId);
      return (await repo.listUserRoles(db, userId)).map(toUserRole);
    },

    /** Expired licenses are included: the client ignores them (spec 1 §3). */
    async listLicenses(request: FastifyRequest, userId: string): Promise<License[]> {
      requireSelf(request, userId);
      return (await repo.listUserLicenses(db, userId)).map(toLicense);
    },

    async listContracts(request: FastifyRequest, userId: string): Promise<Contract[]> {
      requireSelf(request, userId);
      const rows = await repo.listOwnedContracts(db, userId);
      const contractLicenses = await repo.listContractLicenses(
        db,
        rows.map((c) => c.id),
      );
      const now = new Date();
      return rows.map((c) =>
        toContract(
          c,
          contractLicenses.filter((l) => l.contractId === c.id),
          now,
        ),
      );
    },

    /** 404 for another owner's contract too, so ids of others' contracts cannot be probed. */
    async getContract(
      request: FastifyRequest,
      userId: string,
      contractId: number,
    ): Promise<Contract> {
      requireSelf(request, userId);
      const row = await repo.findOwnedContract(db, userId, contractId);
      if (!row) throw new HttpError(404, 'No such contract.');
      return toContract(row, await repo.listContractLicenses(db, [row.id]), new Date());
    },

    async listProducts(request: FastifyRequest): Promise<Product[]> {
      requireAuth(request);
      return (await repo.listProducts(db)).map(toProduct);
    },

    async listBundleProducts(request: FastifyRequest, bundleId: number): Promise<Product[]> {
      requireAuth(request);
      if (!(await repo.findBundle(db, bundleId))) throw new HttpError(404, 'No such bundle.');
      return (await repo.listBundleProducts(db, bundleId)).map(toProduct);
    },

    async listBundles(request: FastifyRequest): Promise<Bundle[]> {
      requireAuth(request);
      return (await repo.listBundles(db)).map(toBundle);
    },

    /** Public: school selection happens before sign-in. */
    async listRegions(): Promise<Region[]> {
      return (await repo.listRegions(db)).map((r) => ({ Id: r.id, Name: r.name }));
    },
  };
}
export type UserApiService = ReturnType<typeof createUserApiService>;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toUser(row: repo.UserProfileRow): User {
  return {
    userId: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    CampusId: row.campusId,
    region: row.regionId,
    fromLti: row.fromLti,
    wsId: row.wsId,
    campus: row.campus,
    school: row.school,
    state: row.state,
  };
}

export function toUserRole(row: repo.UserRoleRow): UserRole {
  return {
    RoleId: row.roleId,
    RoleName: row.roleName,
    InstitutionId: row.institutionId,
    Status: row.status,
  };
}

/** Stored status is 'Issued' or 'Active'; Expired is derived from the end date where shown. */
const storedStatus = (status: string) => (status === 'Active' ? 'Active' : 'Issued');

export function toLicense(row: repo.UserLicenseRow): License {
  return {
    Id: row.id,
    activationCode: row.activationCode,
    BundleId: row.bundleId,
    BundleName: row.bundleName,
    Status: storedStatus(row.status),
    InsertedOn: iso(row.insertedOn),
    ActivatedOn: isoOrNull(row.activatedOn),
    EndDate: iso(row.endDate),
    endDate: iso(row.endDate),
  };
}

export function toContract(
  row: repo.ContractRow,
  licenseRows: readonly repo.ContractLicenseRow[],
  now: Date,
): Contract {
  return {
    Id: row.id,
    MultiuseCode: row.multiuseCode,
    EffectiveDate: iso(row.effectiveDate),
    EndDate: iso(row.endDate),
    ActivationDate: isoOrNull(row.activationDate),
    ExpirationDate: isoOrNull(row.expirationDate),
    Licenses: licenseRows.map((l) => ({
      Id: l.id,
      ActivationCode: l.activationCode,
      BundleId: l.bundleId,
      Status: l.endDate.getTime() < now.getTime() ? 'Expired' : storedStatus(l.status),
      IssuedDate: iso(l.insertedOn),
      ActivatedDate: isoOrNull(l.activatedOn),
      EndDate: iso(l.endDate),
      Holder: l.holder,
    })),
  };
}

export function toProduct(row: repo.ProductRow): Product {
  return {
    Id: row.id,
    Name: row.name,
    Url: row.url,
    // A row outside the enum is a data bug: fail loudly (500) rather than send it.
    ProductType: productTypeSchema.parse(row.productType),
    MetaData: row.metaData,
    Description: row.description,
  };
}

export function toBundle(row: repo.BundleRow): Bundle {
  return {
    Id: row.id,
    Name: row.name,
    Price: Number(row.price),
    ExpirationPeriod: row.expirationPeriod,
    MetaData: row.metaData,
  };
}
