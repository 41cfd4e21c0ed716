// `npm run cluster [-- --instances 2 --port 8080 --tls]`: the portal as several instances behind
// HAProxy on this machine, for trying it and for the cluster end-to-end test. With --tls, HAProxy
// also serves HTTPS (on --tls-port, 8443) with a self-signed certificate made in the temp folder,
// plain HTTP redirects there, and PUBLIC_URL is the https:// address. PostgreSQL is
// DATABASE_URL or a private server made with Debian's initdb in a temp folder; the object store is
// S3_BUCKET/S3_ENDPOINT/... or s3rver in the temp folder. The instances start at the same moment
// (the migrations and the seed run once, under an advisory lock). Ctrl-C or SIGTERM stops it all.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
} from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  haproxyCommand,
  haproxyConfig,
  haproxyEnvironment,
  httpsGet,
  selfSignedCertificate,
} from './balancer.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
    /** The first instance's port; the others follow it. Default: the balancer's port + 1. */
    'instance-port': { type: 'string' },
    tls: { type: 'boolean', default: false },
    'tls-port': { type: 'string', default: '8443' },
  },
});
const instanceCount = Number(args.instances);
const balancerPort = Number(args.port);
const firstInstancePort = Number(args['instance-port'] ?? balancerPort + 1);
if (!Number.isInteger(instanceCount) || instanceCount < 1 || instanceCount > 16) {
  console.error('--instances must be a whole number from 1 to 16');
  process.exit(1);
}
const tlsPort = Number(args['tls-port']);
const publicUrl = args.tls ? `https://localhost:${tlsPort}` : `http://localhost:${balancerPort}`;
const workDir = mkdtempSync(path.join(tmpdir(), 'lab-portal-cluster-'));
const certificate = args.tls ? selfSignedCertificate(workDir) : null;
const stops = [];
let stopping = false;

