import { createServer } from 'node:net';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A browser's cookie jar, enough for one host: follows Set-Cookie, sends Cookie. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
}

/** fetch without following redirects, with the jar's cookies, the way a browser tab would. */
export async function browse(
  jar: CookieJar,
  url: string,
  init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'text/html', ...init.headers };
  const cookie = jar.header();
  if (cookie) headers.cookie = cookie;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  jar.store(response);
  return response;
}

/** Follows redirects within `origin` until one leaves it or a page answers. */
export async function follow(
  jar: CookieJar,
  url: string,
  origin: string,
): Promise<{ url: string; response?: Response }> {
  let next = url;
  for (let hops = 0; hops < 10; hops++) {
    if (!next.startsWith(origin)) return { url: next };
    const response = await browse(jar, next);
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400)
      return { url: next, response };
    next = new URL(location, next).toString();
  }
  throw new Error('Too many redirects');
}
