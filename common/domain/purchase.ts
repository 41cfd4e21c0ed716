import { parseMetaData } from '../schemas/catalog';

/** The purchase rules shared by the page and the server (spec 1 §2, §5). */

export interface PurchasableBundle {
  Id: number;
  Name: string;
  Price: number;
  ExpirationPeriod: number;
  MetaData: string;
}

/** Only bundles whose MetaData says canPurchase; a bundleid restricts them to that one. */
export function purchasableBundles<T extends PurchasableBundle>(
  bundles: readonly T[],
  bundleId?: number,
): T[] {
  return bundles.filter(
    (b) =>
      parseMetaData(b.MetaData).canPurchase === true &&
      (bundleId === undefined || b.Id === bundleId),
  );
}

/** The Full Suite bundle is preselected when no bundle is given. */
export const FULL_SUITE_NAME = 'Full Suite';

export function preselectedBundleId(
  bundles: readonly PurchasableBundle[],
  bundleId?: number,
): number | undefined {
  if (bundleId !== undefined) return bundles.find((b) => b.Id === bundleId)?.Id;
  return (bundles.find((b) => b.Name === FULL_SUITE_NAME) ?? bundles[0])?.Id;
}

/** Quantity is at least 1 and never below 0: anything not a whole number ≥ 1 becomes 1. */
export function clampQuantity(value: number | string): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_QUANTITY) : 1;
}

/** More codes than this in one card payment is a contract, not a purchase. */
export const MAX_QUANTITY = 500;

/** Sum of the selected prices times quantity, in cents (no floating-point drift). */
export function totalCents(prices: readonly number[], quantity: number): number {
  return prices.reduce((sum, price) => sum + Math.round(price * 100), 0) * quantity;
}

/** Shown with 2 decimals. */
export function formatTotal(cents: number): string {
  return (cents / 100).toFixed(2);
}
