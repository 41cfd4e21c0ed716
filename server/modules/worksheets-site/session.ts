import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Locale } from './texts';

/** How long a launch's site session lasts (a class period or two). */
export const SESSION_SECONDS = 8 * 60 * 60;

/** What a verified launch grants: one worksheets user, one course, one role. */
export interface SiteSession {
  wsUserId: number;
  courseId: number;
  role: 'Instructor' | 'Learner';
  locale: Locale;
  /** Unix seconds. */
  expires: number;
}

/** The session's course id of the open practice (no course has id 0). */
export const PRACTICE_SESSION_ID = 0;

/** The cookie of a course's session: one per course, so tabs on two courses keep their own. */
export const sessionCookieName = (courseId: number) => `ws_site_${courseId}`;

const b64 = (text: string) => Buffer.from(text).toString('base64url');

/**
 * Signed session cookies (HMAC-SHA256 with a key kept in the database) and the forms' CSRF
 * tokens, derived from the cookie, so a form of one session never works in another.
 */
export function createSessionCodec(key: string) {
  const mac = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };
  return {
    encode(session: SiteSession): string {
      const body = b64(
        JSON.stringify({
          w: session.wsUserId,
          c: session.courseId,
          r: session.role === 'Instructor' ? 'I' : 'L',
          l: session.locale,
          x: session.expires,
          n: randomBytes(9).toString('base64url'),
        }),
      );
      return `${body}.${mac(body)}`;
    },
    decode(value: string | undefined, now: number): SiteSession | null {
      if (!value) return null;
      const [body, signature, extra] = value.split('.');
      if (!body || !signature || extra !== undefined || !same(signature, mac(body))) return null;
      try {
        const data = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<
          string,
          unknown
        >;
        if (
          typeof data.w !== 'number' ||
          typeof data.c !== 'number' ||
          typeof data.x !== 'number' ||
          data.x < now
        )
          return null;
        const locale = data.l === 'es' || data.l === 'pt' ? data.l : 'en';
        return {
          wsUserId: data.w,
          courseId: data.c,
          role: data.r === 'I' ? 'Instructor' : 'Learner',
          locale,
          expires: data.x,
        };
      } catch {
        return null;
      }
    },
    csrfToken: (cookieValue: string) => mac(`csrf:${cookieValue}`),
    checkCsrf: (cookieValue: string, token: unknown) =>
      typeof token === 'string' && same(token, mac(`csrf:${cookieValue}`)),
  };
}

export type SessionCodec = ReturnType<typeof createSessionCodec>;
