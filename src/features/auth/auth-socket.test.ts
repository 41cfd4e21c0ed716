/// <reference types="node" />
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import { createAuthSocket, reconnectDelay, type AuthSocket } from './auth-socket';

const servers: WebSocketServer[] = [];
const sockets: AuthSocket[] = [];

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.stop());
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

async function startServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const received: unknown[] = [];
  server.on('connection', (client) =>
    client.on('message', (data) => received.push(JSON.parse(String(data)))),
  );
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/auth/socket`;
  return { server, received, url };
}

function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('timed out'));
      setTimeout(tick, 10);
    };
    tick();
  });
}

function socketFor(
  url: string,
  handlers: { onEndSession?: () => void; onReinit?: () => void } = {},
) {
  const socket = createAuthSocket({
    url,
    getAccessToken: async () => 'access-token',
    onEndSession: handlers.onEndSession ?? (() => {}),
    onReinit: handlers.onReinit ?? (() => {}),
    WebSocket: NodeWebSocket as never,
    pingIntervalMs: 50,
    random: () => 0,
    log: { info: () => {}, warn: () => {} },
  });
  sockets.push(socket);
  return socket;
}

describe('auth socket protocol', () => {
  it('registers with the access token, then pings', async () => {
    const { received, url } = await startServer();
    socketFor(url).start();
    await until(() => received.length >= 3);
    expect(received[0]).toEqual({ type: 'register', token: 'access-token' });
    expect(received[1]).toEqual({ type: 'ping' });
  });

  it('handles endsession and reinit', async () => {
    const { server, url } = await startServer();
    let ended = 0;
    let reinit = 0;
    server.on('connection', (client) => {
      client.send(JSON.stringify({ type: 'reinit' }));
      client.send('not json');
      client.send(JSON.stringify({ type: 'endsession' }));
    });
    socketFor(url, { onEndSession: () => (ended += 1), onReinit: () => (reinit += 1) }).start();
    await until(() => ended === 1 && reinit === 1);
  });

  it('reconnects and registers again when the connection drops', async () => {
    const { server, received, url } = await startServer();
    let connections = 0;
    server.on('connection', (client) => {
      connections += 1;
      if (connections === 1) setTimeout(() => client.terminate(), 20);
    });
    socketFor(url).start();
    await until(
      () =>
        connections === 2 &&
        received.filter((m) => (m as { type: string }).type === 'register').length === 2,
    );
  });
});

describe('reconnectDelay', () => {
  it('backs off exponentially up to a minute', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    expect(reconnectDelay(20, () => 1)).toBe(60_000);
    expect(reconnectDelay(5, () => 0)).toBe(500);
  });
});

describe('connection id (wsId) and server events', () => {
  it('keeps the id of registered, hands every message to subscribers, forgets it on close', async () => {
    const { server, url } = await startServer();
    server.on('connection', (client) =>
      client.on('message', (data) => {
        if (JSON.parse(String(data)).type !== 'register') return;
        client.send(JSON.stringify({ type: 'registered', connectionId: 'abc.def' }));
        client.send(JSON.stringify({ type: 'pdf-ready', exportId: 'e1', url: 'u', fileName: 'f' }));
      }),
    );
    const socket = socketFor(url);
    const heard: string[] = [];
    const unsubscribe = socket.subscribe((message) => heard.push(message.type));
    socket.start();
    await until(() => heard.includes('pdf-ready'));
    expect(socket.connectionId()).toBe('abc.def');
    for (const client of server.clients) client.close();
    await until(() => heard.includes('closed'));
    expect(socket.connectionId()).toBeNull();
    unsubscribe();
  });
});
