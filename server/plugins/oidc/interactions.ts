import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@common/schemas/primitives';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { DatabaseUnavailableError } from '../../db/availability';
import { loggableError } from '../errors';
import {
  LOGIN_BINDING_COOKIE,
  LOGIN_TICKET_PARAM,
  redeemLoginTicket,
} from '../../modules/lti-users/login-tickets';
import { findUserByLogin } from './account';
import { appStartAssets, loginPage, messagePage, pickTexts, type Texts } from './pages';

const uidParams = z.object({
  uid: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const loginBody = z.object({
  login: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
});
/**
 * No username holds a NUL or broken Unicode (text() refuses them, and the database could not
 * keep them): such a sign-in is a wrong one, answered like any other, not an error page.
 */
const isPossibleLogin = (login: string) => text().safeParse(login).success;

/** The sign-in pages of the identity provider, in the user's language, with no script. */
export default async function interactionRoutes(app: FastifyInstance) {
  const { provider } = app.oidc;
  // Checked when no user matches, so a wrong username takes as long as a wrong password.
  const dummyHash = await hashPassword(randomUUID());
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The built app's start files, prefetched by the sign-in page (none without a build).
  const prefetch = appStartAssets(app.config.STATIC_DIR);

  const textsFor = (request: FastifyRequest, uiLocales?: unknown) =>
    pickTexts({
      cookie: request.cookies.lab_language,
      uiLocales: typeof uiLocales === 'string' ? uiLocales : undefined,
      acceptLanguage: request.headers['accept-language'],
    });

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  const expired = (request: FastifyRequest, reply: FastifyReply) => {
    const texts = textsFor(request);
    return sendHtml(
      reply,
      400,
      messagePage(texts, texts.errorTitle, texts.expired, `${app.config.PUBLIC_URL}/`),
    );
  };

  const renderLogin = (
    reply: FastifyReply,
    texts: Texts,
    uid: string,
    status: number,
    login?: string,
    error?: string,
    errorLink?: { href: string; text: string },
  ) =>
    sendHtml(
      reply,
      status,
      loginPage(texts, {
        action: `/auth/interaction/${uid}/login`,
        ...(login !== undefined ? { login } : {}),
        ...(error !== undefined ? { error } : {}),
        ...(errorLink ? { errorLink } : {}),
        links: {
          createAccount: `/auth/interaction/${uid}/create-account`,
          forgotPassword: `/auth/interaction/${uid}/forgot-password`,
        },
        prefetch,
      }),
    );

  // Rate-limit errors and sign-in errors render the page, not JSON.
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const uid = (request.params as { uid?: string }).uid;
    const texts = textsFor(request);
    if (error.statusCode === 429 && uid) {
      return renderLogin(reply, texts, uid, 429, undefined, texts.tooManyAttempts);
    }
    const { availability } = app.database;
    if (error instanceof DatabaseUnavailableError || availability.report(error)) {
      reply.header('retry-after', String(availability.retryAfterSeconds()));
      const back = `${app.config.PUBLIC_URL}/`;
      return sendHtml(reply, 503, messagePage(texts, texts.errorTitle, texts.errorText, back));
    }
    request.log.warn({ err: loggableError(error) }, 'sign-in page error');
    return expired(request, reply);
  });

  routes.get('/:uid', { schema: { params: uidParams } }, async (request, reply) => {
    const details = await provider
      .interactionDetails(request.raw, reply.raw)
      .catch(() => undefined);
    if (!details || details.uid !== request.params.uid) return expired(request, reply);
    const texts = textsFor(request, details.params.ui_locales);
    if (details.prompt.name !== 'login') {
      // Consent is never asked of the first-party portal; finish with what the grant has.
      const result = { consent: {} };
      reply.hijack();
      return provider.interactionFinished(request.raw, reply.raw, result, {
        mergeWithLastSubmission: true,
      });
    }
    // An LMS launch (issue 11 §6): its one-time ticket, in the browser that made the launch.
    const ticket = details.params[LOGIN_TICKET_PARAM];
    if (ticket !== undefined) {
      const accountId = await redeemLoginTicket(
        app.database.db,
        ticket,
        request.cookies[LOGIN_BINDING_COOKIE],
      );
      if (!accountId) {
        request.log.info('LTI sign-in ticket refused');
        return renderLogin(reply, texts, details.uid, 401, undefined, texts.ltiTicketInvalid);
      }
      request.log.info({ userId: accountId }, 'signed in from an LMS launch');
      reply.hijack();
      return provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId, remember: true } },
        { mergeWithLastSubmission: false },
      );
    }
    const hint =
      typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
    return renderLogin(reply, texts, details.uid, 200, hint);
  });

  routes.post(
    '/:uid/login',
    {
      schema: { params: uidParams, body: loginBody },
      config: {
        rateLimit: {
          max: app.config.LOGIN_RATE_LIMIT,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => {
            const login = (request.body as { login?: string } | undefined)?.login ?? '';
            return `${request.ip}|${login.trim().toLowerCase()}`;
          },
        },
      },
    },
    async (request, reply) => {
      const details = await provider
        .interactionDetails(request.raw, reply.raw)
        .catch(() => undefined);
      if (!details || details.uid !== request.params.uid) return expired(request, reply);
      const texts = textsFor(request, details.params.ui_locales);
      const { login, password } = request.body;
      if (!login.trim() || !password) {
        return renderLogin(reply, texts, details.uid, 400, login, texts.missingFields);
      }
      const user = isPossibleLogin(login)
        ? await findUserByLogin(app.database.db, login)
        : undefined;
      const isValid = await verifyPassword(user?.passwordHash ?? dummyHash, password);
      if (!user || !isValid) {
        request.log.info({ login: login.slice(0, 64) }, 'sign-in refused');
        return renderLogin(reply, texts, details.uid, 401, login, texts.wrongCredentials);
      }
      // Told only after the right password, so strangers learn nothing about the account.
      if (user.status !== 'Active') {
        request.log.info({ userId: user.id }, 'sign-in refused: account not activated');
        return renderLogin(reply, texts, details.uid, 403, login, texts.notActivated, {
          href: `/auth/interaction/${details.uid}/activate?ref=${encodeURIComponent(user.username)}`,
          text: texts.activateLink,
        });
      }
      request.log.info({ userId: user.id }, 'signed in');
      reply.hijack();
      return provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: user.id, remember: true } },
        { mergeWithLastSubmission: false },
      );
    },
  );
}
