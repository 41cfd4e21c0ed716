import { describe, expect, it } from 'vitest';
import {
  pinnedReturnUrl,
  readRequest,
  replyUrl,
  signPayload,
  verifyPayload,
} from './discourse-connect';

// The published vector (meta.discourse.org DiscourseConnect guide, protocols.md).
const SECRET = 'd836444a9e4084d5b224a60c208dce14';
const PAYLOAD = 'bm9uY2U9Y2I2ODI1MWVlZmI1MjExZTU4YzAwZmYxMzk1ZjBjMGI=\n';
const SIG = '2828aa29899722b35a2f191d34ef9b3ce695e0e6eeec47deb46d588d70c7cb56';

describe('DiscourseConnect', () => {
  it('signs the published vector over the payload exactly as received', () => {
    expect(signPayload(SECRET, PAYLOAD)).toBe(SIG);
    expect(verifyPayload(SECRET, PAYLOAD, SIG)).toBe(true);
    expect(verifyPayload(SECRET, PAYLOAD, SIG.toUpperCase())).toBe(true);
  });

  it('gives a different signature when the trailing newline is trimmed', () => {
    expect(signPayload(SECRET, PAYLOAD.trim())).not.toBe(SIG);
    expect(verifyPayload(SECRET, PAYLOAD.trim(), SIG)).toBe(false);
  });

  it('refuses a wrong secret, a bad signature and characters outside the base64 charset', () => {
    expect(verifyPayload('another-secret', PAYLOAD, SIG)).toBe(false);
    expect(verifyPayload(SECRET, PAYLOAD, SIG.slice(0, 63))).toBe(false);
    expect(verifyPayload(SECRET, PAYLOAD, 'zz'.repeat(32))).toBe(false);
    const bad = `${PAYLOAD}&admin=true`;
    expect(verifyPayload(SECRET, bad, signPayload(SECRET, bad))).toBe(false);
  });

  it('reads the nonce of the vector, and needs a return URL too', () => {
    expect(readRequest(PAYLOAD)).toBeNull();
    const payload = Buffer.from(
      'nonce=cb68251eefb5211e58c00ff1395f0c0b&return_sso_url=https%3A%2F%2Fforum.example%2Fsession%2Fsso_login',
    ).toString('base64');
    expect(readRequest(payload)).toEqual({
      nonce: 'cb68251eefb5211e58c00ff1395f0c0b',
      returnSsoUrl: 'https://forum.example/session/sso_login',
    });
  });

  it('pins the return URL to the forum origin', () => {
    const forum = 'https://forum.example';
    expect(pinnedReturnUrl('https://forum.example/session/sso_login', forum)?.href).toBe(
      'https://forum.example/session/sso_login',
    );
    expect(pinnedReturnUrl('https://evil.example/session/sso_login', forum)).toBeNull();
    expect(pinnedReturnUrl('https://forum.example.evil.example/x', forum)).toBeNull();
    expect(pinnedReturnUrl('http://forum.example/session/sso_login', forum)).toBeNull();
    expect(pinnedReturnUrl('javascript:alert(1)', forum)).toBeNull();
    expect(pinnedReturnUrl('not a url', forum)).toBeNull();
  });

  it('answers return_sso_url with a signed reply echoing the nonce', () => {
    const url = new URL(
      replyUrl(SECRET, new URL('https://forum.example/session/sso_login'), 'n1', {
        externalId: 'u-1',
        email: 'a@b.example',
        username: 'ann',
        name: 'Ann Lee',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://forum.example/session/sso_login');
    const sso = url.searchParams.get('sso')!;
    expect(url.searchParams.get('sig')).toBe(signPayload(SECRET, sso));
    const fields = new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8'));
    expect(Object.fromEntries(fields)).toEqual({
      nonce: 'n1',
      external_id: 'u-1',
      email: 'a@b.example',
      username: 'ann',
      name: 'Ann Lee',
    });
  });
});
