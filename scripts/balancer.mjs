// HAProxy in front of instances on this machine, from deploy/haproxy.cfg as it is, for
// `npm run cluster` and the balancer's integration test (tests/integration/balancer-tls.test.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Debian installs HAProxy in /usr/sbin, which is not on every account's PATH. */
export const haproxyCommand = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

/**
 * deploy/haproxy.cfg listening on 127.0.0.1 only, plain HTTP on `port`, with `servers` (ports on
 * 127.0.0.1) in place of its own. Its HTTPS address comes from haproxyEnvironment at start.
 */
export function haproxyConfig({ port, servers }) {
  const template = readFileSync(path.join(root, 'deploy', 'haproxy.cfg'), 'utf8');
  const lines = servers.map((server, i) => `    server app${i + 1} 127.0.0.1:${server}`).join('\n');
  return template
    .replace(/^(\s*)bind :\d+$/m, `$1bind 127.0.0.1:${port}`)
    .replace(/^(\s*)bind :/gm, '$1bind 127.0.0.1:')
    .replace(/(^\s*server app\d+ .*\n?)+/m, `${lines}\n`);
}

/** The variables deploy/haproxy.cfg reads: none for plain HTTP, the certificate for HTTPS. */
export function haproxyEnvironment(tls) {
  return tls ? { TLS_CERT: tls.pemFile, HTTPS_PORT: String(tls.port) } : {};
}

/**
 * A self-signed certificate for localhost and 127.0.0.1 made with `openssl` in `dir`: `pemFile`
 * (certificate and key, as HAProxy takes them) and `caFile` (the certificate alone, for clients
 * that should trust it).
 */
export function selfSignedCertificate(dir) {
  const keyFile = path.join(dir, 'tls-key.pem');
  const caFile = path.join(dir, 'tls-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      caFile,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const pemFile = path.join(dir, 'tls.pem');
  writeFileSync(pemFile, readFileSync(caFile, 'utf8') + readFileSync(keyFile, 'utf8'), {
    mode: 0o600,
  });
  return { pemFile, caFile };
}

/**
 * GET over HTTPS trusting `ca` (Node's fetch cannot be given a CA): the status and headers,
 * without following a redirect.
 */
export function httpsGet(url, ca) {
  return new Promise((resolve, reject) => {
    const request = get(url, { ca }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.setTimeout(5000, () => request.destroy(new Error(`${url}: no answer within 5 s`)));
  });
}
