import type { FastifyRequest } from 'fastify';

/**
 * A route's `config.rateLimit` counting per signed-in caller (the token's user, never a user id
 * of the path or body, so nobody uses up someone else's attempts); anonymous calls count per IP.
 * The auth hook runs before it, so `request.auth` is known.
 */
export function perCallerLimit(name: string, max: number) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      `${name}:${request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`}`,
  };
}
