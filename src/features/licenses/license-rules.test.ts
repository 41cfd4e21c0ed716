import { describe, expect, it } from 'vitest';
import type { Contract } from '@common/schemas/catalog';
import type { LicenseDetail } from '@common/schemas/licenses';
import { ApiError } from '@/lib/api-client';
import { activationProblem, effectiveStatus, licensesInView, sortContracts } from './license-rules';

const now = new Date('2026-03-01T12:00:00Z');
const license = (
  code: string,
  Status: LicenseDetail['Status'],
  endDate: string,
): LicenseDetail => ({
  licenseId: code.length,
  activationCode: code,
  Status,
  InsertedOn: '2026-01-01T00:00:00Z',
  ActivatedOn: null,
  endDate,
  bundles: [],
});
const contract = (
  Id: number,
  ActivationDate: string | null,
  statuses: Array<'Issued' | 'Active' | 'Expired'> = [],
): Contract => ({
  Id,
  MultiuseCode: `C${Id}`,
  EffectiveDate: '2026-01-01T00:00:00Z',
  EndDate: '2027-01-01T00:00:00Z',
  ActivationDate,
  ExpirationDate: null,
  Licenses: statuses.map((Status, i) => ({
    Id: i,
    ActivationCode: `C${Id}-${i}`,
    BundleId: 1,
    Status,
    IssuedDate: '2026-01-01T00:00:00Z',
    ActivatedDate: null,
    EndDate: '2027-01-01T00:00:00Z',
    Holder: null,
  })),
});

describe('license rules', () => {
  it('treats a code whose end date has passed as Expired', () => {
    expect(effectiveStatus({ Status: 'Active', EndDate: '2026-02-01T00:00:00Z' }, now)).toBe(
      'Expired',
    );
    expect(effectiveStatus({ Status: 'Issued', endDate: '2026-04-01T00:00:00Z' }, now)).toBe(
      'Issued',
    );
  });

  it('shows each view without expired licenses, latest end first', () => {
    const all = [
      license('A', 'Active', '2026-05-01T00:00:00Z'),
      license('B', 'Active', '2026-09-01T00:00:00Z'),
      license('C', 'Active', '2026-02-01T00:00:00Z'),
      license('D', 'Issued', '2026-06-01T00:00:00Z'),
    ];
    expect(licensesInView(all, 'Active', now).map((l) => l.activationCode)).toEqual(['B', 'A']);
    expect(licensesInView(all, 'Issued', now).map((l) => l.activationCode)).toEqual(['D']);
  });

  it('sorts activated contracts first, then those with issued licenses', () => {
    const sorted = sortContracts(
      [
        contract(1, null),
        contract(2, null, ['Issued']),
        contract(3, '2026-02-01T00:00:00Z'),
        contract(4, '2026-04-01T00:00:00Z', ['Active']),
        contract(5, '2026-01-01T00:00:00Z'),
        contract(6, null, ['Active', 'Issued']),
      ],
      now,
    );
    expect(sorted.map((c) => c.Id)).toEqual([5, 3, 6, 2, 4, 1]);
  });
});

describe('activation problems (spec 1 §5, §8)', () => {
  it('tells a refused code from a failed call and from the rate limit', () => {
    const refused = new ApiError('http', 400, 'HTTP 400: unknown', { message: 'unknown' });
    expect(activationProblem(refused)).toEqual({ key: 'activation.invalid' });
    // An answer without a licenseId.
    expect(activationProblem(new ApiError('invalid-response', 200, 'Unexpected answer'))).toEqual({
      key: 'activation.invalid',
    });
    for (const failed of [
      new ApiError('network', 0, 'Network error'),
      new ApiError('timeout', 0, 'No answer within 30 s'),
      new ApiError('http', 502, 'HTTP 502'),
      new Error('anything else'),
    ]) {
      expect(activationProblem(failed)).toEqual({ key: 'activation.failed' });
    }
    expect(activationProblem(new ApiError('http', 429, 'HTTP 429', undefined, 12))).toEqual({
      key: 'activation.tooManyAttempts',
      values: { count: 12 },
    });
  });
});
