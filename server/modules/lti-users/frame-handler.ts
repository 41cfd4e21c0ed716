import type { FastifyRequest } from 'fastify';
import type { IframeHandler } from '@common/schemas/lti';
import type { Db } from '../../db/client';
import { requireSelf } from '../../plugins/auth';
import * as repo from './repository';

/** A launch's page waits this long for the user to arrive signed in; then it is forgotten. */
export const PENDING_REDIRECT_MAX_AGE_SECONDS = 10 * 60;

/**
 * Spec 2 §7 `GET iframehandler/{userId}`: the portal page the user's last LMS launch asked for
 * (`custom_target`), answered once and then forgotten, so reloading the app does not send the
 * user there again; `null` when there is none. Only the user themself may ask.
 */
export function createFrameHandlerService(db: Db) {
  return {
    async get(request: FastifyRequest, userId: string): Promise<IframeHandler> {
      requireSelf(request, userId);
      const redirect = await repo.takePendingRedirect(db, userId, PENDING_REDIRECT_MAX_AGE_SECONDS);
      return { redirect };
    },
  };
}
