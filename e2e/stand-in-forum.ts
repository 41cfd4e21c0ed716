import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** The forum the e2e portal is configured with (playwright.config.ts webServer env). */
export const FORUM_PORT = 4199;
export const FORUM_URL = `http://localhost:${FORUM_PORT}`;
export const FORUM_SECRET = 'e2e-community-connect-secret';

export interface ForumSignIn {
  nonce: string;
  fields: Record<string, string>;
}

const sign = (payload: string) => createHmac('sha256', FORUM_SECRET).update(payload).digest('hex');

/**
 * A stand-in DiscourseConnect forum with its own signing code: `/session/sso` sends the browser
 * to the portal's /communitylogin with a signed request (base64 wrapped with newlines, as
 * Discourse sends it); `/session/sso_login` checks the portal's answer (signature, the nonce it
 * issued) and shows a welcome page with what it was told.
 */
export async function startStandInForum(portalUrl: string) {
  const issued = new Set<string>();
  const signIns: ForumSignIn[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', FORUM_URL);
    if (url.pathname === '/session/sso') {
      const nonce = randomBytes(16).toString('hex');
      issued.add(nonce);
      const returnUrl = `${FORUM_URL}/session/sso_login`;
      const payload = `${Buffer.from(
        `nonce=${nonce}&return_sso_url=${encodeURIComponent(returnUrl)}`,
      )
        .toString('base64')
        .replace(/(.{60})/g, '$1\n')}\n`;
      const target = new URL('/communitylogin', portalUrl);
      target.searchParams.set('sso', payload);
      target.searchParams.set('sig', sign(payload));
      res.writeHead(302, { location: target.toString() }).end();
      return;
    }
    if (url.pathname === '/session/sso_login') {
      const sso = url.searchParams.get('sso') ?? '';
      const sig = Buffer.from(url.searchParams.get('sig') ?? '', 'hex');
      const expected = Buffer.from(sign(sso), 'hex');
      const fields = Object.fromEntries(
        new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8')),
      );
      const valid =
        sig.length === expected.length &&
        timingSafeEqual(sig, expected) &&
        issued.delete(fields.nonce ?? '');
      if (!valid) {
        res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Bad sign-in</h1>');
        return;
      }
      signIns.push({ nonce: fields.nonce!, fields });
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Forum</title><h1>Welcome to the forum</h1>`);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(FORUM_PORT, 'localhost', resolve);
  });
  return {
    issued,
    signIns,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
