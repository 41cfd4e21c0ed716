import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@common/schemas/primitives';
import {
  addRoleBodySchema,
  roleInstitutionParamsSchema,
  roleUserParamsSchema,
} from '@common/schemas/roles';
import { userRoleSchema } from '@common/schemas/users';
import { createRolesService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Role changes of the user API (spec 1 §7) under `/user-api`; `GET users/{id}/roles` is in users. */
export default async function roleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createRolesService(app.database.db);

  api.post(
    '/users/:userId/roles',
    {
      schema: {
        params: roleUserParamsSchema,
        body: addRoleBodySchema,
        response: { 200: userRoleSchema, ...errors },
      },
    },
    (request) => service.addRole(request, request.params.userId, request.body),
  );
  api.delete(
    '/users/:userId/roles/institutions/:institutionId',
    {
      schema: {
        params: roleInstitutionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeRoles(request, request.params.userId, request.params.institutionId);
      return reply.code(204).send(null);
    },
  );
}
