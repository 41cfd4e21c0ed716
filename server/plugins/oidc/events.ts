import { z } from 'zod';
import type { Notifier } from '../../db/client';
import type { RevokedTokens } from './token-cache';

const CHANNEL = 'auth_events';
/** Apart from CHANNEL: these go to the instances' token caches, never to tabs. */
const TOKENS_CHANNEL = 'auth_tokens_revoked';

const revokedTokensSchema = z.union([
  z.object({ userId: z.string() }).strict(),
  z.object({ grantId: z.string() }).strict(),
]);

/** Events for open tabs, published through the database so every instance's sockets get them. */
export const authEventSchema = z.discriminatedUnion('type', [
  /** A browser session ended: its tabs sign out. */
  z.object({ type: z.literal('endsession'), sessionUid: z.string() }),
  /** A user's data changed (roles, licenses): their tabs reload the user. */
  z.object({ type: z.literal('reinit'), userId: z.string() }),
  /** A user's sessions were all ended (username or password change). */
  z.object({ type: z.literal('endsession-user'), userId: z.string() }),
  /** A lab-book PDF is stored: the exporting tab downloads it (server/modules/functions). */
  z.object({
    type: z.literal('pdf-ready'),
    userId: z.string(),
    connectionId: z.string(),
    exportId: z.string(),
    url: z.string(),
    fileName: z.string(),
  }),
  /** A lab-book PDF could not be made (logged): the exporting tab rejects its export. */
  z.object({
    type: z.literal('pdf-failed'),
    userId: z.string(),
    connectionId: z.string(),
    exportId: z.string(),
  }),
]);
export type AuthEvent = z.infer<typeof authEventSchema>;

export interface AuthEvents {
  publish(event: AuthEvent): Promise<void>;
  subscribe(listener: (event: AuthEvent) => void): () => void;
  /**
   * Stored access tokens were deleted: this instance's listeners hear it before this returns,
   * the other instances' when the NOTIFY reaches them.
   */
  tokensRevoked(revoked: RevokedTokens): Promise<void>;
  onTokensRevoked(listener: (revoked: RevokedTokens) => void): () => void;
  close(): Promise<void>;
}

/** Parses a notification's payload; anyone with database access may NOTIFY, so never throws. */
function parsed<T>(schema: z.ZodType<T>, payload: string): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(payload));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export async function authEvents(notifier: Notifier): Promise<AuthEvents> {
  const listeners = new Set<(event: AuthEvent) => void>();
  const revocationListeners = new Set<(revoked: RevokedTokens) => void>();
  const revoke = (revoked: RevokedTokens) => {
    for (const listener of revocationListeners) listener(revoked);
  };
  const unlisten = await notifier.listen(CHANNEL, (payload) => {
    const event = parsed(authEventSchema, payload);
    if (event) for (const listener of listeners) listener(event);
  });
  // Our own notifications come back too: revoking twice is harmless.
  const unlistenTokens = await notifier.listen(TOKENS_CHANNEL, (payload) => {
    const revoked = parsed(revokedTokensSchema, payload);
    if (revoked) revoke(revoked);
  });
  return {
    publish: (event) => notifier.notify(CHANNEL, JSON.stringify(event)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async tokensRevoked(revoked) {
      // At once here: the revoking request must not answer while this instance still trusts them.
      revoke(revoked);
      await notifier.notify(TOKENS_CHANNEL, JSON.stringify(revoked));
    },
    onTokensRevoked(listener) {
      revocationListeners.add(listener);
      return () => revocationListeners.delete(listener);
    },
    close: async () => {
      await unlisten();
      await unlistenTokens();
    },
  };
}
