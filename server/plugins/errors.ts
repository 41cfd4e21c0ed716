import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@common/schemas/primitives';
import { DatabaseUnavailableError } from '../db/availability';
import { StorageUnavailableError } from '../storage/storage';

/** An error whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(
  statusCode: number,
  message: string,
  issues?: ErrorBody['issues'],
): ErrorBody {
  return {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(issues ? { issues } : {}),
  };
}

/**
 * What of an unexpected error goes to the log: its kind and message, never a stack, and never
 * the SQL and parameters a failed query carries (they may hold personal data).
 */
export function loggableError(error: unknown): { name: string; code?: string; message: string } {
  const err = error instanceof Error ? error : new Error(String(error));
  // Drizzle wraps the driver's error ("Failed query: <sql> params: ..."); the cause is safe.
  const source =
    err.message.startsWith('Failed query') && err.cause instanceof Error ? err.cause : err;
  const code = (source as { code?: unknown }).code;
  return {
    name: source.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: source.message.split('\n')[0]!.slice(0, 300),
  };
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable (its database is not reachable). Please try again shortly.';

export const STORAGE_UNAVAILABLE_MESSAGE =
  'The file store is briefly unavailable. Please try again shortly.';

/** Every error becomes JSON; a 5xx never carries its message, stack or SQL to the client. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          path: [error.validationContext, v.instancePath.replace(/^\//, '').replaceAll('/', '.')]
            .filter(Boolean)
            .join('.'),
          message: v.message ?? 'is invalid',
        }));
        const summary = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
        return reply.code(400).send(errorBody(400, `Invalid request: ${summary}`, issues));
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
      }
      if (error instanceof StorageUnavailableError) {
        request.log.error({ err: loggableError(error) }, 'file store unavailable');
        return reply
          .code(503)
          .header('retry-after', '30')
          .send(errorBody(503, STORAGE_UNAVAILABLE_MESSAGE));
      }
      const { availability } = app.database;
      if (error instanceof DatabaseUnavailableError || availability.report(error)) {
        // The client's outbox retries a 503 after Retry-After; nothing is lost.
        return reply
          .code(503)
          .header('retry-after', String(availability.retryAfterSeconds()))
          .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, ...) have safe messages.
        return reply.code(status).send(errorBody(status, error.message));
      }
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply
        .code(500)
        .send(errorBody(500, 'Something went wrong on our side. Please try again.'));
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .code(404)
        .send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  { name: 'errors' },
);
