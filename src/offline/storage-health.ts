/**
 * Is the device's storage safe for the lab book (ARCHITECTURE.md point 8)? The app asks for
 * persistent storage after sign-in and warns when the browser may evict the data or the quota is
 * nearly full. Plain TypeScript over `navigator.storage` (pages and workers).
 */

export const NEARLY_FULL_RATIO = 0.9;

export type StorageWarning =
  /** Not persistent, and more than 90% of the quota is used. */
  | 'nearly-full'
  /** Persistence was refused on a browser known to evict unpersisted data (Safari: 7 days). */
  | 'may-be-evicted';

export interface StorageHealth {
  persisted: boolean;
  usage?: number;
  quota?: number;
  warning?: StorageWarning;
}

/** `navigator.storage` (persist() exists in pages only). */
export interface StorageApi {
  persisted(): Promise<boolean>;
  persist?(): Promise<boolean>;
  estimate(): Promise<StorageEstimate>;
}

/**
 * WebKit deletes the script-writable storage of sites not used for 7 days unless installed or
 * persisted; Chromium evicts only under storage pressure (covered by the quota check).
 */
export function evictsUnpersistedData(userAgent: string): boolean {
  const isWebKit =
    /AppleWebKit/i.test(userAgent) && !/Chrome|Chromium|CriOS|Edg|OPR/i.test(userAgent);
  return isWebKit || /FxiOS/i.test(userAgent);
}

/** Asks once for persistent storage (after sign-in), then reports what the browser says. */
export async function checkStorage(
  storage: StorageApi | undefined,
  userAgent: string,
  options: { askPersistence: boolean } = { askPersistence: true },
): Promise<StorageHealth> {
  if (!storage) return { persisted: false };
  let persisted = await storage.persisted().catch(() => false);
  if (!persisted && options.askPersistence && storage.persist)
    persisted = await storage.persist().catch(() => false);
  const { usage, quota } = await storage.estimate().catch(() => ({}) as StorageEstimate);
  const health: StorageHealth = {
    persisted,
    ...(usage !== undefined ? { usage } : {}),
    ...(quota !== undefined ? { quota } : {}),
  };
  if (persisted) return health;
  if (quota && usage !== undefined && usage / quota > NEARLY_FULL_RATIO)
    return { ...health, warning: 'nearly-full' };
  if (evictsUnpersistedData(userAgent)) return { ...health, warning: 'may-be-evicted' };
  return health;
}
