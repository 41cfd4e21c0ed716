import { describe, expect, it } from 'vitest';
import { createSessionCodec, type SiteSession } from './session';

const session: SiteSession = {
  wsUserId: 4,
  courseId: 9,
  role: 'Learner',
  locale: 'pt',
  expires: 2_000,
};

describe('the site session cookie', () => {
  const codec = createSessionCodec('key one');

  it('round-trips until it expires', () => {
    const value = codec.encode(session);
    expect(codec.decode(value, 1_000)).toEqual(session);
    expect(codec.decode(value, 2_001)).toBeNull();
  });

  it('refuses a changed or foreign cookie', () => {
    const value = codec.encode(session);
    const [body, mac] = value.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), r: 'I' }),
    ).toString('base64url');
    expect(codec.decode(`${forged}.${mac}`, 1_000)).toBeNull();
    expect(createSessionCodec('key two').decode(value, 1_000)).toBeNull();
    expect(codec.decode('garbage', 1_000)).toBeNull();
    expect(codec.decode(`${value}.x`, 1_000)).toBeNull();
    expect(codec.decode(undefined, 1_000)).toBeNull();
  });

  it('binds form tokens to the cookie', () => {
    const a = codec.encode(session);
    const b = codec.encode(session);
    expect(codec.checkCsrf(a, codec.csrfToken(a))).toBe(true);
    expect(codec.checkCsrf(a, codec.csrfToken(b))).toBe(false);
    expect(codec.checkCsrf(a, undefined)).toBe(false);
  });
});
