import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@common/schemas/primitives';
import {
  chargeBodySchema,
  chargeHeadersSchema,
  chargeResponseSchema,
} from '@common/schemas/purchase';
import { userParamsSchema } from '@common/schemas/user-api';
import { choosePaymentGateway } from '../../payments/choose-gateway';
import { perCallerLimit } from '../../plugins/rate-limits';
import { createPurchaseService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/**
 * `POST users/{userId}/charge` (spec 1 §7), under `/user-api`. The purchase page's bundle list is
 * the existing `GET bundles` (Id, Name, Price, ExpirationPeriod, MetaData).
 */
export default async function purchaseRoutes(app: FastifyInstance) {
  const service = createPurchaseService({
    db: app.database.db,
    gateway: choosePaymentGateway(app.config.STRIPE_SECRET_KEY),
    mailer: app.mailer,
    audit: app.audit,
    log: app.log,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/users/:userId/charge',
    {
      // Stolen cards cannot be tried at speed (CODE_RATE_LIMIT charge attempts a minute).
      config: { rateLimit: perCallerLimit('charge', app.config.CODE_RATE_LIMIT) },
      schema: {
        params: userParamsSchema,
        headers: chargeHeadersSchema,
        body: chargeBodySchema,
        response: { 200: chargeResponseSchema, ...errors },
      },
    },
    (request) =>
      service.charge(
        request,
        request.params.userId,
        request.headers['idempotency-key'],
        request.body,
      ),
  );
}
