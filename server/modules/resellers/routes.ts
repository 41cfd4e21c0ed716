import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@common/schemas/primitives';
import { whitelabelQuerySchema, whitelabelSchema } from '@common/schemas/resellers';
import { createResellersService } from './service';

/**
 * Reseller branding under the user-api prefix (spec 1 §7). No auth: the app asks before anyone
 * signs in, to brand the start page and the loading spinner.
 */
export default async function resellerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createResellersService(app.database.db);

  api.get(
    '/resellers/whitelabel',
    {
      schema: {
        querystring: whitelabelQuerySchema,
        response: { 200: whitelabelSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => service.getWhitelabel(request.query.domain),
  );
}
