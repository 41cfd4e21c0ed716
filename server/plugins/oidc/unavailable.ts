import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Availability } from '../../db/availability';

/**
 * The provider answers a failure of its storage with 500 `server_error`; when the database was
 * away (its `server_error` handler marks the request), the answer is a 503 with Retry-After, as
 * for every other service, and OAuth's own `temporarily_unavailable`.
 */
export function answerUnavailable(availability: Availability) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (!ctx.state.databaseUnavailable) return;
    ctx.status = 503;
    ctx.set('Retry-After', String(availability.retryAfterSeconds()));
    if (ctx.body && typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body)) {
      ctx.body = {
        error: 'temporarily_unavailable',
        error_description: 'The service is briefly unavailable. Please try again shortly.',
      };
    }
  };
}
