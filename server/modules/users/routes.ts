import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bundleSchema,
  contractSchema,
  licenseSchema,
  productSchema,
} from '@common/schemas/catalog';
import { errorBodySchema } from '@common/schemas/primitives';
import {
  bundleParamsSchema,
  regionSchema,
  userContractParamsSchema,
  userParamsSchema,
} from '@common/schemas/user-api';
import { userRoleSchema, userSchema } from '@common/schemas/users';
import { createUserApiService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** The user API (spec 1 §7), registered under `/user-api`. HTTP only: rules are in service.ts. */
export default async function userApiRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createUserApiService(app.database.db);

  api.get(
    '/users/:userId',
    { schema: { params: userParamsSchema, response: { 200: userSchema, ...errors } } },
    (request) => service.getUser(request, request.params.userId),
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
