import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLtiConsumerBodySchema,
  iframeHandlerParamsSchema,
  iframeHandlerSchema,
  ltiConsumerParamsSchema,
  ltiConsumerSavedSchema,
  ltiSettingsSchema,
  updateLtiConsumerBodySchema,
} from '@common/schemas/lti';
import { errorBodySchema } from '@common/schemas/primitives';
import { createLtiAdminService } from './admin-service';
import { createFrameHandlerService } from './frame-handler';
import { launchProblemPage } from './launch-pages';
import { createLaunchService, launchUrlOf } from './launch-service';
import {
  LOGIN_BINDING_COOKIE,
  LOGIN_TICKET_PARAM,
  LOGIN_TICKET_TTL_SECONDS,
} from './login-tickets';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** A form post: every field a string, or several strings when it repeats. */
const launchBodySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const pageOrError = z.union([z.string(), errorBodySchema]);

/** Launches per minute per IP address: a class arriving at once is far below it. */
const LAUNCH_RATE_LIMIT = 120;

/**
 * The auth server's LTI routes under `/auth` (issue 11 §6, spec 2 §7): `POST lti/launch` from a
 * school's LMS, and `GET iframehandler/{userId}`.
 */
export async function ltiAuthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.PUBLIC_URL;
  const launches = createLaunchService(app.database.db, publicUrl);
  const frameHandler = createFrameHandlerService(app.database.db);

  api.post(
    '/lti/launch',
    {
      schema: {
        body: launchBodySchema,
        // A launch's own refusals are HTML pages (sent as text, never serialized); a body that
        // is not a form at all gets the usual JSON 400.
        response: {
          303: z.null(),
          400: pageOrError,
          401: pageOrError,
          403: pageOrError,
          409: pageOrError,
          429: errorBodySchema,
        },
      },
      config: {
        rateLimit: {
          max: LAUNCH_RATE_LIMIT,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `lti-launch:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const outcome = await launches.launch(request.body);
      reply.header('cache-control', 'no-store');
      if (outcome.kind === 'problem') {
        request.log.info(
          { problem: outcome.problem, reason: outcome.reason },
          'LTI launch not signed in',
        );
        const locale = request.body.launch_presentation_locale;
        return reply
          .code(outcome.status)
          .type('text/html; charset=utf-8')
          .send(
            launchProblemPage(
              outcome.problem,
              {
                locale: typeof locale === 'string' ? locale : undefined,
                cookie: request.cookies.lab_language,
                acceptLanguage: request.headers['accept-language'],
              },
              outcome.reason,
              outcome.returnUrl,
            ),
          );
      }
      request.log.info({ userId: outcome.userId }, 'LTI launch accepted');
      reply.setCookie(LOGIN_BINDING_COOKIE, outcome.binding, {
        path: '/auth/interaction',
        httpOnly: true,
        sameSite: 'lax',
        secure: publicUrl.startsWith('https:'),
        maxAge: LOGIN_TICKET_TTL_SECONDS,
      });
      // A fragment: the ticket reaches the app without being sent to any server or Referer.
      return reply.redirect(`${publicUrl}/labs#${LOGIN_TICKET_PARAM}=${outcome.ticket}`, 303);
    },
  );

  api.get(
    '/iframehandler/:userId',
    {
      schema: {
        params: iframeHandlerParamsSchema,
        response: { 200: iframeHandlerSchema, ...errors },
      },
    },
    (request) => frameHandler.get(request, request.params.userId),
  );
}

/** LMS connections (spec 1 §7 "LTI1 settings", autoprovision) under `/user-api`. */
export async function ltiSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createLtiAdminService(app.database.db, launchUrlOf(app.config.PUBLIC_URL));

  api.get(
    '/lti1-settings',
    { schema: { response: { 200: ltiSettingsSchema, ...errors } } },
    (request) => service.list(request),
  );
  api.post(
    '/lti1-settings',
    {
      schema: {
        body: createLtiConsumerBodySchema,
        response: { 201: ltiConsumerSavedSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request, request.body)),
  );
  api.put(
    '/lti1-settings/:consumerId',
    {
      schema: {
        params: ltiConsumerParamsSchema,
        body: updateLtiConsumerBodySchema,
        response: { 200: ltiConsumerSavedSchema, ...errors },
      },
    },
    (request) => service.update(request, request.params.consumerId, request.body),
  );
  api.delete(
    '/lti1-settings/:consumerId',
    {
      schema: { params: ltiConsumerParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.remove(request, request.params.consumerId);
      return reply.code(204).send(null);
    },
  );
}
