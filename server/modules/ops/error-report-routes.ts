import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_REPORT_MAX_BYTES } from '@common/domain/error-reports';
import { errorReportAcceptedSchema, errorReportBatchSchema } from '@common/schemas/error-reports';
import { errorBodySchema } from '@common/schemas/primitives';
import { requireAuth } from '../../plugins/auth';
import { perCallerLimit } from '../../plugins/rate-limits';

/** Batches a signed-in caller may send per minute (the app sends at most one every few seconds). */
const REPORTS_PER_MINUTE = 10;
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `POST /api/error-reports` (the spec's "sent to an error reporter"): errors the app recorded
 * reach the server log (JSON, with the request id and the caller) and the metrics. Signed-in
 * callers only, rate limited per caller, body at most 16 KB.
 */
export default async function errorReportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/error-reports',
    {
      bodyLimit: ERROR_REPORT_MAX_BYTES,
      config: { rateLimit: perCallerLimit('error-reports', REPORTS_PER_MINUTE) },
      schema: {
        body: errorReportBatchSchema,
        response: {
          202: errorReportAcceptedSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { reports } = request.body;
      for (const report of reports) {
        // A fixed label set: the store and the text go to the log, not into label values.
        app.metrics.clientErrors.inc({
          kind: HTTP_METHODS.has(report.method.toUpperCase()) ? 'http' : 'other',
        });
        request.log.warn(
          {
            clientError: report,
            userId: auth.userId,
            ...(auth.proxy ? { proxiedBy: auth.proxy.supportUserId } : {}),
          },
          'client error report',
        );
      }
      return reply.code(202).send({ accepted: reports.length });
    },
  );
}
