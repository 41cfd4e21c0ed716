import { describe, expect, it } from 'vitest';
import { activationCodeSchema } from '@common/schemas/accounts';
import { CODE_MAX_ATTEMPTS, codeMatches, hashCode, newCode } from './codes';
import { fill, newPasswordProblem } from './service';

const USER = '5eed0000-0000-4000-8000-000000000001';
const stored = (
  code: string,
  over: Partial<{ attempts: number; expiresAt: Date; usedAt: Date | null }> = {},
) => ({
  codeHash: hashCode(USER, 'activation', code),
  attempts: 0,
  expiresAt: new Date(Date.now() + 60_000),
  usedAt: null,
  ...over,
});

describe('account codes', () => {
  it('makes 6-digit codes', () => {
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('matches only the right, live, unused code of the same user and purpose', () => {
    expect(codeMatches(stored('123456'), USER, 'activation', '123456')).toBe(true);
    expect(codeMatches(stored('123456'), USER, 'activation', '123457')).toBe(false);
    expect(codeMatches(stored('123456'), USER, 'password-reset', '123456')).toBe(false);
    expect(codeMatches(stored('123456'), USER.replace('1', '2'), 'activation', '123456')).toBe(
      false,
    );
    expect(
      codeMatches(
        stored('123456', { expiresAt: new Date(Date.now() - 1) }),
        USER,
        'activation',
        '123456',
      ),
    ).toBe(false);
    expect(
      codeMatches(stored('123456', { usedAt: new Date() }), USER, 'activation', '123456'),
    ).toBe(false);
    expect(
      codeMatches(stored('123456', { attempts: CODE_MAX_ATTEMPTS }), USER, 'activation', '123456'),
    ).toBe(false);
  });

  it('reads a code typed with spaces or dashes', () => {
    expect(activationCodeSchema.parse(' 123-456 ')).toBe('123456');
    expect(activationCodeSchema.safeParse('12345').success).toBe(false);
    expect(activationCodeSchema.safeParse('abcdef').success).toBe(false);
  });
});

describe('new password rule (spec 1 §5)', () => {
  it('checks length, strength and the repeat', () => {
    expect(newPasswordProblem('Demo-lab-1', 'Demo-lab-1')).toBeNull();
    expect(newPasswordProblem('', '')).toBe('passwordTooShort');
    expect(newPasswordProblem('Ab1-', 'Ab1-')).toBe('passwordTooShort');
    expect(newPasswordProblem('abcdefgh', 'abcdefgh')).toBe('passwordWeak');
    expect(newPasswordProblem('Demo-lab-1', 'Demo-lab-2')).toBe('passwordMismatch');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{name}: {code} {other}', { name: 'Ana', code: '012345' })).toBe(
      'Ana: 012345 {other}',
    );
  });
});
