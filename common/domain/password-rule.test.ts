import { describe, expect, it } from 'vitest';
import { PASSWORD_SYMBOLS, passwordHints, passwordProblem } from './password-rule';

describe('password rule (spec 1 §5)', () => {
  it('accepts a password with upper, lower, digit, symbol and 8 characters', () => {
    expect(passwordProblem('Demo-lab-1')).toBeNull();
    expect(passwordProblem('Abcdef1.')).toBeNull();
  });

  it('asks for a password first', () => {
    expect(passwordProblem('')).toBe('required');
  });

  it('checks the length before the character classes', () => {
    expect(passwordProblem('Ab1-')).toBe('tooShort');
    expect(passwordProblem('Abcdef1')).toBe('tooShort');
  });

  it.each([
    ['no uppercase', 'abcdef1-'],
    ['no lowercase', 'ABCDEF1-'],
    ['no digit', 'Abcdefg-'],
    ['no symbol', 'Abcdefg1'],
    ['a symbol outside the set', 'Abcdef1^'],
  ])('refuses a password with %s', (_name, password) => {
    expect(passwordProblem(password)).toBe('weak');
  });

  it('counts every symbol of the spec set', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(passwordProblem(`Abcdef1${symbol}`)).toBeNull();
  });

  it('reports each hint separately', () => {
    expect(passwordHints('')).toEqual({
      uppercase: false,
      lowercase: false,
      number: false,
      symbol: false,
      length: false,
    });
    expect(passwordHints('a1')).toEqual({
      uppercase: false,
      lowercase: true,
      number: true,
      symbol: false,
      length: false,
    });
    expect(passwordHints('ABCDEFG#')).toEqual({
      uppercase: true,
      lowercase: false,
      number: false,
      symbol: true,
      length: true,
    });
  });
});
