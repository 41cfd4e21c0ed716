import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { countHit } from '../../plugins/rate-limit-store';

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
 * Counts mails per address in the database (`rate_limits`, shared by every instance), in fixed
 * windows of `windowMs`: `allow` counts one more and says whether it may go.
 */
export function addressLimiter(db: Db, max = MAILS_PER_ADDRESS, windowMs = ACCOUNT_WINDOW_MS) {
  return {
    async allow(address: string): Promise<boolean> {
      const hit = await countHit(db, `mail|${address.trim().toLowerCase()}`, windowMs);
      return hit.count <= max;
    },
  };
}
