import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthEvents } from '../../plugins/oidc/events';
import * as repo from './account-repository';

/** The caller's browser session and grant, kept when only the other sessions end. */
export interface CurrentSession {
  sessionUid?: string | undefined;
  grantId?: string | undefined;
}

/** The session and grant behind the request's access token. */
export async function currentSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CurrentSession> {
  const token = request.headers.authorization?.slice('Bearer '.length).trim();
  const accessToken = token
    ? await app.oidc.provider.AccessToken.find(token).catch(() => undefined)
    : undefined;
  return { sessionUid: request.auth?.sessionUid, grantId: accessToken?.grantId };
}

function grantsOfSession(payload: unknown): string[] {
  const authorizations = (payload as { authorizations?: Record<string, { grantId?: string }> })
    .authorizations;
  return Object.values(authorizations ?? {}).flatMap((a) => (a.grantId ? [a.grantId] : []));
}

/**
 * Ends a user's sign-ins: deletes their sessions, grants and tokens at the identity provider
 * (so those tokens stop working at once, on every instance) and tells the tabs of each ended
 * browser session (`endsession`). With `keep`, the caller's own session and grant survive.
 * With `quietSession`, that session's tabs are not told: the caller's page explains and signs in.
 */
export async function endSessions(
  db: Db,
  events: AuthEvents,
  userId: string,
  options: { keep?: CurrentSession; quietSession?: string | undefined },
): Promise<void> {
  const rows = await repo.listAccountPayloads(db, userId);
  const keptSession = options.keep?.sessionUid;
  const keptGrants = new Set<string>();
  if (options.keep?.grantId) keptGrants.add(options.keep.grantId);
  for (const row of rows) {
    if (row.type === 'Session' && keptSession && row.uid === keptSession) {
      for (const grantId of grantsOfSession(row.payload)) keptGrants.add(grantId);
    }
  }
  const isKept = (row: repo.AccountPayloadRow) =>
    (row.type === 'Session' && keptSession !== undefined && row.uid === keptSession) ||
    (row.type === 'Grant' && keptGrants.has(row.id)) ||
    (row.grantId !== null && keptGrants.has(row.grantId));
  const ended = rows.filter((row) => !isKept(row));
  await repo.deletePayloads(db, ended);
  // The instances' token caches drop this user's tokens (a kept one is simply looked up again).
  if (ended.some((row) => row.type === 'AccessToken')) await events.tokensRevoked({ userId });
  const endedSessions = ended.filter((row) => row.type === 'Session' && row.uid);
  for (const session of endedSessions) {
    if (session.uid === options.quietSession) continue;
    await events.publish({ type: 'endsession', sessionUid: session.uid! });
  }
}