const log = (message) => console.log(`[cluster] ${message}`);

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch (err) {
      console.error(`[cluster] ${err instanceof Error ? err.message : err}`);
    }
  }
  await rm(workDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const until = async (what, check, seconds = 120) => {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (stopping) throw new Error('stopped');
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

let running = false;
let liveInstances = 0;

/**
 * Starts a child that stops the cluster if it dies on its own, stopped with SIGTERM. Once the
 * cluster runs, an instance may stop (a `kill -9` drill): HAProxy sends its requests to the
 * others, and the cluster stops only when none is left.
 */
function startChild(
  name,
  command,
  argv,
  { stopSignal = 'SIGTERM', logFile, isInstance = false, ...options } = {},
) {
  const child = spawn(command, argv, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (isInstance) liveInstances += 1;
  child.once('exit', (code, signal) => {
    if (isInstance) liveInstances -= 1;
    if (stopping) return;
    console.error(`[cluster] ${name} stopped (${signal ?? `exit code ${code}`})`);
    if (logFile && existsSync(logFile))
      console.error(readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'));
    if (isInstance && running && liveInstances > 0) {
      log(`${liveInstances} instance(s) left; the balancer sends every request to them`);
      return;
    }
    void stopAll(1);
  });
  stops.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(stopSignal);
    await exited;
  });
  return child;
}

/** Debian installs PostgreSQL's server programs outside PATH: the newest version's bin folder. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(base, versions[0], 'bin');
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (found.status === 0) return path.dirname(found.stdout.trim());
  throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set DATABASE_URL');
}

/** A private PostgreSQL in the temp folder; as root it runs as the `postgres` account. */
async function startPostgres() {
  const bin = postgresBin();
  const dataDir = path.join(workDir, 'postgres');
  mkdirSync(dataDir, { mode: 0o700 });
  const owner = {};
  if (process.getuid?.() === 0) {
    owner.uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    owner.gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(workDir, owner.uid, owner.gid);
    chownSync(dataDir, owner.uid, owner.gid);
  }
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'],
    { ...owner, encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`);
  const port = await freePort();
  // Its log stays in the folder; shown only when it stops on its own.
  const logFile = path.join(workDir, 'postgres.log');
  startChild(
    'PostgreSQL',
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-k', dataDir, '-c', 'listen_addresses=127.0.0.1'],
    // SIGINT: PostgreSQL's fast shutdown (SIGTERM would wait for every client to leave).
    {
      ...owner,
      stdio: ['ignore', 'ignore', openSync(logFile, 'a')],
      stopSignal: 'SIGINT',
      logFile,
    },
  );
  await until('PostgreSQL', async () => {
    const ready = spawnSync(path.join(bin, 'pg_isready'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
    ]);
    return ready.status === 0;
  });
  log(`PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port} (log: ${logFile})`);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** s3rver in the temp folder, with the bucket and the CORS rule browsers need for presigned URLs. */
async function startObjectStore() {
  const { default: S3rver } = await import('s3rver');
  const bucket = 'lab-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: await freePort(),
    silent: true,
    directory: path.join(workDir, 's3'),
    configureBuckets: [
      {
        name: bucket,
        configs: [
          `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`,
        ],
      },
    ],
  });
  const { port } = await server.run();
  stops.push(() => server.close());
  log(`object store (s3rver) on 127.0.0.1:${port}, bucket ${bucket}`);
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/** deploy/haproxy.cfg with this cluster's ports and instances in place of its own. */
async function startBalancer(ports) {
  const file = path.join(workDir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig({ port: balancerPort, servers: ports }));
  const tls = certificate && { pemFile: certificate.pemFile, port: tlsPort };
  startChild('HAProxy', haproxyCommand, ['-f', file, '-db'], {
    env: { ...process.env, ...haproxyEnvironment(tls) },
  });
  const ca = certificate && readFileSync(certificate.caFile);
  // Ready once the balancer has seen every instance pass its health check.
  const seen = new Set();
  await until('The balancer', async () => {
    const response = ca
      ? await httpsGet(`${publicUrl}/ready`, ca)
      : await fetch(`${publicUrl}/ready`).then((r) => ({
          status: r.status,
          headers: { 'x-served-by': r.headers.get('x-served-by') },
        }));
    const server = response.headers['x-served-by'];
    if (response.status === 200 && server) seen.add(server);
    return seen.size === ports.length;
  });
}

async function main() {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    log('building the portal (vite build)...');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const databaseUrl = process.env.DATABASE_URL || (await startPostgres());
  // Files on an instance's own disk would be missing on the others: always an object store.
  const storage = process.env.S3_BUCKET ? { STORAGE_DRIVER: 's3' } : await startObjectStore();
  const ports = Array.from({ length: instanceCount }, (_, i) => firstInstancePort + i);
  log(`starting ${instanceCount} instances at once on ports ${ports.join(', ')}`);
  const pids = [];
  for (const [i, port] of ports.entries()) {
    const name = `instance ${i + 1} (app${i + 1})`;
    const child = startChild(name, process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      isInstance: true,
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...storage,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        DATABASE_URL: databaseUrl,
        // Only the balancer, on this machine, may say who the client is (and that it used HTTPS).
        TRUST_PROXY: 'loopback',
        // An instance calling PUBLIC_URL itself trusts the self-signed certificate.
        ...(certificate ? { NODE_EXTRA_CA_CERTS: certificate.caFile } : {}),
        // Unused with PostgreSQL and the object store; never ./.data of `npm start`.
        DATA_DIR: path.join(workDir, `instance-${i + 1}`),
      },
    });
    pids.push(`app${i + 1}: 127.0.0.1:${port}, pid ${child.pid}`);
  }
  await Promise.all(
    ports.map((port) =>
      until(`The instance on port ${port}`, async () => {
        const response = await fetch(`http://127.0.0.1:${port}/ready`);
        return response.ok;
      }),
    ),
  );
  await startBalancer(ports);
  running = true;
  log(`${instanceCount} instances behind HAProxy: ${pids.join('; ')}`);
  if (certificate)
    log(`HTTPS with a self-signed certificate (${certificate.caFile}); HTTP redirects to it`);
  console.log(`\nLab Portal cluster is running at ${publicUrl} (Ctrl-C stops it)`);
}

main().catch((err) => {
  if (!stopping) console.error(`[cluster] ${err instanceof Error ? err.message : err}`);
  void stopAll(1);
});
