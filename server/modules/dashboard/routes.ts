import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statisticsQuerySchema, statisticsSchema } from '@common/schemas/dashboard';
import { errorBodySchema } from '@common/schemas/primitives';
import { createDashboardService } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The instructor dashboard's statistics (spec 2 §2, §9), registered under `/labbook-api`. */
export default async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createDashboardService(app.database.db);

  api.get(
    '/statistics',
    {
      schema: {
        querystring: statisticsQuerySchema,
        response: { 200: statisticsSchema, ...errors },
      },
    },
    (request) => service.statistics(request, request.query.scale),
  );
}
