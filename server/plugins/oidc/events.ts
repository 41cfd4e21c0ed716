import { z } from 'zod';
import type { Notifier } from '../../db/client';

const CHANNEL = 'auth_events';

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
  close(): Promise<void>;
}

export async function authEvents(notifier: Notifier): Promise<AuthEvents> {
  const listeners = new Set<(event: AuthEvent) => void>();
  const unlisten = await notifier.listen(CHANNEL, (payload) => {
    // Anyone with access to the database may NOTIFY: a bad payload is ignored, never thrown.
    let parsed;
    try {
      parsed = authEventSchema.safeParse(JSON.parse(payload));
    } catch {
      return;
    }
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  });
  return {
    publish: (event) => notifier.notify(CHANNEL, JSON.stringify(event)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: unlisten,
  };
}
