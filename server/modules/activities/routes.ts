import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activitiesSchema,
  systemSettingsSchema,
  templateIdParamsSchema,
  templateSchema,
  topicActivitiesErrorSchema,
  topicSchema,
} from '@common/schemas/activities';
import { errorBodySchema } from '@common/schemas/primitives';
import { requireAuth } from '../../plugins/auth';
import { ACTIVITY_MESSAGES, createActivitiesService, TopicNotFound } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * Templates and activities of the presets service (spec 3 §7), under `/presets-api`: signed-in
 * callers only. `topics_activities/{id}` answers an unknown topic with `{err, message}`.
 */
export default async function activityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createActivitiesService(app.database.db);

  api.get(
    '/template/SYSTEM',
    { schema: { response: { 200: z.array(templateSchema), 401: errorBodySchema } } },
    (request) => {
      requireAuth(request);
      return service.listTemplates();
    },
  );
  api.get(
    '/settings/SYSTEM',
    { schema: { response: { 200: systemSettingsSchema, 401: errorBodySchema } } },
    (request) => {
      requireAuth(request);
      return service.listSettings();
    },
  );
  api.get(
    '/template_topics/:id',
    {
      schema: {
        params: templateIdParamsSchema,
        response: { 200: z.array(topicSchema), ...errors },
      },
    },
    (request) => {
      requireAuth(request);
      return service.listTopics(request.params.id);
    },
  );
  api.get(
    '/topics_activities/:id',
    {
      schema: {
        params: templateIdParamsSchema,
        response: {
          200: activitiesSchema,
          ...errors,
          404: z.union([topicActivitiesErrorSchema, errorBodySchema]),
        },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      try {
        return await service.listTopicActivities(request.params.id);
      } catch (err) {
        if (!(err instanceof TopicNotFound)) throw err;
        return reply
          .code(404)
          .send({ err: 'topic_not_found', message: ACTIVITY_MESSAGES.topicNotFound });
      }
    },
  );
}

/** The content API's `GET /api/activities` (spec 3 §7): public catalogue data, no auth. */
export async function contentActivityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createActivitiesService(app.database.db);
  api.get('/activities', { schema: { response: { 200: activitiesSchema } } }, () =>
    service.listActivities(),
  );
}
