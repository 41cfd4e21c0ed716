import { MetaKey, type LabBookDb, type MirroredToken, type SyncEndpoints } from './lab-book-db';
import { releaseSignInHolds } from './outbox-state';

/**
 * The access token mirrored for the service worker (ARCHITECTURE.md point 6): the page writes the
 * short-lived access token (never the refresh token) into the signed-in user's OWN database on
 * sign-in and every renewal, and removes it on sign-out. The worker sends a database's rows only
 * with the token found in that database, so nobody's work goes out under another user's name.
 */

/** A token this close to expiry is not used (the request would die on the way). */
export const TOKEN_EXPIRY_MARGIN_MS = 5_000;

/** Returns true when the token changed (work that waited for sign-in is queued again). */
export async function mirrorToken(
  db: LabBookDb,
  token: MirroredToken,
  now: number,
): Promise<boolean> {
  const previous = (await db.meta.get(MetaKey.token))?.value as MirroredToken | undefined;
  if (previous?.accessToken === token.accessToken && previous.expiresAt === token.expiresAt)
    return false;
  await db.meta.put({ key: MetaKey.token, value: token });
  await releaseSignInHolds(db, now);
  return true;
}

export async function clearTokenMirror(db: LabBookDb): Promise<void> {
  await db.meta.delete(MetaKey.token);
}

/** The mirrored token when it belongs to `sub` and is still valid; otherwise null. */
export async function readMirroredToken(
  db: LabBookDb,
  sub: string,
  now: number,
): Promise<string | null> {
  const value = (await db.meta.get(MetaKey.token))?.value as Partial<MirroredToken> | undefined;
  if (!value || value.sub !== sub || typeof value.accessToken !== 'string') return null;
  if (typeof value.expiresAt === 'number' && value.expiresAt - TOKEN_EXPIRY_MARGIN_MS <= now)
    return null;
  return value.accessToken;
}

/** The service addresses (from the page's runtime config) for a worker with no config. */
export async function saveEndpoints(db: LabBookDb, endpoints: SyncEndpoints): Promise<void> {
  const previous = (await db.meta.get(MetaKey.endpoints))?.value as SyncEndpoints | undefined;
  if (previous?.labbookApi === endpoints.labbookApi && previous.xapi === endpoints.xapi) return;
  await db.meta.put({ key: MetaKey.endpoints, value: endpoints });
}

export async function readEndpoints(db: LabBookDb): Promise<SyncEndpoints | null> {
  const value = (await db.meta.get(MetaKey.endpoints))?.value as Partial<SyncEndpoints> | undefined;
  if (typeof value?.labbookApi !== 'string' || typeof value.xapi !== 'string') return null;
  return { labbookApi: value.labbookApi, xapi: value.xapi };
}
