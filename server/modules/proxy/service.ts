import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RoleId } from '@common/domain/roles';
import type { AuditLogPage, auditLogQuerySchema } from '@common/schemas/audit-log';
import type {
  ProxySession,
  startProxyBodySchema,
  userSearchQuerySchema,
} from '@common/schemas/proxy';
import { requireAuth, type AuthContext } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { PROXY_MESSAGES, SUPPORT_ROLES, hashProxyToken, newProxyToken } from './proxy-auth';
import * as repo from './repository';

/** Who cannot be proxied: support users and every kind of administrator (decisions-proxy). */
const NOT_PROXYABLE = [RoleId.BlSupport, RoleId.Administrator, RoleId.Admin, RoleId.ReadOnlyAdmin];
/** Who reads the audit log. */
export const AUDIT_READER_ROLES = [RoleId.Administrator, RoleId.Admin] as const;

export function createProxyService(app: FastifyInstance) {
  const db = app.database.db;

  /** The signed-in support user as themselves (not while proxying). */
  async function requireSupport(request: FastifyRequest): Promise<AuthContext> {
    const auth = requireAuth(request);
    if (auth.proxy || !(await repo.hasAnyRole(db, auth.userId, SUPPORT_ROLES)))
      throw new HttpError(403, PROXY_MESSAGES.notSupport);
    return auth;
  }

  return {
    async search(request: FastifyRequest, query: z.output<typeof userSearchQuerySchema>) {
      await requireSupport(request);
      return repo.searchUsers(db, query);
    },

    async start(
      request: FastifyRequest,
      body: z.output<typeof startProxyBodySchema>,
    ): Promise<ProxySession> {
      const auth = await requireSupport(request);
      if (body.targetUserId === auth.userId) throw new HttpError(403, PROXY_MESSAGES.self);
      const user = await repo.findUser(db, body.targetUserId);
      if (!user || user.Email.startsWith('deleted_'))
        throw new HttpError(404, PROXY_MESSAGES.noUser);
      if (await repo.hasAnyRole(db, user.UserId, NOT_PROXYABLE))
        throw new HttpError(403, PROXY_MESSAGES.notProxyable);
      const proxyToken = newProxyToken();
      const proxySessionId = await db.transaction(async (tx) => {
        const id = await repo.insertSession(tx, {
          supportUserId: auth.userId,
          targetUserId: user.UserId,
          readOnly: body.readOnly,
          tokenHash: hashProxyToken(proxyToken),
        });
        await app.audit.record(
          {
            actorUserId: auth.userId,
            targetUserId: user.UserId,
            action: 'proxy.start',
            details: { readOnly: body.readOnly },
            proxySessionId: id,
          },
          tx,
        );
        return id;
      });
      return { proxySessionId, proxyToken, readOnly: body.readOnly, user };
    },

    /** Ends the caller's session, with or without the proxy header; ending twice is fine. */
    async end(request: FastifyRequest, id: number) {
      const auth = requireAuth(request);
      const supportUserId = auth.proxy?.supportUserId ?? auth.userId;
      const session = await repo.findSession(db, id);
      if (
        !session ||
        session.supportUserId !== supportUserId ||
        (auth.proxy && auth.proxy.sessionId !== id)
      )
        throw new HttpError(404, PROXY_MESSAGES.noSession);
      await db.transaction(async (tx) => {
        if (!(await repo.endSession(tx, id))) return;
        await app.audit.record(
          {
            actorUserId: supportUserId,
            targetUserId: session.targetUserId,
            action: 'proxy.end',
            details: { readOnly: session.readOnly },
            proxySessionId: id,
          },
          tx,
        );
      });
      return { ended: true as const };
    },

    async auditLog(
      request: FastifyRequest,
      query: z.output<typeof auditLogQuerySchema>,
    ): Promise<AuditLogPage> {
      const auth = requireAuth(request);
      if (auth.proxy || !(await repo.hasAnyRole(db, auth.userId, AUDIT_READER_ROLES)))
        throw new HttpError(403, 'Only administrators read the audit log.');
      const page = await repo.auditPage(db, query);
      return {
        total: page.total,
        rows: page.rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: r.actorId ? { userId: r.actorId, username: r.actorName! } : null,
          target: r.targetId ? { userId: r.targetId, username: r.targetName! } : null,
          action: r.action,
          details: (r.details ?? {}) as Record<string, unknown>,
          proxySessionId: r.proxySessionId,
        })),
      };
    },
  };
}
