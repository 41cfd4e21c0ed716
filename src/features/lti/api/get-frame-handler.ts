import type { IframeHandler } from '@common/schemas/lti';
import { serviceUrl, type ApiContext } from '@/lib/services';

/**
 * GET {auth}/iframehandler/{userId} (spec 2 §7): the page the user's last LMS launch asked for.
 * Answered once by the server, so it is a command, not cached data: no query, never persisted
 * (a saved copy would replay an old redirect on the next start).
 */
export async function getFrameHandler(
  { api, config }: ApiContext,
  userId: string,
): Promise<IframeHandler> {
  return api.request(serviceUrl(config.services.auth, 'iframehandler', userId), {
    store: 'lti',
    // Loaded on first use: this call is made from the app shell, which carries no zod.
    parse: async (data) => (await import('@common/schemas/lti')).iframeHandlerSchema.parse(data),
  });
}
