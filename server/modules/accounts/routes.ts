import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountAnswerSchema,
  activateAccountBodySchema,
  createAccountBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
} from '@common/schemas/accounts';
import { errorBodySchema } from '@common/schemas/primitives';
import { HttpError } from '../../plugins/errors';
import { pickTexts, type Texts } from '../../plugins/oidc/pages';
import type { AccountResult } from './service';

/** Requests per IP and route in 15 minutes (ACCOUNT_RATE_LIMIT). */
export function accountRateLimit(max: number) {
  return {
    max,
    timeWindow: '15 minutes',
    keyGenerator: (request: FastifyRequest) => `accounts:${request.ip}`,
  };
}

/** The language of an account request: as the sign-in pages pick it. */
export function textsOf(request: FastifyRequest): Texts {
  return pickTexts({
    cookie: request.cookies.lab_language,
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * The spec's further client calls for accounts (spec 1 §7, issue 12 §5), under the user-api
 * prefix, without sign-in: `POST users`, `users/activate`, `users/forgotpassword`,
 * `users/resetpassword`. The service (`app.accounts`) is shared with the sign-in pages.
 */
export default async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = app.accounts;
  const rateLimit = accountRateLimit(app.config.ACCOUNT_RATE_LIMIT);
  const response = {
    200: accountAnswerSchema,
    400: errorBodySchema,
    409: errorBodySchema,
    429: errorBodySchema,
  };

  const answer = (result: AccountResult, texts: Texts, message: string) => {
    if (result.ok) return { message };
    const status = result.problem === 'usernameTaken' ? 409 : 400;
    throw new HttpError(status, texts[result.problem]);
  };

  api.post(
    '/users',
    { schema: { body: createAccountBodySchema, response }, config: { rateLimit } },
    async (request) => {
      const texts = textsOf(request);
      return answer(await service.create(request.body, texts), texts, texts.createAnswer);
    },
  );
  api.post(
    '/users/activate',
    { schema: { body: activateAccountBodySchema, response }, config: { rateLimit } },
    async (request) => {
      const texts = textsOf(request);
      return answer(await service.activate(request.body), texts, texts.activateAnswer);
    },
  );
  api.post(
    '/users/forgotpassword',
    { schema: { body: forgotPasswordBodySchema, response }, config: { rateLimit } },
    async (request) => {
      const texts = textsOf(request);
      return answer(await service.forgotPassword(request.body, texts), texts, texts.forgotAnswer);
    },
  );
  api.post(
    '/users/resetpassword',
    { schema: { body: resetPasswordBodySchema, response }, config: { rateLimit } },
    async (request) => {
      const texts = textsOf(request);
      return answer(await service.resetPassword(request.body), texts, texts.resetAnswer);
    },
  );
}
