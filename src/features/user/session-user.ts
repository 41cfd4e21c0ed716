import type { Contract, License, Product } from '@common/schemas/catalog';
import type { User, UserRole } from '@common/schemas/users';
import { displayName } from '@common/domain/display-name';
import { isDesktopProductName } from '@common/domain/labs';
import { resolveRole, RoleId, ROLE_NAMES, type ResolvedRole } from '@common/domain/roles';

/** Parts of the start data whose call may fail without stopping the app (spec 2 §8: logged only). */
export type OptionalPart = 'catalog' | 'licenses' | 'contracts' | 'bundleProducts' | 'taClasses';

/** Everything fetched at start for the signed-in user (persisted, so the app opens offline). */
export interface SessionUserData {
  user: User;
  roles: UserRole[];
  licenses: License[];
  contracts: Contract[];
  /** The catalog (GET products). */
  catalog: Product[];
  /** Products of each unexpired license's bundle, by bundle id. */
  bundleProducts: Record<number, Product[]>;
  /** Group ids of the user's TA record (TAs only; empty for everyone else). */
  taClasses?: number[];
  /** Parts whose call failed with nothing saved on the device: shown as empty, offered a Retry. */
  unavailable?: OptionalPart[];
}

/** The spec 1 §3 User with its derived fields (role flags from resolveRole). */
export interface SessionUser extends ResolvedRole {
  userId: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** Display name of spec 1 §3. */
  name: string;
  roles: UserRole[];
  /** The role shown in the header (spec 1 §3 roleName): BL Support or an admin role for staff. */
  roleName: string;
  CampusId: number | null;
  campus: string | null;
  school: string | null;
  state: string | null;
  /** The user's country (region id of spec 1 §9). */
  region: number | null;
  /** Group ids the user tutors as a teaching assistant (from the TA record). */
  taClasses: number[];
  fromLti: boolean;
  /** Worksheets id, when the worksheets site knows the user. */
  wsId: number | null;
  /** A support user acting as this user through the proxy tool (this tab only). */
  isProxying: boolean;
  /** Community user type: instructors 1, everyone else 2 (spec 1 §2). */
  userType: 1 | 2;
  /** Licenses whose EndDate is still ahead. */
  licenses: License[];
  contracts: Contract[];
  /** Union of the products of every unexpired license's bundle, one per Id. */
  products: Product[];
  hasWebProduct: boolean;
  desktopProducts: Product[];
  hasDesktopProduct: boolean;
  /** Start data that could not be loaded (see SessionUserData.unavailable). */
  unavailable: OptionalPart[];
}

/** Staff roles, in the order the header names them when the user is no instructor or TA. */
const STAFF_ROLES = [
  RoleId.BlSupport,
  RoleId.Administrator,
  RoleId.Admin,
  RoleId.Supervisor,
  RoleId.BlTech,
  RoleId.ReadOnlyAdmin,
] as const;

/**
 * Spec 1 §3 roleName. Instructor and Teaching Assistant as resolved (spec 1 §6); a user who is
 * neither is named by their staff role when they have one (a support user reads "BL Support",
 * not "Student"), else Student.
 */
export function roleNameOf(resolved: ResolvedRole, roles: readonly { RoleId: number }[]): string {
  if (resolved.isInstructor || resolved.isTA) return resolved.role;
  const ids = new Set(roles.map((role) => role.RoleId));
  const staff = STAFF_ROLES.find(
    (id) => ids.has(id) || (id === RoleId.BlSupport && resolved.isBlSupportUser),
  );
  return staff === undefined ? resolved.role : ROLE_NAMES[staff];
}

export function isDesktopProduct(product: Product): boolean {
  return product.ProductType === 'Desktop' || isDesktopProductName(product.Name);
}

/** Spec 1 §3: licenses whose EndDate is in the past are ignored. */
export function activeLicenses(licenses: readonly License[], now: Date): License[] {
  return licenses.filter((license) => {
    const end = Date.parse(license.EndDate);
    return Number.isNaN(end) || end > now.getTime();
  });
}

export function ownedProducts(
  licenses: readonly License[],
  bundleProducts: Record<number, Product[]>,
): Product[] {
  const byId = new Map<number, Product>();
  for (const license of licenses) {
    for (const product of bundleProducts[license.BundleId] ?? []) byId.set(product.Id, product);
  }
  return [...byId.values()];
}

/** A web product is owned if any non-desktop product has a Url (spec 1 §3). */
export function hasWebProduct(products: readonly Product[]): boolean {
  return products.some((product) => !isDesktopProduct(product) && Boolean(product.Url));
}

export function toSessionUser(
  data: SessionUserData,
  claims: { blsupport?: boolean; proxying?: boolean },
  now: Date,
): SessionUser {
  const resolved = withoutIdleTa(
    resolveRole(data.roles, claims.blsupport === true),
    data.taClasses,
    data.unavailable,
  );
  const licenses = activeLicenses(data.licenses, now);
  const products = ownedProducts(licenses, data.bundleProducts);
  const desktopProducts = products.filter(isDesktopProduct);
  return {
    userId: data.user.userId,
    username: data.user.username,
    firstName: data.user.firstName,
    lastName: data.user.lastName,
    email: data.user.email,
    name: displayName(data.user),
    roles: data.roles,
    ...resolved,
    roleName: roleNameOf(resolved, data.roles),
    CampusId: data.user.CampusId,
    campus: data.user.campus,
    school: data.user.school,
    state: data.user.state,
    region: data.user.region,
    taClasses: resolved.isTA ? (data.taClasses ?? []) : [],
    fromLti: data.user.fromLti,
    wsId: data.user.wsId,
    isProxying: claims.proxying === true,
    userType: resolved.isInstructor ? 1 : 2,
    licenses,
    contracts: data.contracts,
    products,
    hasWebProduct: hasWebProduct(products),
    desktopProducts,
    hasDesktopProduct: desktopProducts.length > 0,
    unavailable: data.unavailable ?? [],
  };
}

/**
 * A teaching assistant whose groups are all gone (deleted, archived, left) tutors nobody: the
 * TA role is kept on the server until the TA flow removes it, but the app treats the user as a
 * student (no instructor view, no teaching pages). Unknown when the TA data could not be loaded.
 */
function withoutIdleTa(
  resolved: ResolvedRole,
  taClasses: readonly number[] | undefined,
  unavailable: readonly OptionalPart[] | undefined,
): ResolvedRole {
  if (!resolved.isTA || taClasses === undefined || unavailable?.includes('taClasses'))
    return resolved;
  if (taClasses.length > 0) return resolved;
  return { ...resolved, role: 'Student', isTA: false, isStudent: true };
}

/** Instructors and TAs outside student view see the teaching pages (spec 1 §2). */
export function isTeacherMode(
  user: Pick<SessionUser, 'isInstructor' | 'isTA'>,
  studentView: boolean,
): boolean {
  return (user.isInstructor || user.isTA) && !studentView;
}

/** Desktop-only users see the desktop frame page instead of the lab list. */
export function isDesktopOnly(
  user: Pick<SessionUser, 'hasWebProduct' | 'hasDesktopProduct'>,
): boolean {
  return !user.hasWebProduct && user.hasDesktopProduct;
}
