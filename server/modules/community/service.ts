import type { FastifyRequest } from 'fastify';
import type { DiscourseUrlBody } from '@common/schemas/community';
import type { Db } from '../../db/client';
import { requireSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { pinnedReturnUrl, readRequest, replyUrl, verifyPayload } from './discourse-connect';
import * as repo from './repository';

export interface CommunitySettings {
  forumUrl: string | undefined;
  secret: string | undefined;
}

/** The community hand-off (spec 1 §4, protocols.md "DiscourseConnect"): own user only. */
export function createCommunityService(db: Db, settings: CommunitySettings) {
  return {
    async discourseUrl(
      request: FastifyRequest,
      userId: string,
      body: DiscourseUrlBody,
    ): Promise<string> {
      requireSelf(request, userId);
      const { forumUrl, secret } = settings;
      if (!forumUrl || !secret) throw new HttpError(404, 'The community is not configured.');
      if (!verifyPayload(secret, body.payload, body.sig)) {
        throw new HttpError(400, 'The community sign-in request is not signed by the forum.');
      }
      const forumRequest = readRequest(body.payload);
      if (!forumRequest) throw new HttpError(400, 'The community sign-in request is incomplete.');
      const returnUrl = pinnedReturnUrl(forumRequest.returnSsoUrl, forumUrl);
      if (!returnUrl) throw new HttpError(400, 'The community sign-in request names another site.');
      const user = await repo.findForumUser(db, userId);
      if (!user) throw new HttpError(404, 'No such user.');
      return replyUrl(secret, returnUrl, forumRequest.nonce, {
        externalId: user.id,
        email: user.email,
        username: user.username,
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      });
    },
  };
}
