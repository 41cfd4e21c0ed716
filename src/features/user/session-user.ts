import type { Contract, License, Product } from '@common/schemas/catalog';
import type { User, UserRole } from '@common/schemas/users';
import { displayName } from '@common/domain/display-name';
import { isDesktopProductName } from '@common/domain/labs';
import { resolveRole, type ResolvedRole } from '@common/domain/roles';

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
  claims: { blsupport?: boolean },
  now: Date,
): SessionUser {
  const resolved = resolveRole(data.roles, claims.blsupport === true);
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
    userType: resolved.isInstructor ? 1 : 2,
    licenses,
    contracts: data.contracts,
    products,
    hasWebProduct: hasWebProduct(products),
    desktopProducts,
    hasDesktopProduct: desktopProducts.length > 0,
  };
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
