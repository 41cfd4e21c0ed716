import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api-client';
import { PROXY_STORAGE_KEY, readProxyState } from '@/lib/proxy-state';
import type { ApiContext } from '@/lib/services';
import { enterProxy, leaveProxy } from './proxy-actions';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};
const user = { UserId: 'stu', Email: 's@x', UserName: 'student', FirstName: 'S', LastName: null };
const ctx = (request: ApiClient['request']) =>
  ({ api: { request }, config: { services: { userApi: '/user-api' } } }) as unknown as ApiContext;

describe('entering and leaving a proxy', () => {
  it('keeps the proxy in this tab, then clears it and reloads even when ending fails', async () => {
    const host = { sessionStorage: memory(), localStorage: memory(), assign: vi.fn() };
    enterProxy('sup', { proxySessionId: 3, proxyToken: 't', readOnly: true, user }, host);
    const state = readProxyState(host.sessionStorage, 'sup')!;
    expect(state).toMatchObject({ proxySessionId: 3, readOnly: true, user });
    expect(host.assign).toHaveBeenCalledWith('/labs');

    const request = vi.fn(async () => {
      throw new Error('offline');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await leaveProxy(ctx(request as unknown as ApiClient['request']), state, host);
    expect(request).toHaveBeenCalledWith('/user-api/proxy/sessions/3', {
      store: 'proxy',
      proxy: false,
      method: 'DELETE',
    });
    expect(host.sessionStorage.getItem(PROXY_STORAGE_KEY)).toBeNull();
    expect(host.assign).toHaveBeenCalledTimes(2);
  });
});
