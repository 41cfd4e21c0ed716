import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies the right password only', async () => {
    const hash = await hashPassword('Demo-lab-1');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Demo-lab-1')).toBe(true);
    expect(await verifyPassword(hash, 'demo-lab-1')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false, not an error, for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Demo-lab-1')).toBe(false);
  });
});
