import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('parseCookies', () => {
  it('reads names and decoded values', () => {
    expect(parseCookies('lab_language=es; instructorhome=dashboard')).toEqual({
      lab_language: 'es',
      instructorhome: 'dashboard',
    });
  });

  it('keeps the first of repeated names and skips junk', () => {
    expect(parseCookies(' a=1;a=2; junk; =x; b=hello%20world; c=%E0%A4%A')).toEqual({
      a: '1',
      b: 'hello world',
      c: '%E0%A4%A',
    });
  });

  it('handles an empty header', () => {
    expect(parseCookies('')).toEqual({});
  });
});

describe('serializeCookie', () => {
  it('writes a 30-day language cookie', () => {
    expect(serializeCookie('lab_language', 'pt', { days: 30 })).toBe(
      'lab_language=pt; Path=/; Max-Age=2592000; SameSite=Lax',
    );
  });

  it('deletes with a zero max-age and marks secure cookies', () => {
    expect(serializeCookie('x', '', { days: 0, secure: true })).toBe(
      'x=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
  });

  it('encodes values', () => {
    expect(serializeCookie('x', 'a b;c')).toBe('x=a%20b%3Bc; Path=/; SameSite=Lax');
  });
});
