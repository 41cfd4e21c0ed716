import { ApiError } from '@/lib/api-client';
import type { Contract } from '@common/schemas/catalog';
import type { LicenseDetail, LicenseStatus } from '@common/schemas/licenses';

/** A status seen on the device may be older than the end date: past the end it is Expired. */
export function effectiveStatus(
  license: { Status: LicenseStatus; EndDate?: string; endDate?: string },
  now: Date,
): LicenseStatus {
  const end = Date.parse(license.EndDate ?? license.endDate ?? '');
  return !Number.isNaN(end) && end <= now.getTime() ? 'Expired' : license.Status;
}

/**
 * The Issued or Active view of the license details: expired licenses are ignored (spec 1 §3),
 * latest end date first, then by code.
 */
export function licensesInView(
  licenses: readonly LicenseDetail[],
  view: 'Issued' | 'Active',
  now: Date,
): LicenseDetail[] {
  return licenses
    .filter((license) => effectiveStatus(license, now) === view)
    .sort(
      (a, b) =>
        Date.parse(b.endDate) - Date.parse(a.endDate) ||
        a.activationCode.localeCompare(b.activationCode),
    );
}

/**
 * Spec 1 §2: contracts already activated (activation date on or before now) first, then those
 * with issued licenses, then the rest; each group newest (highest id) first.
 */
export function sortContracts(contracts: readonly Contract[], now: Date): Contract[] {
  const rank = (contract: Contract) => {
    const activation = contract.ActivationDate ? Date.parse(contract.ActivationDate) : NaN;
    if (!Number.isNaN(activation) && activation <= now.getTime()) return 0;
    if (contract.Licenses.some((license) => effectiveStatus(license, now) === 'Issued')) return 1;
    return 2;
  };
  return [...contracts].sort((a, b) => rank(a) - rank(b) || b.Id - a.Id);
}

/** What the activation dialog says when activating failed: a translation key and its values. */
export type ActivationProblem = { key: string; values?: Record<string, number> };

/**
 * Spec 1 §5, §8: the server refusing the code, or an answer without a licenseId, is 'Please enter
 * a valid code'; a call that failed (network, timeout, 5xx) is 'There was an error activating the
 * code'. Too many attempts (429) says when to try again, never that the code is wrong.
 */
export function activationProblem(error: unknown): ActivationProblem {
  if (error instanceof ApiError) {
    if (error.kind === 'http' && error.status === 429) {
      return {
        key: 'activation.tooManyAttempts',
        values: { count: error.retryAfterSeconds ?? 60 },
      };
    }
    if (error.kind === 'invalid-response') return { key: 'activation.invalid' };
    if (error.kind === 'http' && error.status >= 400 && error.status < 500) {
      return { key: 'activation.invalid' };
    }
  }
  return { key: 'activation.failed' };
}
