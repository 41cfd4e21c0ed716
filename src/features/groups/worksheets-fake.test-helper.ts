import type { RuntimeConfig } from '@common/schemas/config';
import { createApiClient } from '@/lib/api-client';
import type { ApiContext } from '@/lib/services';

type Answer = readonly [status: number, body?: unknown];
export type Handler = (body: Record<string, unknown>, path: string) => Answer | Promise<Answer>;

/**
 * A stand-in for the user API and the presets service: answers by `METHOD path` (path without
 * the service prefix; `*` matches one segment) and records every call in order.
 */
export function fakeServices(routes: Record<string, Handler>) {
  const calls: Array<{ route: string; body: Record<string, unknown> }> = [];
  const config = {
    services: {
      presetsApi: 'http://portal.test/presets-api',
      userApi: 'http://portal.test/user-api',
    },
  } as RuntimeConfig;
  const find = (method: string, path: string) =>
    Object.entries(routes).find(([key]) => {
      const [m, pattern] = key.split(' ');
      if (m !== method || !pattern) return false;
      const a = pattern.split('/');
      const b = path.split('/');
      return a.length === b.length && a.every((part, i) => part === '*' || part === b[i]);
    });
  const api = createApiClient({
    getAccessToken: () => 'token',
    getUserId: () => 'owner',
    fetch: async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : (input as Request).url);
      const path = url.pathname.replace(/^\/(presets-api|user-api)\//, '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const found = find(method, path);
      calls.push({ route: `${method} ${path}`, body });
      const [status, answer] = found ? await found[1](body, path) : [404, { message: 'no route' }];
      return new Response(JSON.stringify(answer ?? {}), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const ctx: ApiContext = { api, config };
  return { ctx, calls, routes: () => calls.map((call) => call.route) };
}
