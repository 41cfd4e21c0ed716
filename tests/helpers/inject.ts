import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * `app.inject` as a user: `as` is a key of `tokens` (no Authorization header when undefined).
 * `app` is read at call time, so suites can build their app in `beforeAll`.
 */
export function injectAs(
  app: () => FastifyInstance,
  tokens: ReadonlyMap<string, string>,
  defaultHeaders: Record<string, string> = {},
) {
  return (
    method: HTTPMethods,
    url: string,
    as?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const token = as === undefined ? undefined : tokens.get(as);
    if (as !== undefined && token === undefined) throw new Error(`No token for ${as}`);
    return app().inject({
      method,
      url,
      headers: {
        ...defaultHeaders,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
}
