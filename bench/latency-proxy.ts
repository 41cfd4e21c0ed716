/**
 * A network with a round trip of `delayMs` between the browser and the portal: every request
 * waits that long before it is forwarded (a school network to a hosted portal is 50-150 ms).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LatencyProxy {
  origin: string;
  close(): Promise<void>;
}

export async function startLatencyProxy(
  port: number,
  targetPort: number,
  delayMs: number,
): Promise<LatencyProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    setTimeout(() => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: targetPort,
          path: request.url,
          method: request.method,
          headers: request.headers,
          agent,
        },
        (reply) => {
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${bound}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
