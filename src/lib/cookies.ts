/** Cookies named by the spec: `lab_language` (30 days), `instructorhome` (50 days). */
export const LANGUAGE_COOKIE = 'lab_language';
export const LANGUAGE_COOKIE_DAYS = 30;
export const INSTRUCTOR_HOME_COOKIE = 'instructorhome';
export const INSTRUCTOR_HOME_COOKIE_DAYS = 50;

const DAY_SECONDS = 24 * 60 * 60;

export interface CookieOptions {
  /** Lifetime in days; omitted for a session cookie, 0 or less deletes the cookie. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** `a=1; b=two` -> { a: '1', b: 'two' }. The first value of a repeated name wins, as in browsers. */
export function parseCookies(header: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in result) continue;
    const raw = part.slice(index + 1).trim();
    try {
      result[name] = decodeURIComponent(raw);
    } catch {
      result[name] = raw;
    }
  }
  return result;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.days !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.round(options.days * DAY_SECONDS))}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function getCookie(name: string): string | undefined {
  return parseCookies(document.cookie)[name];
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, {
    secure: location.protocol === 'https:',
    ...options,
  });
}

export function deleteCookie(name: string): void {
  document.cookie = serializeCookie(name, '', { days: 0 });
}
