import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AuthContext } from '../../plugins/auth';
import type { AuthEvent } from '../../plugins/oidc/events';

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('register'), token: z.string().min(1).max(512) }),
  z.object({ type: z.literal('ping') }),
]);

const send = (socket: WebSocket, message: object) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

function reaches(event: AuthEvent, auth: AuthContext): boolean {
  switch (event.type) {
    case 'endsession':
      return event.sessionUid === auth.sessionUid;
    case 'endsession-user':
    case 'reinit':
      return event.userId === auth.userId;
  }
}

/**
 * `/auth/socket` (spec 1 §4 "Server socket"): a tab registers with its access token, pings every
 * 60 s, and is told `endsession` (sign out) or `reinit` (reload the user).
 */
export default async function authSocketRoutes(app: FastifyInstance) {
  app.get('/socket', { websocket: true }, (socket, request) => {
    let auth: AuthContext | null = null;
    const unsubscribe = app.oidc.events.subscribe((event) => {
      if (!auth || !reaches(event, auth)) return;
      send(socket, { type: event.type === 'reinit' ? 'reinit' : 'endsession' });
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
      auth = await app.oidc.verifyAccessToken(parsed.token);
      if (!auth) {
        send(socket, { type: 'endsession' });
        return;
      }
      send(socket, { type: 'registered' });
    });
    socket.on('close', () => {
      clearTimeout(idle);
      unsubscribe();
    });
    request.log.debug('auth socket opened');
  });
}
