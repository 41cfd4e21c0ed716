import { createServer } from 'node:http';
import { startSmtpServer } from '../tests/helpers/smtp-server';

/**
 * The e2e portal's mailbox: a real SMTP server (SMTP_URL of the portal under test) and a small
 * HTTP reader, so specs in any worker read what arrived as the user's mail client would.
 * Started by playwright.config.ts as a second web server; ports follow E2E_PORT.
 */
export const mailboxPorts = (e2ePort: number) => ({ smtp: e2ePort + 1100, http: e2ePort + 1200 });

/** Run as a program: `node --import tsx e2e/test-mailbox.ts` (E2E_PORT in the environment). */
async function main() {
  const ports = mailboxPorts(Number(process.env.E2E_PORT ?? 4180));
  const smtp = await startSmtpServer(ports.smtp);
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/health') {
      res.end('ok');
      return;
    }
    if (url.pathname !== '/messages') {
      res.statusCode = 404;
      res.end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = smtp.received.filter((m) => !to || m.to.includes(to));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages));
  }).listen(ports.http, '127.0.0.1');
}

if (process.argv[1]?.endsWith('test-mailbox.ts')) void main();
