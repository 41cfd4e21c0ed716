import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth';
import { createTokenCache } from './token-cache';

const NOW = 1_800_000_000_000;
const authOf = (userId: string): AuthContext => ({
  userId,
  clientId: 'lab-portal-web',
  scopes: new Set(['openid']),
});
const entry = (userId: string, grantId: string, expiresAt = NOW + 3_600_000) => ({
  auth: authOf(userId),
  grantId,
  expiresAt,
});

describe('the verified token cache', () => {
  it('keeps a token until it expires, and never past maxAgeMs', () => {
    const cache = createTokenCache({ maxEntries: 10, maxAgeMs: 30_000 });
    cache.set('short', entry('u1', 'g1', NOW + 5_000), cache.epoch(), NOW);
    cache.set('long', entry('u1', 'g1'), cache.epoch(), NOW);
    expect(cache.get('short', NOW + 4_999)?.userId).toBe('u1');
    expect(cache.get('short', NOW + 5_000)).toBeUndefined();
    expect(cache.get('long', NOW + 29_999)?.userId).toBe('u1');
    expect(cache.get('long', NOW + 30_000)).toBeUndefined();
  });

  it("drops a revoked grant's tokens or a user's, and no one else's", () => {
    const cache = createTokenCache({ maxEntries: 10, maxAgeMs: 30_000 });
    cache.set('a', entry('u1', 'g1'), cache.epoch(), NOW);
    cache.set('b', entry('u1', 'g2'), cache.epoch(), NOW);
    cache.set('c', entry('u2', 'g3'), cache.epoch(), NOW);
    cache.revoke({ grantId: 'g1' });
    expect(['a', 'b', 'c'].map((t) => cache.get(t, NOW)?.userId)).toEqual([undefined, 'u1', 'u2']);
    cache.revoke({ userId: 'u1' });
    expect(['a', 'b', 'c'].map((t) => cache.get(t, NOW)?.userId)).toEqual([
      undefined,
      undefined,
      'u2',
    ]);
  });

  it('does not keep a lookup that was under way when something was revoked', () => {
    const cache = createTokenCache({ maxEntries: 10, maxAgeMs: 30_000 });
    const seen = cache.epoch();
    // The row was read, then deleted and revoked before the lookup came back.
    cache.revoke({ grantId: 'g1' });
    cache.set('a', entry('u1', 'g1'), seen, NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = createTokenCache({ maxEntries: 2, maxAgeMs: 30_000 });
    for (const token of ['a', 'b', 'c']) cache.set(token, entry('u1', 'g1'), cache.epoch(), NOW);
    expect(['a', 'b', 'c'].map((t) => cache.get(t, NOW) !== undefined)).toEqual([
      false,
      true,
      true,
    ]);
  });
});
