/**
 * The API contract (zod schemas from common/schemas), loaded on first use: zod is about 22 KB
 * gzip, and the first request is already in flight while it loads (also from the precache).
 */
export const loadContract = () => import('./contract-schemas');
