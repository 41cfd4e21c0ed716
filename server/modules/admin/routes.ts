import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminInstitutionPageSchema,
  adminInstitutionSchema,
  adminPageQuerySchema,
  adminResellerListSchema,
  adminResellerSchema,
  institutionBodySchema,
  institutionOptionsSchema,
  keptEmailPageSchema,
  resellerBodySchema,
} from '@common/schemas/admin';
import { errorBodySchema } from '@common/schemas/primitives';
import { createAdminService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * The administrators' area under `/user-api/admin` (issue 12 §5): institutions, resellers and
 * kept e-mails. Administrator (1) and Admin (11) only; every change is in the audit log.
 */
export default async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminService(app.database.db, app.audit);

  api.get(
    '/admin/institutions',
    {
      schema: {
        querystring: adminPageQuerySchema,
        response: { 200: adminInstitutionPageSchema, ...errors },
      },
    },
    (request) => service.listInstitutions(request, request.query),
  );
  api.get(
    '/admin/institution-options',
    { schema: { response: { 200: institutionOptionsSchema, ...errors } } },
    (request) => service.institutionOptions(request),
  );
  api.post(
    '/admin/institutions',
    {
      schema: { body: institutionBodySchema, response: { 201: adminInstitutionSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createInstitution(request, request.body)),
  );
  api.put(
    '/admin/institutions/:id',
    {
      schema: {
        params: adminIdParamsSchema,
        body: institutionBodySchema,
        response: { 200: adminInstitutionSchema, ...errors },
      },
    },
    (request) => service.updateInstitution(request, request.params.id, request.body),
  );
  api.delete(
    '/admin/institutions/:id',
    { schema: { params: adminIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteInstitution(request, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/admin/resellers',
    { schema: { response: { 200: adminResellerListSchema, ...errors } } },
    (request) => service.listResellers(request),
  );
  api.post(
    '/admin/resellers',
    { schema: { body: resellerBodySchema, response: { 201: adminResellerSchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await service.createReseller(request, request.body)),
  );
  api.put(
    '/admin/resellers/:id',
    {
      schema: {
        params: adminIdParamsSchema,
        body: resellerBodySchema,
        response: { 200: adminResellerSchema, ...errors },
      },
    },
    (request) => service.updateReseller(request, request.params.id, request.body),
  );
  api.delete(
    '/admin/resellers/:id',
    { schema: { params: adminIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteReseller(request, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/admin/kept-emails',
    {
      schema: {
        querystring: adminPageQuerySchema,
        response: { 200: keptEmailPageSchema, ...errors },
      },
    },
    (request) => service.listKeptEmails(request, request.query),
  );
}
