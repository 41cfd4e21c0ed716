import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PROXY_HEADER } from '@common/schemas/proxy';
import { END_PROXY_ROUTE, proxiedAuth, PROXY_MESSAGES } from '../modules/proxy/proxy-auth';
import { HttpError, loggableError } from './errors';

/** A support user acting as another user (issue 12): `userId` is then the proxied user. */
export interface ProxyContext {
  sessionId: number;
  supportUserId: string;
  readOnly: boolean;
}

/** Methods that never write; any other method made under a read-only proxy is refused. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AuthContext {
  userId: string;
  clientId: string;
  scopes: ReadonlySet<string>;
  /** The browser session that produced the token; sign-out there reaches this caller's tabs. */
  sessionUid?: string | undefined;
  /** Set while a support user proxies: the request is made as `userId`, the proxied user. */
  proxy?: ProxyContext | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Reads `Authorization: Bearer` on every request; routes then call `requireAuth`. */
export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      const proxyToken = request.headers[PROXY_HEADER];
      if (!header?.startsWith('Bearer ')) {
        // A proxy token alone never signs anyone in.
        if (proxyToken !== undefined) throw new HttpError(401, 'Sign in to continue.');
        return;
      }
      const auth = await app.oidc.verifyAccessToken(header.slice('Bearer '.length).trim());
      request.auth = auth;
      if (proxyToken === undefined) return;
      // A bad, ended or foreign proxy token is refused, never answered as the support user.
      if (!auth) throw new HttpError(401, 'Sign in to continue.');
      const proxied = await proxiedAuth(app.database.db, auth, [proxyToken].flat().join(','));
      request.auth = proxied;
      if (
        proxied.proxy?.readOnly &&
        !SAFE_METHODS.has(request.method) &&
        request.routeOptions.url !== END_PROXY_ROUTE
      )
        throw new HttpError(403, PROXY_MESSAGES.readOnly);
    });
    // Every write made under a full proxy: who, as whom, when, what (never the body).
    app.addHook('onResponse', async (request, reply) => {
      const proxy = request.auth?.proxy;
      if (!proxy || proxy.readOnly || SAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.url === END_PROXY_ROUTE) return;
      try {
        await app.audit.record({
          actorUserId: proxy.supportUserId,
          targetUserId: request.auth!.userId,
          action: 'proxy.write',
          details: {
            method: request.method,
            route: request.routeOptions.url ?? null,
            status: reply.statusCode,
          },
          proxySessionId: proxy.sessionId,
        });
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'the proxy write was not audited');
      }
    });
  },
  { name: 'auth', dependencies: ['oidc', 'audit'] },
);

/** The signed-in caller, or 401. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'Sign in to continue.');
  return request.auth;
}

/** The caller must be the user named in the path (support proxy rules come with the proxy). */
export function requireSelf(request: FastifyRequest, userId: string): AuthContext {
  const auth = requireAuth(request);
  if (auth.userId !== userId) throw new HttpError(403, 'You may not access this user.');
  return auth;
}
