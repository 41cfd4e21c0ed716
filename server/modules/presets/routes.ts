import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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

/** The presets service (spec 3 §7) under `/presets-api`; for now the TA records of spec 1 §7. */
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
}
