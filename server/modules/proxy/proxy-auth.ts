import { createHash, randomBytes } from 'node:crypto';
import { RoleId } from '@common/domain/roles';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';

/** How long a proxy session lasts at most, whatever the tab does (decisions-proxy). */
export const PROXY_MAX_AGE_MS = 8 * 60 * 60 * 1000;

/** The route that ends a proxy: the one write a read-only proxy may make. */
export const END_PROXY_ROUTE = '/user-api/proxy/sessions/:id';

/** Who may proxy. */
export const SUPPORT_ROLES = [RoleId.BlSupport] as const;

export const PROXY_MESSAGES = {
  notSupport: 'Only support users may search users and proxy.',
  badSession: 'This proxy session has ended or is not yours. End the proxy and start again.',
  readOnly: 'Read-only proxy: changes are not allowed.',
  notProxyable: 'Support users and administrators cannot be proxied.',
  self: 'You cannot proxy yourself.',
  noUser: 'This user does not exist.',
  noSession: 'This proxy session does not exist.',
} as const;

/** A new proxy token: 32 random bytes, base64url. */
export const newProxyToken = () => randomBytes(32).toString('base64url');
export const hashProxyToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The caller as the proxied user: the support user's own token plus the `X-Proxy-Session` token
 * of an open session that support user started, while they still hold the support role. Anything
 * else is refused, never answered as the support user.
 */
export async function proxiedAuth(db: Db, auth: AuthContext, token: string): Promise<AuthContext> {
  if (token.length === 0 || token.length > 200) throw new HttpError(403, PROXY_MESSAGES.badSession);
  const session = await repo.findOpenSession(
    db,
    hashProxyToken(token),
    auth.userId,
    new Date(Date.now() - PROXY_MAX_AGE_MS),
  );
  if (!session) throw new HttpError(403, PROXY_MESSAGES.badSession);
  if (!(await repo.hasAnyRole(db, auth.userId, SUPPORT_ROLES)))
    throw new HttpError(403, PROXY_MESSAGES.notSupport);
  return {
    ...auth,
    userId: session.targetUserId,
    proxy: { sessionId: session.id, supportUserId: auth.userId, readOnly: session.readOnly },
  };
}
