import { describe, expect, it } from 'vitest';
import { readCommonUsers, rememberCommonUser } from './common-users';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};
const user = (n: number) => ({
  UserId: `u${n}`,
  Email: `u${n}@x`,
  UserName: `u${n}`,
  FirstName: null,
  LastName: null,
});

describe('common users of the proxy screen', () => {
  it('keeps the last proxied users first, once each, at most 8, per support user', () => {
    const storage = memory();
    for (let n = 1; n <= 10; n += 1) rememberCommonUser(storage, 'sup', user(n));
    rememberCommonUser(storage, 'sup', user(5));
    const list = readCommonUsers(storage, 'sup').map((u) => u.UserId);
    expect(list).toEqual(['u5', 'u10', 'u9', 'u8', 'u7', 'u6', 'u4', 'u3']);
    expect(readCommonUsers(storage, 'other')).toEqual([]);
  });
});
