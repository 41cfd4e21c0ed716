import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@common/schemas/primitives';
import { getSignatureBodySchema, getSignatureResponseSchema } from '@common/schemas/worksheets';
import {
  loadWorksheetsCredentials,
  type WorksheetsCredentials,
} from '../../lti/worksheets-credentials';
import { requireAuth } from '../../plugins/auth';
import { createGetSignatureService } from './get-signature';

/** `POST /functions/get-signature`: a signed LTI launch of a worksheets page (get-signature.ts). */
export default async function getSignatureRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  let credentials: Promise<WorksheetsCredentials> | undefined;
  const service = createGetSignatureService({
    db: app.database.db,
    credentials: () =>
      (credentials ??= loadWorksheetsCredentials(app.database.db, app.config).catch((error) => {
        credentials = undefined; // a database outage is not remembered
        throw error;
      })),
  });

  api.post(
    '/get-signature',
    {
      // 401 before the body is looked at.
      onRequest: async (request) => void requireAuth(request),
      schema: {
        body: getSignatureBodySchema,
        response: {
          200: getSignatureResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    (request) => service.sign(request, request.body),
  );
}
