import { REFERENCE_BENCHES } from '@common/domain/labs';

/**
 * Where a lab's bench runs (README "Opening a lab"): a bench product's `Url` as the catalogue
 * gives it when it names a site (`https://...`) or a path of the portal (`/benches/...`);
 * a relative `Url` (the demo catalogue's `physics-density/`) is resolved against the configured
 * bench host (BENCH_BASE_URL), else the lab's reference bench that the portal serves itself.
 * null: the bench is not hosted anywhere this portal knows of.
 */
export function benchAddress(
  productUrl: string | null | undefined,
  identifier: string,
  options: { baseUrl: string | null; origin: string },
): string | null {
  const url = productUrl?.trim() ?? '';
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/')) return new URL(url, options.origin).toString();
  if (options.baseUrl) return new URL(url || `${identifier}/`, options.baseUrl).toString();
  const reference = REFERENCE_BENCHES[identifier];
  return reference ? new URL(reference, options.origin).toString() : null;
}
