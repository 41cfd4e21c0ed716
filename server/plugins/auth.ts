import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

export interface AuthContext {
  userId: string;
  clientId: string;
  scopes: ReadonlySet<string>;
  /** The browser session that produced the token; sign-out there reaches this caller's tabs. */
  sessionUid?: string | undefined;
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
      if (!header?.startsWith('Bearer ')) return;
      request.auth = await app.oidc.verifyAccessToken(header.slice('Bearer '.length).trim());
    });
  },
  { name: 'auth', dependencies: ['oidc'] },
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
