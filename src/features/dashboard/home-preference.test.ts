import { describe, expect, it } from 'vitest';
import { parseHomePreference } from './home-preference';

describe('home preference', () => {
  it('is unset without the cookie, dashboard by that value, labs for any other (spec 2 loader)', () => {
    expect(parseHomePreference(undefined)).toBe('unset');
    expect(parseHomePreference('')).toBe('unset');
    expect(parseHomePreference('dashboard')).toBe('dashboard');
    expect(parseHomePreference('labs')).toBe('labs');
    expect(parseHomePreference('anything')).toBe('labs');
  });
});
