import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** What a code is for (`account_codes.purpose`). */
export type CodePurpose = 'activation' | 'password-reset';

/** A code lives 30 minutes, allows 5 wrong tries, and works once. */
export const CODE_TTL_MS = 30 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/** Mails about one address per window: more requests answer alike but send nothing. */
export const MAILS_PER_ADDRESS = 3;
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;

/** A new 6-digit code (uniformly random, leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form: bound to the user and purpose, so a row's hash is no use for another. */
export function hashCode(userId: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${userId}\n${purpose}\n${code}`).digest('hex');
}

export interface StoredCode {
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Whether `code` redeems `stored` now: unused, unexpired, under the attempt limit, equal. */
export function codeMatches(
  stored: StoredCode,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
): boolean {
  if (stored.usedAt || stored.expiresAt <= now || stored.attempts >= CODE_MAX_ATTEMPTS) {
    return false;
  }
  const given = Buffer.from(hashCode(userId, purpose, code), 'hex');
  const kept = Buffer.from(stored.codeHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * Counts mails per address in a sliding window (per instance, in memory): `allow` says whether
 * one more may go now and, when it does, counts it.
 */
export function addressLimiter(max = MAILS_PER_ADDRESS, windowMs = ACCOUNT_WINDOW_MS) {
  const sent = new Map<string, number[]>();
  return {
    allow(address: string, now = Date.now()): boolean {
      const key = address.trim().toLowerCase();
      const recent = (sent.get(key) ?? []).filter((at) => now - at < windowMs);
      if (recent.length >= max) {
        sent.set(key, recent);
        return false;
      }
      recent.push(now);
      sent.set(key, recent);
      // Forget addresses whose window has passed, so the map does not grow without end.
      if (sent.size > 10_000) {
        for (const [k, times] of sent)
          if (times.every((at) => now - at >= windowMs)) sent.delete(k);
      }
      return true;
    },
  };
}
