import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupSchema,
  groupStudentSchema,
  groupStudentsParamsSchema,
  ownerGroupsParamsSchema,
} from '@common/schemas/groups';
import { errorBodySchema } from '@common/schemas/primitives';
import { createGroupsService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** Class-group reads under `/user-api` (spec 1 §7). HTTP only: rules are in service.ts. */
export default async function groupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createGroupsService(app.database.db);

  api.get(
    '/institutions/:institutionId/classgroups/:userId/owner',
    {
      schema: {
        params: ownerGroupsParamsSchema,
        response: { 200: z.array(groupSchema), ...errors },
      },
    },
    (request) =>
      service.listOwnerGroups(request, request.params.institutionId, request.params.userId),
  );
  api.get(
    '/institutions/:institutionId/classgroups/:groupId/students',
    {
      schema: {
        params: groupStudentsParamsSchema,
        response: { 200: z.array(groupStudentSchema), ...errors },
      },
    },
    (request) =>
      service.listGroupStudents(request, request.params.institutionId, request.params.groupId),
  );
}
