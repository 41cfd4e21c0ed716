import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes, 1 lane: the OWASP minimum). Its
// Algorithm enum is an ambient const enum, which isolatedModules cannot read, so the default is
// relied on and passwords.test.ts checks the `$argon2id$` prefix.

/** An argon2id PHC string for `plain` (salted: two calls give different strings). */
export function hashPassword(plain: string): Promise<string> {
  return argon2Hash(plain);
}

/** True when `plain` matches `hash`; false for a wrong password or a malformed hash. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2Verify(hash, plain);
  } catch {
    return false;
  }
}
