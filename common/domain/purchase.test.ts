import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  formatTotal,
  preselectedBundleId,
  purchasableBundles,
  totalCents,
} from './purchase';

const bundle = (Id: number, Name: string, canPurchase: boolean) => ({
  Id,
  Name,
  Price: 10,
  ExpirationPeriod: 365,
  MetaData: JSON.stringify({ canPurchase }),
});

describe('purchase rules (spec 1 §2, §5)', () => {
  const bundles = [
    bundle(1, 'Chemistry', true),
    bundle(2, 'Full Suite', true),
    bundle(3, 'Old', false),
  ];

  it('lists only canPurchase bundles, restricted by bundleid', () => {
    expect(purchasableBundles(bundles).map((b) => b.Id)).toEqual([1, 2]);
    expect(purchasableBundles(bundles, 1).map((b) => b.Id)).toEqual([1]);
    expect(purchasableBundles(bundles, 3)).toEqual([]);
  });

  it('preselects Full Suite unless a bundle is given', () => {
    expect(preselectedBundleId(bundles)).toBe(2);
    expect(preselectedBundleId(bundles, 1)).toBe(1);
    expect(preselectedBundleId([])).toBeUndefined();
  });

  it('keeps quantity at least 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('3')).toBe(3);
    expect(clampQuantity(2.7)).toBe(2);
  });

  it('totals prices times quantity with 2 decimals', () => {
    expect(formatTotal(totalCents([49.99, 0.1], 3))).toBe('150.27');
    expect(formatTotal(totalCents([10], 1))).toBe('10.00');
    expect(formatTotal(totalCents([], 5))).toBe('0.00');
  });
});
