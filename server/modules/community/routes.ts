import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { discourseUrlBodySchema, discourseUrlResponseSchema } from '@common/schemas/community';
import { errorBodySchema } from '@common/schemas/primitives';
import { userParamsSchema } from '@common/schemas/user-api';
import { createCommunityService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** `POST users/{userId}/discourseurl` (spec 1 §7), registered under `/user-api`. */
export default async function communityRoutes(app: FastifyInstance) {
  const service = createCommunityService(app.database.db, {
    forumUrl: app.config.DISCOURSE_URL,
    secret: app.config.DISCOURSE_CONNECT_SECRET,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/users/:userId/discourseurl',
    {
      schema: {
        params: userParamsSchema,
        body: discourseUrlBodySchema,
        response: { 200: discourseUrlResponseSchema, ...errors },
      },
    },
    (request) => service.discourseUrl(request, request.params.userId, request.body),
  );
}
