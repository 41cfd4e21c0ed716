import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupBodySchema,
  groupIdParamsSchema,
  groupMemberParamsSchema,
  groupMemberSchema,
  groupSchema,
  groupStudentSchema,
  groupStudentsParamsSchema,
  joinErrorBodySchema,
  joinGroupBodySchema,
  ownerGroupsParamsSchema,
} from '@common/schemas/groups';
import { errorBodySchema } from '@common/schemas/primitives';
import { errorBody, HttpError } from '../../plugins/errors';
import { perCallerLimit } from '../../plugins/rate-limits';
import { createMembershipService } from './membership-service';
import { createGroupsService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};
const groups = { 200: z.array(groupSchema), ...errors };
const group = { 200: groupSchema, ...errors };
const none = { 204: z.null(), ...errors };

/** Class groups of the user API (spec 1 §7) under `/user-api`. HTTP only: rules are in the services. */
export default async function groupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createGroupsService(app.database.db);
  const membership = createMembershipService(app.database.db, app.oidc.events);
  // Joining, and creating or editing (which say whether a code is taken), find groups by their
  // codes: they cannot be guessed at speed.
  const codeLimit = (name: string) => ({
    rateLimit: perCallerLimit(name, app.config.CODE_RATE_LIMIT),
  });

  api.get(
    '/institutions/:institutionId/classgroups/:userId/owner',
    { schema: { params: ownerGroupsParamsSchema, response: groups } },
    (request) =>
      service.listOwnerGroups(request, request.params.institutionId, request.params.userId),
  );
  api.get(
    '/institutions/:institutionId/classgroups/:userId/student',
    { schema: { params: ownerGroupsParamsSchema, response: groups } },
    (request) =>
      service.listStudentGroups(request, request.params.institutionId, request.params.userId),
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
  api.get(
    '/institutions/:institutionId/classgroups/:groupId/students-with-data',
    {
      schema: {
        params: groupStudentsParamsSchema,
        response: { 200: z.array(groupMemberSchema), ...errors },
      },
    },
    (request) =>
      service.listGroupMembers(request, request.params.institutionId, request.params.groupId),
  );
  api.get(
    '/institutions/:institutionId/classgroups/:groupId',
    { schema: { params: groupStudentsParamsSchema, response: group } },
    (request) => service.getGroup(request, request.params.institutionId, request.params.groupId),
  );
  api.post(
    '/institutions/0/classgroups/0/join',
    {
      config: codeLimit('join-group'),
      schema: {
        body: joinGroupBodySchema,
        response: {
          ...group,
          400: joinErrorBodySchema,
          403: joinErrorBodySchema,
          404: joinErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return await membership.joinGroup(request, request.body);
      } catch (error) {
        // The gradebook side reads a refusal from `error_message` (spec 1 §7).
        if (!(error instanceof HttpError) || request.body.enrollKey === undefined) throw error;
        const body = errorBody(error.statusCode, error.message);
        return reply.code(error.statusCode).send({ ...body, error_message: error.message });
      }
    },
  );
  api.post(
    '/institutions/:institutionId/classgroups',
    {
      config: codeLimit('create-group'),
      schema: {
        params: groupStudentsParamsSchema.pick({ institutionId: true }),
        body: groupBodySchema,
        response: group,
      },
    },
    (request) => service.createGroup(request, request.params.institutionId, request.body),
  );
  api.delete(
    '/institutions/:institutionId/classgroups/:groupId/:userId',
    { schema: { params: groupMemberParamsSchema, response: none } },
    async (request, reply) => {
      const { institutionId, groupId, userId } = request.params;
      await membership.removeMember(request, institutionId, groupId, userId);
      return reply.code(204).send(null);
    },
  );
  api.put(
    '/classgroups/:groupId',
    {
      config: codeLimit('update-group'),
      schema: { params: groupIdParamsSchema, body: groupBodySchema, response: group },
    },
    (request) => service.updateGroup(request, request.params.groupId, request.body),
  );
  api.delete(
    '/classgroups/:groupId',
    { schema: { params: groupIdParamsSchema, response: none } },
    async (request, reply) => {
      await service.deleteGroup(request, request.params.groupId);
      return reply.code(204).send(null);
    },
  );
}
