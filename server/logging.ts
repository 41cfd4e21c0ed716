import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: signed-URL signatures, codes, tokens, tickets. */
const SECRET_PARAM = /sig|code|token|secret|pass|ticket|key|sso/i;

/** The address with secret query values masked, for the log. */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of new Set(params.keys())) if (SECRET_PARAM.test(key)) params.set(key, '***');
  return `${url.slice(0, at)}?${params.toString().replaceAll('%2A%2A%2A', '***')}`;
}

/**
 * The app's logger: JSON lines (pino) with the request id of each request (`reqId`), no
 * credentials: Authorization, cookies and Set-Cookie are redacted, secret query values masked,
 * and bodies are never logged.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-proxy-session"]',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
