import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadOrCreateSecret } from '../../db/secrets';
import { loadWorksheetsCredentials, WORKSHEETS_SITE_PATH } from '../../lti/worksheets-credentials';
import { SITE_CSP } from './html';
import { sitePaths } from './paths';
import { createSiteService, type CreateCourse, type SiteAnswer } from './service';
import { createSessionCodec } from './session';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const courseParams = z.object({ courseId: id });
const assessmentParams = z.object({ courseId: id, assessmentId: id });
const gradebookParams = z.object({ courseId: id, studentWsId: id });
const practiceParams = z.object({ courseId: id, assessmentId: id });
const teachParams = z.object({ courseId: id, assessmentId: id, studentWsId: id });
const savedQuery = z.object({ saved: z.string().max(8).optional() });
/** A posted form: names to a value or, for a repeated name, its values. */
const formBody = z.record(
  z.string().max(200),
  z.union([z.string().max(10_000), z.array(z.string().max(10_000)).max(100)]),
);

/** Launches and course creations per minute per IP address (a school may share one). */
const LAUNCH_RATE_LIMIT = 300;
const launchLimit = { rateLimit: { max: LAUNCH_RATE_LIMIT, timeWindow: '1 minute' } };

export interface WorksheetsSiteOptions {
  /** The worksheets service's course creation from a template (addcourse). */
  createCourse: CreateCourse;
}

/**
 * The built-in worksheets site (issue 11 part 5), at `/worksheets-site`: the LTI 1.1 launch,
 * course creation (addcourse) and the server-rendered pages the portal opens. No script; a site
 * session per course in a signed HttpOnly cookie (SameSite=Lax: the site is the portal's origin
 * by default, and a launch lands with a top-level 303; Secure when the public URL is https).
 */
export default async function worksheetsSiteRoutes(
  app: FastifyInstance,
  options: WorksheetsSiteOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const sessionKey = await loadOrCreateSecret(db, 'worksheets_site_session_key', () =>
    randomBytes(32).toString('base64url'),
  );
  const base = WORKSHEETS_SITE_PATH;
  const paths = sitePaths(base);
  const publicBase = `${app.config.PUBLIC_URL}${base}`;
  const secure = app.config.PUBLIC_URL.startsWith('https:');
  const service = createSiteService({
    db,
    codec: createSessionCodec(sessionKey),
    credentials: await loadWorksheetsCredentials(db, app.config),
    paths,
    launchUrl: `${publicBase}/lti/launch`,
    addCourseUrl: `${publicBase}/addcourse`,
    createCourse: options.createCourse,
  });

  function send(reply: FastifyReply, answer: SiteAnswer) {
    reply
      .header('content-security-policy', SITE_CSP)
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'SAMEORIGIN');
    if (answer.kind === 'file') {
      return reply
        .code(200)
        .type(answer.contentType)
        .header('content-disposition', `attachment; filename="${answer.filename}"`)
        .send(answer.body);
    }
    if (answer.kind === 'page') {
      return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
    }
    if (answer.cookie) {
      reply.setCookie(answer.cookie.name, answer.cookie.value, {
        path: base,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: answer.cookie.maxAge,
      });
    }
    return reply.code(303).header('location', answer.location).send();
  }

  api.post(
    '/lti/launch',
    { config: launchLimit, schema: { body: formBody } },
    async (request, reply) => send(reply, await service.launch(request.body)),
  );
  api.post(
    '/addcourse',
    { config: launchLimit, schema: { body: formBody } },
    async (request, reply) => send(reply, await service.addCourse(request.body)),
  );

  api.get('/practice', async (request, reply) =>
    send(reply, await service.practiceList({ cookies: request.cookies })),
  );
  api.get(
    '/practice/:courseId/:assessmentId',
    { schema: { params: practiceParams } },
    async (request, reply) =>
      send(
        reply,
        await service.practiceAssessment({ ...request.params, cookies: request.cookies }),
      ),
  );
  api.post(
    '/practice/:courseId/:assessmentId',
    { schema: { params: practiceParams, body: formBody } },
    async (request, reply) =>
      send(
        reply,
        await service.practiceAssessment({
          ...request.params,
          cookies: request.cookies,
          form: request.body,
        }),
      ),
  );
  api.get('/course/:courseId', { schema: { params: courseParams } }, async (request, reply) =>
    send(reply, await service.coursePage({ ...request.params, cookies: request.cookies })),
  );
  api.get(
    '/course/:courseId/gradebook',
    { schema: { params: courseParams } },
    async (request, reply) =>
      send(reply, await service.gradebookPage({ ...request.params, cookies: request.cookies })),
  );
  api.get(
    '/course/:courseId/export/gradebook.csv',
    { schema: { params: courseParams } },
    async (request, reply) =>
      send(reply, await service.exportGradebook({ ...request.params, cookies: request.cookies })),
  );
  api.get(
    '/course/:courseId/gradebook/:studentWsId',
    { schema: { params: gradebookParams } },
    async (request, reply) =>
      send(reply, await service.gradebookPage({ ...request.params, cookies: request.cookies })),
  );
  api.get(
    '/course/:courseId/assessment/:assessmentId',
    { schema: { params: assessmentParams } },
    async (request, reply) =>
      send(reply, await service.takePage({ ...request.params, cookies: request.cookies })),
  );
  api.post(
    '/course/:courseId/assessment/:assessmentId',
    { schema: { params: assessmentParams, body: formBody } },
    async (request, reply) =>
      send(
        reply,
        await service.submit({ ...request.params, cookies: request.cookies, form: request.body }),
      ),
  );
  api.get(
    '/course/:courseId/assessment/:assessmentId/result',
    { schema: { params: assessmentParams } },
    async (request, reply) =>
      send(reply, await service.resultPage({ ...request.params, cookies: request.cookies })),
  );
  api.get(
    '/course/:courseId/assessment/:assessmentId/student/:studentWsId',
    { schema: { params: teachParams, querystring: savedQuery } },
    async (request, reply) =>
      send(
        reply,
        await service.teachPage({
          ...request.params,
          cookies: request.cookies,
          saved: request.query.saved === '1',
        }),
      ),
  );
  api.post(
    '/course/:courseId/assessment/:assessmentId/student/:studentWsId',
    { schema: { params: teachParams, body: formBody } },
    async (request, reply) =>
      send(
        reply,
        await service.teachPage({
          ...request.params,
          cookies: request.cookies,
          form: request.body,
        }),
      ),
  );
}
