import { describe, expect, it } from 'vitest';
import { maskUrl } from './logging';

describe('maskUrl', () => {
  it('masks secret query values and keeps the rest', () => {
    expect(maskUrl('/files/a/b.png?exp=123&sig=abc')).toBe('/files/a/b.png?exp=123&sig=***');
    expect(maskUrl('/cb?code=xyz&state=1')).toBe('/cb?code=***&state=1');
    expect(maskUrl('/auth/x?access_token=t&id_token_hint=h&lang=es')).toBe(
      '/auth/x?access_token=***&id_token_hint=***&lang=es',
    );
    expect(maskUrl('/user-api/users/1')).toBe('/user-api/users/1');
  });
});
