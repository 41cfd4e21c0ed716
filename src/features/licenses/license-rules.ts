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
