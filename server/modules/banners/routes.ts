import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBannerSchema,
  adminBannersSchema,
  bannerBodySchema,
  bannerListParamsSchema,
  bannerParamsSchema,
  bannersSchema,
} from '@common/schemas/banners';
import { errorBodySchema } from '@common/schemas/primitives';
import { createBannersService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** `GET api/banners/{1|2}` (spec 2 §7): no auth, the current banners of one list. */
export async function publicBannerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createBannersService(app.database.db, app.audit);

  api.get(
    '/banners/:list',
    {
      schema: {
        params: bannerListParamsSchema,
        response: { 200: bannersSchema, 400: errorBodySchema },
      },
    },
    (request) => service.current(Number(request.params.list)),
  );
}

/** Banner administration under `/user-api/admin/banners` (issue 12 §4). */
export async function adminBannerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createBannersService(app.database.db, app.audit);

  api.get(
    '/admin/banners',
    { schema: { response: { 200: adminBannersSchema, ...errors } } },
    (request) => service.list(request),
  );
  api.post(
    '/admin/banners',
    { schema: { body: bannerBodySchema, response: { 201: adminBannerSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(request, request.body)),
  );
  api.put(
    '/admin/banners/:bannerId',
    {
      schema: {
        params: bannerParamsSchema,
        body: bannerBodySchema,
        response: { 200: adminBannerSchema, ...errors },
      },
    },
    (request) => service.update(request, request.params.bannerId, request.body),
  );
  api.delete(
    '/admin/banners/:bannerId',
    { schema: { params: bannerParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(request, request.params.bannerId);
      return reply.code(204).send(null);
    },
  );
}
