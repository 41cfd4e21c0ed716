import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campusDetailSchema,
  campusParamsSchema,
  campusSchema,
  countryParamsSchema,
  schoolSchema,
  stateCountryParamsSchema,
  stateParamsSchema,
  stateSchema,
  stateSchoolParamsSchema,
} from '@common/schemas/places';
import { errorBodySchema } from '@common/schemas/primitives';
import { createPlacesService } from './service';

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * School selection under `/api` (spec 1 §7): no auth, like the rest of the content API, since
 * the data is public reference data.
 */
export default async function placesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPlacesService(app.database.db);

  api.get('/states', { schema: { response: { 200: z.array(stateSchema) } } }, () =>
    service.listStates(),
  );
  api.get(
    '/states/:country',
    { schema: { params: countryParamsSchema, response: { 200: z.array(stateSchema), ...errors } } },
    (request) => service.listStatesOf(request.params.country),
  );
  api.get(
    '/schools/:state',
    { schema: { params: stateParamsSchema, response: { 200: z.array(schoolSchema), ...errors } } },
    (request) => service.listSchoolsInState(request.params.state),
  );
  api.get(
    '/schools/:state/:country',
    {
      schema: {
        params: stateCountryParamsSchema,
        response: { 200: z.array(schoolSchema), ...errors },
      },
    },
    (request) => service.listSchools(request.params.state, request.params.country),
  );
  api.get('/campus/international', { schema: { response: { 200: z.array(campusSchema) } } }, () =>
    service.listInternationalCampuses(),
  );
  api.get(
    '/campus/:state/:school',
    {
      schema: {
        params: stateSchoolParamsSchema,
        response: { 200: z.array(campusSchema), ...errors },
      },
    },
    (request) => service.listCampuses(request.params.state, request.params.school),
  );
  api.get(
    '/campus_by_id/:campusId',
    { schema: { params: campusParamsSchema, response: { 200: campusDetailSchema, ...errors } } },
    (request) => service.getCampus(request.params.campusId),
  );
}
