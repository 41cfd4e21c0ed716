import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { storableText, textProblem } from '@common/schemas/primitives';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';
import type { RevokedTokens } from './token-cache';

/** Models that belong to a grant and go when the grant is revoked. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export interface AdapterHooks {
  /** A browser session ended (sign-out, expiry); its uid is in the access tokens it produced. */
  onSessionDestroyed?: (sessionUid: string) => void;
  /** Stored access tokens were deleted (revocation, sign-out, a grant revoked). */
  onTokensRevoked?: (revoked: RevokedTokens) => Promise<void>;
}

/**
 * oidc-provider storage in the shared database, so that several instances behind a load
 * balancer see the same sessions, codes and tokens.
 */
export function createAdapterClass(db: Db, hooks: AdapterHooks = {}) {
  async function findWhere(type: string, condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, type), condition))
      .limit(1);
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }

  return class DbAdapter implements Adapter {
    constructor(readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      // The provider keeps request values (a logout's `state`, ...) in its payloads; one with a
      // NUL or broken Unicode would fail the insert (jsonb cannot hold it) and give a 500.
      const stored = JSON.parse(
        JSON.stringify(payload, (_key, value: unknown) =>
          typeof value === 'string' ? storableText(value) : value,
        ),
      ) as AdapterPayload;
      const row = {
        id,
        type: this.name,
        payload: stored,
        grantId: stored.grantId ?? null,
        userCode: stored.userCode ?? null,
        uid: stored.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: row });
    }

    // Ids, uids and codes come from requests (a client_id, a code, a token): one the database
    // cannot even hold (a NUL character) names nothing, rather than failing the query.
    async find(id: string) {
      if (textProblem(id)) return undefined;
      return findWhere(this.name, eq(oidcPayloads.id, id));
    }

    async findByUid(uid: string) {
      if (textProblem(uid)) return undefined;
      return findWhere(this.name, eq(oidcPayloads.uid, uid));
    }

    async findByUserCode(userCode: string) {
      if (textProblem(userCode)) return undefined;
      return findWhere(this.name, eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.name)));
    }

    async destroy(id: string): Promise<void> {
      const [row] = await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.name)))
        .returning({
          uid: oidcPayloads.uid,
          grantId: oidcPayloads.grantId,
          accountId: sql<string | null>`${oidcPayloads.payload}->>'accountId'`,
        });
      if (this.name === 'Session' && row?.uid) hooks.onSessionDestroyed?.(row.uid);
      if (this.name !== 'AccessToken' || !row) return;
      if (row.grantId) await hooks.onTokensRevoked?.({ grantId: row.grantId });
      else if (row.accountId) await hooks.onTokensRevoked?.({ userId: row.accountId });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (!GRANTABLE.has(this.name) && this.name !== 'Grant') return;
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.name), eq(oidcPayloads.grantId, grantId)));
      if (this.name === 'AccessToken') await hooks.onTokensRevoked?.({ grantId });
    }
  };
}

/** Removes expired rows; run now and then so the table does not grow without bound. */
export async function pruneExpired(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}
