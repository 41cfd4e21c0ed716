import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PWA_CLIENT_ID } from '@server/plugins/oidc/clients';
import {
  haproxyCommand,
  haproxyConfig,
  haproxyEnvironment,
  httpsGet,
  selfSignedCertificate,
} from '../../scripts/balancer.mjs';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * TLS at the balancer (issue 13): deploy/haproxy.cfg and deploy/nginx*.conf are valid as shipped,
 * with and without a certificate, and HAProxy with one in front of an instance serves it over
 * HTTPS, sends plain HTTP there, and tells the instance the client used HTTPS.
 */
const deploy = path.resolve(import.meta.dirname, '../../deploy');
let workDir: string;
let certificate: { pemFile: string; caFile: string };

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'lab-portal-balancer-'));
  certificate = selfSignedCertificate(workDir);
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

describe('the balancer configurations', () => {
  it('HAProxy accepts deploy/haproxy.cfg with plain HTTP and with a certificate', () => {
    const file = path.join(deploy, 'haproxy.cfg');
    expect(run(haproxyCommand, ['-c', '-f', file])).toMatchObject({ status: 0 });
    const withTls = run(
      haproxyCommand,
      ['-c', '-f', file],
      haproxyEnvironment({ ...certificate, port: 8443 }),
    );
    expect(withTls).toMatchObject({ status: 0 });
  });

  it('nginx accepts deploy/nginx.conf and deploy/nginx-tls.conf', async () => {
    // A copy, so that the certificate paths can point at the test's own certificate.
    const prefix = path.join(workDir, 'nginx');
    await cp(deploy, prefix, { recursive: true });
    const tlsFile = path.join(prefix, 'nginx-tls.conf');
    const tlsConfig = (await readFile(tlsFile, 'utf8'))
      .replace(/(ssl_certificate) \S+;/, `$1 ${certificate.caFile};`)
      .replace(/(ssl_certificate_key) \S+;/, `$1 ${path.join(workDir, 'tls-key.pem')};`);
    expect(tlsConfig).toContain(certificate.caFile);
    await writeFile(tlsFile, tlsConfig);
    for (const file of ['nginx.conf', 'nginx-tls.conf']) {
      const checked = run('nginx', ['-t', '-p', prefix, '-c', path.join(prefix, file)]);
      expect(checked.output).toContain('test is successful');
      expect(checked.status).toBe(0);
    }
  });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('HTTPS through HAProxy', () => {
  let test: TestApp;
  let haproxy: ChildProcess;
  let ca: Buffer;
  let httpPort: number;
  let appPort: number;
  let httpsOrigin: string;

  beforeAll(async () => {
    ca = await readFile(certificate.caFile);
    const tlsPort = await freePort();
    [appPort, httpPort] = [await freePort(), await freePort()];
    httpsOrigin = `https://localhost:${tlsPort}`;
    test = await createTestApp({ PUBLIC_URL: httpsOrigin, TRUST_PROXY: 'loopback' });
    await test.app.listen({ host: '127.0.0.1', port: appPort });
    const file = path.join(workDir, 'haproxy.cfg');
    await writeFile(file, haproxyConfig({ port: httpPort, servers: [appPort] }));
    haproxy = spawn(haproxyCommand, ['-f', file, '-db'], {
      stdio: 'ignore',
      env: { ...process.env, ...haproxyEnvironment({ ...certificate, port: tlsPort }) },
    });
    // Up once HAProxy listens and its health check has found the instance.
    await vi.waitFor(
      async () => {
        const ready = await httpsGet(`${httpsOrigin}/ready`, ca);
        if (ready.status !== 200) throw new Error(`/ready answered ${ready.status}`);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
  afterAll(async () => {
    if (haproxy?.exitCode === null) {
      const exited = new Promise((resolve) => haproxy.once('exit', resolve));
      haproxy.kill('SIGTERM');
      await exited;
    }
    await test?.close();
  });

  it('answers over HTTPS with the certificate, HSTS and the instance that answered', async () => {
    const ready = await httpsGet(`${httpsOrigin}/ready`, ca);
    expect(ready.status).toBe(200);
    expect(ready.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(ready.headers['x-served-by']).toBe('app1');
  });

  it('sends plain HTTP to the same address over HTTPS', async () => {
    const response = await fetch(`http://localhost:${httpPort}/labs?view=grid`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${httpsOrigin}/labs?view=grid`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets the sign-in provider set secure cookies: the instance knows the client used HTTPS', async () => {
    const authorizePath = `/auth/auth?${new URLSearchParams({
      client_id: PWA_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${httpsOrigin}/callback.html`,
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'tls-test',
    })}`;
    const response = await httpsGet(`${httpsOrigin}${authorizePath}`, ca);
    expect(response.status).toBe(303);
    expect(new URL(response.headers.location!, httpsOrigin).origin).toBe(httpsOrigin);
    const cookies = response.headers['set-cookie'] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
    // The same request straight to the instance, without the balancer's X-Forwarded-Proto.
    const direct = await fetch(`http://127.0.0.1:${appPort}${authorizePath}`, {
      redirect: 'manual',
    });
    expect(direct.headers.getSetCookie().length).toBeGreaterThan(0);
    for (const cookie of direct.headers.getSetCookie()) expect(cookie).not.toMatch(/;\s*secure/i);
  });
});
