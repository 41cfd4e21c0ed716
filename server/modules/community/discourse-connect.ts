import { createHmac, timingSafeEqual } from 'node:crypto';

/** The characters a DiscourseConnect payload (base64, maybe wrapped) may hold. */
const PAYLOAD_CHARSET = /^[A-Za-z0-9=\r\n/+]+$/;

/** `hex(HMAC-SHA256(secret, payload))` over the payload exactly as given, newlines included. */
export function signPayload(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

/**
 * protocols.md "DiscourseConnect" step 2: a payload outside the base64 charset or a signature
 * that is not the payload's HMAC is refused; the compare is timing-safe.
 */
export function verifyPayload(secret: string, payload: string, sig: string): boolean {
  if (!PAYLOAD_CHARSET.test(payload)) return false;
  if (!/^[0-9a-f]{64}$/i.test(sig)) return false;
  const expected = Buffer.from(signPayload(secret, payload), 'hex');
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

/** Step 3: the decoded query string of the forum's request. */
export function readRequest(payload: string): { nonce: string; returnSsoUrl: string } | null {
  const params = new URLSearchParams(Buffer.from(payload, 'base64').toString('utf8'));
  const nonce = params.get('nonce');
  const returnSsoUrl = params.get('return_sso_url');
  if (!nonce || !returnSsoUrl) return null;
  return { nonce, returnSsoUrl };
}

/** The return URL only when it is on the configured forum's origin (http/https). */
export function pinnedReturnUrl(returnSsoUrl: string, forumUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(returnSsoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === new URL(forumUrl).origin ? url : null;
}

export interface DiscourseUser {
  externalId: string;
  email: string;
  username: string;
  name: string;
}

/** Steps 4 and 5: `return_sso_url?sso=<urlencoded base64 payload>&sig=<hex hmac>`. */
export function replyUrl(
  secret: string,
  returnUrl: URL,
  nonce: string,
  user: DiscourseUser,
): string {
  const reply = new URLSearchParams({
    nonce,
    external_id: user.externalId,
    email: user.email,
    username: user.username,
    name: user.name,
  });
  const sso = Buffer.from(reply.toString(), 'utf8').toString('base64');
  const url = new URL(returnUrl);
  url.searchParams.set('sso', sso);
  url.searchParams.set('sig', signPayload(secret, sso));
  return url.toString();
}
