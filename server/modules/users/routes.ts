import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bundleSchema,
  contractSchema,
  licenseSchema,
  productSchema,
} from '@common/schemas/catalog';
import {
  activateLicenseBodySchema,
  activateLicenseResponseSchema,
  licenseDetailsSchema,
} from '@common/schemas/licenses';
import { errorBodySchema } from '@common/schemas/primitives';
import {
  bundleParamsSchema,
  regionSchema,
  userContractParamsSchema,
  userParamsSchema,
} from '@common/schemas/user-api';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  updateUserBodySchema,
  userRoleSchema,
  userSchema,
} from '@common/schemas/users';
import { perCallerLimit } from '../../plugins/rate-limits';
import { createAccountService } from './account-service';
import { createLicenseService } from './license-service';
import { createUserApiService } from './service';
import { currentSessionOf } from './sessions';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const writeErrors = { ...errors, 409: errorBodySchema, 429: errorBodySchema };

/** The user API (spec 1 §7), registered under `/user-api`. HTTP only: rules are in service.ts. */
export default async function userApiRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const service = createUserApiService(db);
  const account = createAccountService({
    db,
    events: app.oidc.events,
    currentSession: (request) => currentSessionOf(app, request),
  });
  const licenseService = createLicenseService({ db, events: app.oidc.events });

  api.get(
    '/users/:userId',
    { schema: { params: userParamsSchema, response: { 200: userSchema, ...errors } } },
    (request) => service.getUser(request, request.params.userId),
  );
  api.put(
    '/users/:userId',
    {
      schema: {
        params: userParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema, ...writeErrors },
      },
    },
    (request) => account.updateUser(request, request.params.userId, request.body),
  );
  api.post(
    '/users/:userId/changepassword',
    {
      // Guessing the current password through a stolen token stays slow.
      config: { rateLimit: perCallerLimit('changepassword', 10) },
      schema: {
        params: userParamsSchema,
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...writeErrors },
      },
    },
    (request) => account.changePassword(request, request.params.userId, request.body),
  );
  api.get(
    '/users/:userId/license/details',
    { schema: { params: userParamsSchema, response: { 200: licenseDetailsSchema, ...errors } } },
    (request) => licenseService.listDetails(request, request.params.userId),
  );
  api.post(
    '/licenses/activate',
    {
      // Codes cannot be guessed at speed (the answer says whether a code exists).
      config: { rateLimit: perCallerLimit('activate', app.config.CODE_RATE_LIMIT) },
      schema: {
        body: activateLicenseBodySchema,
        response: { 200: activateLicenseResponseSchema, ...writeErrors },
      },
    },
    (request) => licenseService.activate(request, request.body.userId, request.body.activationCode),
  );
  api.get(
    '/users/:userId/roles',
    { schema: { params: userParamsSchema, response: { 200: z.array(userRoleSchema), ...errors } } },
    (request) => service.listRoles(request, request.params.userId),
  );
  api.get(
    '/users/:userId/licenses',
    { schema: { params: userParamsSchema, response: { 200: z.array(licenseSchema), ...errors } } },
    (request) => service.listLicenses(request, request.params.userId),
  );
  api.get(
    '/users/:userId/contracts',
    { schema: { params: userParamsSchema, response: { 200: z.array(contractSchema), ...errors } } },
    (request) => service.listContracts(request, request.params.userId),
  );
  api.get(
    '/users/:userId/contracts/:contractId',
    { schema: { params: userContractParamsSchema, response: { 200: contractSchema, ...errors } } },
    (request) => service.getContract(request, request.params.userId, request.params.contractId),
  );

  api.get(
    '/products',
    { schema: { response: { 200: z.array(productSchema), ...errors } } },
    (request) => service.listProducts(request),
  );
  api.get(
    '/bundles',
    { schema: { response: { 200: z.array(bundleSchema), ...errors } } },
    (request) => service.listBundles(request),
  );
  api.get(
    '/bundles/:bundleId/products',
    {
      schema: { params: bundleParamsSchema, response: { 200: z.array(productSchema), ...errors } },
    },
    (request) => service.listBundleProducts(request, request.params.bundleId),
  );

  api.get('/institutions/regions', { schema: { response: { 200: z.array(regionSchema) } } }, () =>
    service.listRegions(),
  );
}
