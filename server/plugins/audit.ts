import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';

export interface AuditEntry {
  /** The signed-in person (the support user while proxying). */
  actorUserId: string | null;
  /** The user acted upon or as, when there is one. */
  targetUserId?: string | null;
  /** 'proxy.start', 'proxy.end', 'proxy.write', 'admin.<thing>.<create|update|delete>' ... */
  action: string;
  /** Small and free of secrets and note content: ids, method and path, changed field names. */
  details?: Record<string, unknown>;
  proxySessionId?: number | null;
}

export interface Audit {
  /** Writes one row; pass a transaction to record it with the change it describes. */
  record(entry: AuditEntry, tx?: Db): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: Audit;
  }
}

/** `app.audit.record(...)`: the audit log administrators read (issue 12). */
export default fp(
  async function audit(app: FastifyInstance) {
    app.decorate('audit', {
      async record(entry: AuditEntry, tx?: Db) {
        await (tx ?? app.database.db).insert(auditLog).values({
          actorUserId: entry.actorUserId,
          targetUserId: entry.targetUserId ?? null,
          action: entry.action,
          details: entry.details ?? {},
          proxySessionId: entry.proxySessionId ?? null,
        });
      },
    } satisfies Audit);
  },
  { name: 'audit' },
);
