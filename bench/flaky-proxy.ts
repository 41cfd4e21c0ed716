/**
 * A flaky network between a client and the real server, for the peer-sync benchmark. Every
 * request to an API path (`apiPrefix`) draws from a seeded random sequence, so two clients that
 * send their requests in the same order meet the same faults:
 * - `drop`: the connection is reset before the request is forwarded (the server never sees it);
 * - `error`: a 500 answered by the proxy, nothing forwarded;
 * - `lose-reply`: forwarded, the server applies it and answers, then the connection is reset
 *   before the client gets the reply.
 * In `offline` mode every API request is reset (the device has no way to the server). Requests
 * for `assets` (the benchmark's own page and service worker) are answered from memory, never
 * faulty and not counted.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRandom } from './peer-sw/seeded-random';

export type ProxyMode = 'offline' | 'clean' | 'flaky';
export type Fault = 'drop' | 'error' | 'lose-reply';

export interface FaultRates {
  drop: number;
  error: number;
  loseReply: number;
}

export interface ProxyCounts {
  /** API requests that reached the proxy (whatever became of them). */
  requests: number;
  dropped: number;
  errors: number;
  repliesLost: number;
  /** Requests the server received (forwarded). */
  forwarded: number;
  /** Sum over forwarded requests of the time from forwarding to the server's whole reply. */
  serverMs: number;
}

export interface FlakyProxy {
  origin: string;
  /** Sets the mode, zeroes the counts, and with a seed restarts the fault sequence. */
  setMode(mode: ProxyMode, seed?: number): void;
  setAsset(path: string, contentType: string, body: string): void;
  counts(): ProxyCounts;
  close(): Promise<void>;
}

export interface FlakyProxyOptions {
  /** The real server, e.g. http://127.0.0.1:4000. */
  target: string;
  rates: FaultRates;
  apiPrefix: string;
  /** Path -> [content type, body], served by the proxy itself. */
  assets?: Record<string, [string, string]>;
}

export function pickFault(random: () => number, rates: FaultRates): Fault | null {
  const draw = random();
  if (draw < rates.drop) return 'drop';
  if (draw < rates.drop + rates.error) return 'error';
  if (draw < rates.drop + rates.error + rates.loseReply) return 'lose-reply';
  return null;
}

const zeroCounts = (): ProxyCounts => ({
  requests: 0,
  dropped: 0,
  errors: 0,
  repliesLost: 0,
  forwarded: 0,
  serverMs: 0,
});

export async function startFlakyProxy(options: FlakyProxyOptions): Promise<FlakyProxy> {
  const target = new URL(options.target);
  let mode: ProxyMode = 'clean';
  let random = seededRandom(1);
  let counts = zeroCounts();
  const assets = { ...options.assets };

  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const asset = assets[path];
    if (asset) {
      response.writeHead(200, {
        'content-type': asset[0],
        'cache-control': 'no-store',
        'service-worker-allowed': '/',
      });
      response.end(asset[1]);
      return;
    }
    if (!path.startsWith(options.apiPrefix)) {
      response.writeHead(404).end();
      return;
    }
    counts.requests += 1;
    const fault =
      mode === 'offline' ? 'drop' : mode === 'flaky' ? pickFault(random, options.rates) : null;
    if (fault === 'drop') {
      counts.dropped += 1;
      request.socket.resetAndDestroy();
      return;
    }
    if (fault === 'error') {
      counts.errors += 1;
      // The body is read first so the client sees a reply, not a broken upload.
      request.resume();
      request.on('end', () => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Internal Server Error', message: 'Proxy fault' }));
      });
      return;
    }
    counts.forwarded += 1;
    const sentAt = performance.now();
    const measured = counts;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (reply) => {
        reply.on('end', () => (measured.serverMs += performance.now() - sentAt));
        if (fault === 'lose-reply') {
          // The server has applied the write and answered: the answer never arrives.
          reply.resume();
          reply.on('end', () => {
            counts.repliesLost += 1;
            request.socket.resetAndDestroy();
          });
          return;
        }
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => request.socket.resetAndDestroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setMode(next, seed) {
      mode = next;
      if (seed !== undefined) random = seededRandom(seed);
      counts = zeroCounts();
    },
    setAsset(path, contentType, body) {
      assets[path] = [contentType, body];
    },
    counts: () => ({ ...counts }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
