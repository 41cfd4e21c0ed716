import type { AuthContext } from '../auth';

/** Which stored access tokens were deleted: every token of a user, or of one grant. */
export type RevokedTokens = { userId: string } | { grantId: string };

interface Entry {
  auth: AuthContext;
  grantId: string | undefined;
  /** Epoch milliseconds after which the entry is not used: the token's expiry or sooner. */
  until: number;
}

export interface TokenCache {
  /** The cached caller of `token`, or undefined (never cached, expired, revoked). */
  get(token: string, now?: number): AuthContext | undefined;
  /** Read before looking a token up; `set` keeps the result only if nothing was revoked since. */
  epoch(): number;
  set(
    token: string,
    entry: { auth: AuthContext; grantId: string | undefined; expiresAt: number },
    epoch: number,
    now?: number,
  ): void;
  revoke(revoked: RevokedTokens): void;
  clear(): void;
}

/**
 * Verified access tokens kept in memory, so that a request does not cost a database query for
 * its token (issue 13 §2). Safe because every deletion of stored access tokens calls `revoke`
 * on this instance before the deleting request answers, and on the others through NOTIFY
 * (events.ts); `maxAgeMs` bounds what a lost notification (listener reconnecting, a row deleted
 * by hand) could leave behind. Only valid tokens are kept: unknown ones cannot fill it.
 */
export function createTokenCache(options: { maxEntries: number; maxAgeMs: number }): TokenCache {
  const entries = new Map<string, Entry>();
  let epoch = 0;
  return {
    get(token, now = Date.now()) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until <= now) {
        entries.delete(token);
        return undefined;
      }
      return entry.auth;
    },
    epoch: () => epoch,
    set(token, { auth, grantId, expiresAt }, seenEpoch, now = Date.now()) {
      // A revocation while the token was looked up may have deleted the row after it was read.
      if (seenEpoch !== epoch) return;
      entries.delete(token);
      // Map order is insertion order: the first key is the oldest entry.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { auth, grantId, until: Math.min(expiresAt, now + options.maxAgeMs) });
    },
    revoke(revoked) {
      epoch += 1;
      for (const [token, entry] of entries) {
        const isRevoked =
          'userId' in revoked
            ? entry.auth.userId === revoked.userId
            : entry.grantId === revoked.grantId;
        if (isRevoked) entries.delete(token);
      }
    },
    clear() {
      epoch += 1;
      entries.clear();
    },
  };
}
