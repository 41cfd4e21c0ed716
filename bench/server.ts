/** What the browser benchmarks share: the real server on the built app, and percentiles. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/helpers/browserless';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

export interface StartedServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The portal on a free port with a new embedded database and the demo data. `publicOrigin`: the
 * address browsers use when it is not the server's own (a proxy in front of it).
 */
export async function startServer(
  options: { port?: number; publicOrigin?: string } = {},
): Promise<StartedServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lab-portal-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: options.publicOrigin ?? origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('The server did not start');
}
