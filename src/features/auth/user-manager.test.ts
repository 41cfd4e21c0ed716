import { describe, expect, it } from 'vitest';
import { isLocalHost, safeReturnPath } from './user-manager';

describe('safeReturnPath', () => {
  const origin = 'https://portal.example.org';

  it('keeps same-origin paths with search and hash', () => {
    expect(safeReturnPath('/labs/physics-density?tag=x#top', origin)).toBe(
      '/labs/physics-density?tag=x#top',
    );
  });

  it('refuses other origins, protocol-relative URLs and non-strings', () => {
    expect(safeReturnPath('https://evil.example.com/', origin)).toBe('/');
    expect(safeReturnPath('//evil.example.com/x', origin)).toBe('/');
    expect(safeReturnPath('/\\evil.example.com', origin)).toBe('/');
    expect(safeReturnPath(undefined, origin)).toBe('/');
    expect(safeReturnPath({ returnTo: '/labs' }, origin)).toBe('/');
  });

  it('never returns to the sign-in pages themselves', () => {
    expect(safeReturnPath('/callback.html?code=1', origin)).toBe('/');
    expect(safeReturnPath('/silent-renew.html', origin)).toBe('/');
  });
});

describe('isLocalHost', () => {
  it('knows the local names', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('portal.example.org')).toBe(false);
  });
});
