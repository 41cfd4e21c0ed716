import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletePresetAnswerSchema,
  deletePresetBodySchema,
  fetchPresetBodySchema,
  listPresetsBodySchema,
  presetIdParamsSchema,
  presetOwnerParamsSchema,
  presetSchema,
  savePresetAnswerSchema,
  savePresetBodySchema,
  userDataQuerySchema,
} from '@common/schemas/presets';
import { errorBodySchema } from '@common/schemas/primitives';
import { createPresetsService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The presets service (spec 3 §7) under `/presets-api`: presets and the TA records of spec 1 §7. */
export default async function presetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPresetsService(app.database.db, app.oidc.events);

  api.get(
    '/userdata/:userId',
    {
      schema: {
        params: presetOwnerParamsSchema,
        querystring: userDataQuerySchema,
        response: { 200: z.array(presetSchema), ...errors },
      },
    },
    (request) => service.listUserData(request, request.params.userId, request.query),
  );
  api.get(
    '/userInfo/fetch/:userId',
    {
      schema: {
        params: presetOwnerParamsSchema,
        response: { 200: z.array(presetSchema), ...errors },
      },
    },
    (request) => service.fetchUserInfo(request, request.params.userId),
  );
  api.post(
    '/preset/save',
    {
      schema: {
        body: savePresetBodySchema,
        response: { 200: savePresetAnswerSchema, ...errors },
      },
    },
    (request) => service.save(request, request.body),
  );
  api.post(
    '/preset/list',
    {
      schema: {
        body: listPresetsBodySchema,
        response: { 200: z.array(presetSchema), ...errors },
      },
    },
    (request) => service.list(request, request.body.userId),
  );
  api.post(
    '/preset/fetch',
    { schema: { body: fetchPresetBodySchema, response: { 200: presetSchema, ...errors } } },
    (request) => service.fetch(request, request.body.uuid),
  );
  api.post(
    '/preset/delete',
    {
      schema: {
        body: deletePresetBodySchema,
        response: { 200: deletePresetAnswerSchema, ...errors },
      },
    },
    (request) => service.remove(request, request.body.uuid, request.body.type),
  );
  api.get(
    '/preset/assignment/:id',
    { schema: { params: presetIdParamsSchema, response: { 200: presetSchema, ...errors } } },
    (request) => service.fetchById(request, request.params.id),
  );
  api.post(
    '/preset/assignment/delete',
    {
      schema: {
        body: deletePresetBodySchema,
        response: { 200: deletePresetAnswerSchema, ...errors },
      },
    },
    (request) => service.removeAssignment(request, request.body.uuid, request.body.type),
  );
}
