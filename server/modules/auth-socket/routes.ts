import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AuthContext } from '../../plugins/auth';
import type { AuthEvent } from '../../plugins/oidc/events';
import { loggableError } from '../../plugins/errors';
import { loadConnectionIds } from './connection-id';

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('register'), token: z.string().min(1).max(512) }),
  z.object({ type: z.literal('ping') }),
]);

const send = (socket: WebSocket, message: object) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

function reaches(event: AuthEvent, auth: AuthContext, connectionId: string | null): boolean {
  switch (event.type) {
    case 'endsession':
      return event.sessionUid === auth.sessionUid;
    case 'endsession-user':
    case 'reinit':
      return event.userId === auth.userId;
    case 'pdf-ready':
    case 'pdf-failed':
      // Only the tab that asked for the export.
      return event.userId === auth.userId && event.connectionId === connectionId;
  }
}

/** What the tab is told: no user ids or connection ids go back over the wire. */
function messageOf(event: AuthEvent): object {
  switch (event.type) {
    case 'reinit':
      return { type: 'reinit' };
    case 'endsession':
    case 'endsession-user':
      return { type: 'endsession' };
    case 'pdf-ready':
      return {
        type: 'pdf-ready',
        exportId: event.exportId,
        url: event.url,
        fileName: event.fileName,
      };
    case 'pdf-failed':
      return { type: 'pdf-failed', exportId: event.exportId };
  }
}

/**
 * `/auth/socket` (spec 1 §4 "Server socket"): a tab registers with its access token, pings every
 * 60 s, and is told `endsession` (sign out) or `reinit` (reload the user). `registered` carries
 * the connection's id (the spec's wsId), to which `pdf-ready` and `pdf-failed` are sent.
 */
export default async function authSocketRoutes(app: FastifyInstance) {
  const connectionIds = await loadConnectionIds(app.database.db);
  app.get('/socket', { websocket: true }, (socket, request) => {
    let auth: AuthContext | null = null;
    let connectionId: string | null = null;
    const unsubscribe = app.oidc.events.subscribe((event) => {
      if (!auth || !reaches(event, auth, connectionId)) return;
      send(socket, messageOf(event));
    });
    // A silent socket is a dead tab: the app pings every 60 s.
    let idle = setTimeout(() => socket.close(4000, 'idle'), 3 * 60_000);
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.close(4000, 'idle'), 3 * 60_000);
    };

    socket.on('message', async (raw) => {
      touch();
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(String(raw)));
      } catch {
        send(socket, { type: 'error', message: 'Unknown message' });
        return;
      }
      if (parsed.type === 'ping') {
        send(socket, { type: 'pong' });
        return;
      }
      const previousUser = auth?.userId;
      try {
        auth = await app.oidc.verifyAccessToken(parsed.token);
      } catch (err) {
        // The database is away (or the check failed): not a sign-out. "Try again later"; the
        // tab reconnects with backoff and registers again.
        request.log.warn({ err: loggableError(err) }, 'auth socket: token not checked');
        auth = null;
        socket.close(1013, 'try again later');
        return;
      }
      if (!auth) {
        connectionId = null;
        send(socket, { type: 'endsession' });
        return;
      }
      // A fresh token for the same user keeps the id, so a pending export still arrives.
      if (!connectionId || previousUser !== auth.userId)
        connectionId = connectionIds.issue(auth.userId);
      send(socket, { type: 'registered', connectionId });
    });
    socket.on('close', () => {
      clearTimeout(idle);
      unsubscribe();
    });
    request.log.debug('auth socket opened');
  });
}
