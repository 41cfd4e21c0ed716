import { describe, expect, it, vi } from 'vitest';
import {
  PROXY_STORAGE_KEY,
  clearProxyState,
  proxiedFetch,
  readProxyState,
  saveProxyState,
  type ProxyState,
} from './proxy-state';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};
const state: ProxyState = {
  supportUserId: 'support-1',
  proxySessionId: 4,
  proxyToken: 'tok',
  readOnly: true,
  user: { UserId: 'student-1', Email: 's@x', UserName: 's', FirstName: null, LastName: 'L' },
};

describe('proxy state (this tab only)', () => {
  it('is read back for the support user who started it', () => {
    const storage = memory();
    saveProxyState(storage, state);
    expect(readProxyState(storage, 'support-1')).toEqual(state);
    clearProxyState(storage);
    expect(readProxyState(storage, 'support-1')).toBeNull();
  });

  it('is dropped for another signed-in user and when broken', () => {
    const storage = memory();
    saveProxyState(storage, state);
    expect(readProxyState(storage, 'someone-else')).toBeNull();
    expect(storage.getItem(PROXY_STORAGE_KEY)).toBeNull();
    storage.setItem(PROXY_STORAGE_KEY, '{not json');
    expect(readProxyState(storage, 'support-1')).toBeNull();
    storage.setItem(PROXY_STORAGE_KEY, JSON.stringify({ ...state, proxyToken: '' }));
    expect(readProxyState(storage, 'support-1')).toBeNull();
  });

  it('proxiedFetch adds the header and keeps the others', async () => {
    const inner = vi.fn<typeof fetch>(async () => new Response('{}'));
    await proxiedFetch(inner, 'tok')('/x', { headers: { authorization: 'Bearer a' } });
    const headers = new Headers(inner.mock.calls[0]![1]!.headers);
    expect(headers.get('x-proxy-session')).toBe('tok');
    expect(headers.get('authorization')).toBe('Bearer a');
  });
});
