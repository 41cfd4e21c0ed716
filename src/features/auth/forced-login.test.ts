import { describe, expect, it } from 'vitest';
import { clearForcedLogin, markForcedLogin, signInPrompt } from './forced-login';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('forced login after an offline sign-out', () => {
  it('asks for the password on the next sign-in until one completes', () => {
    const storage = memoryStorage();
    expect(signInPrompt(storage)).toBeUndefined();
    markForcedLogin(storage);
    expect(signInPrompt(storage)).toBe('login');
    expect(signInPrompt(storage)).toBe('login');
    clearForcedLogin(storage);
    expect(signInPrompt(storage)).toBeUndefined();
  });
});
