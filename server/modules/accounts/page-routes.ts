import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateAccountBodySchema,
  createAccountBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
} from '@common/schemas/accounts';
import { DatabaseUnavailableError } from '../../db/availability';
import { loggableError } from '../../plugins/errors';
import { messagePage, type Texts } from '../../plugins/oidc/pages';
import {
  ACCOUNT_PAGES,
  accountPagePath,
  activateForm,
  createAccountForm,
  donePage,
  forgotForm,
  resetForm,
} from './pages';
import { accountRateLimit, textsOf } from './routes';
import type { AccountResult } from './service';

const uidParams = z.object({
  uid: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const refQuery = z.object({ ref: z.string().max(254).optional() });
/** Form fields: any string is taken, then checked by the API's schemas (a page, not a 400). */
const field = z.string().max(1024).default('');
const createForm = z.object({
  username: field,
  email: field,
  firstName: field,
  lastName: field,
  password: field,
  confirmPassword: field,
});
const activateFormBody = z.object({ userReference: field, activationCode: field });
const forgotFormBody = z.object({ userReference: field });
const resetFormBody = z.object({
  userReference: field,
  activationCode: field,
  newPassword: field,
  confirmPassword: field,
});

/** A reference shown back in a field: only text the database could hold. */
const shownRef = (value: string | undefined) =>
  value && !/[\u0000\uD800-\uDFFF]/.test(value) ? value.slice(0, 254) : '';

/**
 * The sign-in's account pages (issue 12 §5), no script, server-rendered like the sign-in page:
 * create account, activate, forgot password, reset. They keep the interaction's uid, so the way
 * back leads to the same sign-in and on to the portal.
 */
export default async function accountPageRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.accounts;
  const rateLimit = accountRateLimit(app.config.ACCOUNT_RATE_LIMIT);

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  const signInOf = (request: FastifyRequest) => {
    const { uid } = request.params as { uid?: string };
    return uid && /^[A-Za-z0-9_-]{1,128}$/.test(uid) ? `/auth/interaction/${uid}` : undefined;
  };

  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const texts = textsOf(request);
    const back = signInOf(request) ?? `${app.config.PUBLIC_URL}/`;
    if (error.statusCode === 429) {
      return sendHtml(
        reply,
        429,
        messagePage(texts, texts.errorTitle, texts.tooManyAccountRequests, back),
      );
    }
    const { availability } = app.database;
    if (error instanceof DatabaseUnavailableError || availability.report(error)) {
      reply.header('retry-after', String(availability.retryAfterSeconds()));
      return sendHtml(reply, 503, messagePage(texts, texts.errorTitle, texts.errorText, back));
    }
    if ((error.statusCode ?? 500) >= 500) {
      request.log.error({ err: loggableError(error) }, 'account page error');
      return sendHtml(reply, 500, messagePage(texts, texts.errorTitle, texts.errorText, back));
    }
    return sendHtml(reply, 400, messagePage(texts, texts.errorTitle, texts.expired, back));
  });

  /** The translated refusal of a form: which fields are wrong, or the service's problem. */
  const fieldsProblem = (texts: Texts, issues: readonly { path: PropertyKey[] }[]) => {
    const labels = [...new Set(issues.map((i) => String(i.path[0])))].map(
      (key) => (texts as Record<string, string>)[key === 'password' ? 'newPassword' : key] ?? key,
    );
    return texts.invalidFields.replace('{fields}', labels.join(', '));
  };
  const problemText = (texts: Texts, result: AccountResult) =>
    result.ok ? undefined : texts[result.problem];

  routes.get(
    `/:uid/${ACCOUNT_PAGES.create}`,
    { schema: { params: uidParams } },
    async (request, reply) =>
      sendHtml(reply, 200, createAccountForm(textsOf(request), request.params.uid, {})),
  );
  routes.post(
    `/:uid/${ACCOUNT_PAGES.create}`,
    { schema: { params: uidParams, body: createForm }, config: { rateLimit } },
    async (request, reply) => {
      const texts = textsOf(request);
      const { uid } = request.params;
      const shown = {
        username: shownRef(request.body.username),
        email: shownRef(request.body.email),
        firstName: shownRef(request.body.firstName),
        lastName: shownRef(request.body.lastName),
      };
      const parsed = createAccountBodySchema.safeParse(request.body);
      if (!parsed.success) {
        return sendHtml(
          reply,
          400,
          createAccountForm(texts, uid, shown, fieldsProblem(texts, parsed.error.issues)),
        );
      }
      const result = await service.create(parsed.data, texts);
      if (!result.ok) {
        return sendHtml(
          reply,
          result.problem === 'usernameTaken' ? 409 : 400,
          createAccountForm(texts, uid, shown, problemText(texts, result)),
        );
      }
      return reply.redirect(accountPagePath(uid, 'activate', parsed.data.email), 303);
    },
  );

  routes.get(
    `/:uid/${ACCOUNT_PAGES.activate}`,
    { schema: { params: uidParams, querystring: refQuery } },
    async (request, reply) =>
      sendHtml(
        reply,
        200,
        activateForm(textsOf(request), request.params.uid, shownRef(request.query.ref)),
      ),
  );
  routes.post(
    `/:uid/${ACCOUNT_PAGES.activate}`,
    { schema: { params: uidParams, body: activateFormBody }, config: { rateLimit } },
    async (request, reply) => {
      const texts = textsOf(request);
      const { uid } = request.params;
      const ref = shownRef(request.body.userReference);
      const parsed = activateAccountBodySchema.safeParse(request.body);
      const result = parsed.success ? await service.activate(parsed.data) : undefined;
      if (!result?.ok) {
        const error = parsed.success
          ? problemText(texts, result!)
          : fieldsProblem(texts, parsed.error.issues);
        return sendHtml(reply, 400, activateForm(texts, uid, ref, error));
      }
      return sendHtml(
        reply,
        200,
        donePage(texts, texts.activatedTitle, texts.activated, `/auth/interaction/${uid}`),
      );
    },
  );

  routes.get(
    `/:uid/${ACCOUNT_PAGES.forgot}`,
    { schema: { params: uidParams, querystring: refQuery } },
    async (request, reply) =>
      sendHtml(
        reply,
        200,
        forgotForm(textsOf(request), request.params.uid, shownRef(request.query.ref)),
      ),
  );
  routes.post(
    `/:uid/${ACCOUNT_PAGES.forgot}`,
    { schema: { params: uidParams, body: forgotFormBody }, config: { rateLimit } },
    async (request, reply) => {
      const texts = textsOf(request);
      const { uid } = request.params;
      const parsed = forgotPasswordBodySchema.safeParse(request.body);
      if (!parsed.success) {
        return sendHtml(
          reply,
          400,
          forgotForm(
            texts,
            uid,
            shownRef(request.body.userReference),
            fieldsProblem(texts, parsed.error.issues),
          ),
        );
      }
      await service.forgotPassword(parsed.data, texts);
      return reply.redirect(accountPagePath(uid, 'reset', parsed.data.userReference), 303);
    },
  );

  routes.get(
    `/:uid/${ACCOUNT_PAGES.reset}`,
    { schema: { params: uidParams, querystring: refQuery } },
    async (request, reply) =>
      sendHtml(
        reply,
        200,
        resetForm(textsOf(request), request.params.uid, shownRef(request.query.ref)),
      ),
  );
  routes.post(
    `/:uid/${ACCOUNT_PAGES.reset}`,
    { schema: { params: uidParams, body: resetFormBody }, config: { rateLimit } },
    async (request, reply) => {
      const texts = textsOf(request);
      const { uid } = request.params;
      const ref = shownRef(request.body.userReference);
      const parsed = resetPasswordBodySchema.safeParse(request.body);
      const result = parsed.success ? await service.resetPassword(parsed.data) : undefined;
      if (!result?.ok) {
        const error = parsed.success
          ? problemText(texts, result!)
          : fieldsProblem(texts, parsed.error.issues);
        return sendHtml(reply, 400, resetForm(texts, uid, ref, error));
      }
      return sendHtml(
        reply,
        200,
        donePage(texts, texts.resetDoneTitle, texts.resetDone, `/auth/interaction/${uid}`),
      );
    },
  );
}
