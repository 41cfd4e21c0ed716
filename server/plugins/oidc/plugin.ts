import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import middie from '@fastify/middie';
import Provider, { type Configuration } from 'oidc-provider';
import type { AuthContext } from '../auth';
import { DatabaseUnavailableError } from '../../db/availability';
import { loggableError } from '../errors';
import { createAdapterClass, pruneExpired } from './adapter';
import { answerUnavailable } from './unavailable';
import { accountClaims, findUserById } from './account';
import { PWA_CLIENT_ID, PWA_SCOPES } from './clients';
import { authEvents, type AuthEvents } from './events';
import interactionRoutes from './interactions';
import { autoSubmitLogout, isConfirmedByHint } from './logout';
import { messagePage, pickTexts, escapeHtml, page } from './pages';
import { loadOidcSecrets } from './secrets';
import { createTokenCache } from './token-cache';
import { allowResellerRedirects, isResellerOrigin, resolveResellerOrigins } from './reseller-hosts';
import { LOGIN_TICKET_PARAM } from '../../modules/lti-users/login-tickets';

declare module 'fastify' {
  interface FastifyInstance {
    oidc: {
      provider: Provider;
      events: AuthEvents;
      verifyAccessToken(token: string): Promise<AuthContext | null>;
    };
  }
}

/** Paths under /auth answered by Fastify routes rather than by the provider. */
const OWN_PATHS = /^\/(interaction|socket|lti|iframehandler)(\/|\?|$)/;

/** Verified tokens kept per instance: about two per signed-in user of a large school. */
const TOKEN_CACHE = { maxEntries: 20_000, maxAgeMs: 30_000 };

export default fp(
  async function oidc(app: FastifyInstance) {
    const { db, notifier } = app.database;
    const publicUrl = app.config.PUBLIC_URL;
    const secrets = await loadOidcSecrets(db);
    const events = await authEvents(notifier);
    app.addHook('onClose', () => events.close());
    const tokenCache = createTokenCache(TOKEN_CACHE);
    events.onTokensRevoked((revoked) => tokenCache.revoke(revoked));

    const textsFor = (ctx: {
      get(name: string): string;
      cookies: { get(name: string): string | undefined | null };
    }) =>
      pickTexts({
        cookie: ctx.cookies.get('lab_language') ?? undefined,
        acceptLanguage: ctx.get('accept-language'),
      });

    const configuration: Configuration = {
      adapter: createAdapterClass(db, {
        onSessionDestroyed: (sessionUid) =>
          void events
            .publish({ type: 'endsession', sessionUid })
            .catch((err: unknown) =>
              app.log.warn({ err: loggableError(err) }, 'endsession not sent'),
            ),
        // Revoked here at once; an unsent NOTIFY leaves the others to the cache's maxAgeMs.
        onTokensRevoked: (revoked) =>
          events
            .tokensRevoked(revoked)
            .catch((err: unknown) =>
              app.log.warn({ err: loggableError(err) }, 'token revocation not sent'),
            ),
      }),
      clients: [
        {
          client_id: PWA_CLIENT_ID,
          client_name: 'Lab Portal',
          token_endpoint_auth_method: 'none',
          application_type: 'web',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: [`${publicUrl}/callback.html`, `${publicUrl}/silent-renew.html`],
          post_logout_redirect_uris: [`${publicUrl}/`, `${publicUrl}/labs`],
        },
      ],
      scopes: [...PWA_SCOPES, 'offline_access'],
      // The one-time ticket of an LMS launch, redeemed by the sign-in page (interactions.ts).
      extraParams: [LOGIN_TICKET_PARAM],
      claims: {
        openid: ['sub'],
        profile: ['name', 'given_name', 'family_name', 'preferred_username'],
        user: ['user_id', 'email', 'campus_id'],
        roles: ['roles'],
        licenses: ['licenses'],
        blsupport: ['blsupport'],
        reseller: [],
        reseller_admin: [],
        lms_token: [],
      },
      async findAccount(_ctx, id) {
        const user = await findUserById(db, id);
        if (!user) return undefined;
        return { accountId: user.id, claims: () => accountClaims(db, user) };
      },
      // The portal is the provider's only client and is first-party: no consent screen.
      async loadExistingGrant(ctx) {
        const grantId =
          ctx.oidc.result?.consent?.grantId ??
          ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
        if (grantId) {
          const grant = await ctx.oidc.provider.Grant.find(grantId);
          if (grant) return grant;
        }
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client!.clientId,
          accountId: ctx.oidc.session!.accountId!,
        });
        grant.addOIDCScope([...PWA_SCOPES].join(' '));
        await grant.save();
        return grant;
      },
      // The portal keeps its users signed in on Chromebooks: refresh tokens, rotated on use.
      issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      rotateRefreshToken: true,
      expiresWithSession: async () => true,
      pkce: { required: () => true },
      interactions: { url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}` },
      cookies: { keys: secrets.cookieKeys },
      jwks: secrets.jwks as Configuration['jwks'],
      ttl: {
        AccessToken: 60 * 60,
        AuthorizationCode: 60,
        IdToken: 60 * 60,
        Interaction: 60 * 60,
        Session: 14 * 24 * 60 * 60,
        Grant: 14 * 24 * 60 * 60,
        RefreshToken: 14 * 24 * 60 * 60,
      },
      features: {
        devInteractions: { enabled: false },
        revocation: { enabled: true },
        backchannelLogout: { enabled: true },
        rpInitiatedLogout: {
          enabled: true,
          async logoutSource(ctx, form) {
            const texts = textsFor(ctx);
            if (isConfirmedByHint(ctx)) {
              autoSubmitLogout(ctx, texts, form);
              return;
            }
            ctx.body = page(
              texts,
              texts.logoutTitle,
              `<h1>${escapeHtml(texts.logoutQuestion)}</h1>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(texts.logoutYes)}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(texts.logoutNo)}</button>`,
            );
          },
          async postLogoutSuccessSource(ctx) {
            const texts = textsFor(ctx);
            ctx.body = messagePage(texts, texts.loggedOutTitle, texts.loggedOut, `${publicUrl}/`);
          },
        },
      },
      // The portal on PUBLIC_URL, and on a registered reseller's host (reseller-hosts.ts).
      clientBasedCORS: (ctx, origin) =>
        origin === new URL(publicUrl).origin || isResellerOrigin(ctx, origin),
      async renderError(ctx, _out, error) {
        ctx.type = 'html';
        const texts = textsFor(ctx);
        app.log.warn(
          { err: { name: error.name, message: error.message } },
          'identity provider error',
        );
        ctx.body = messagePage(texts, texts.errorTitle, texts.errorText, `${publicUrl}/`);
      },
    };

    const provider = new Provider(`${publicUrl}/auth`, configuration);
    provider.proxy = true;
    provider.on('server_error', (ctx, err) => {
      if (app.database.availability.report(err)) ctx.state.databaseUnavailable = true;
      else app.log.error({ err: loggableError(err) }, 'identity provider failure');
    });
    provider.use(answerUnavailable(app.database.availability));
    provider.use(resolveResellerOrigins(db, publicUrl));
    allowResellerRedirects(provider);

    await app.register(middie);
    const callback = provider.callback();
    app.use('/auth', (req, res, next) => {
      if (OWN_PATHS.test(req.url ?? '')) return next();
      return callback(req, res);
    });

    const prune = setInterval(() => void pruneExpired(db).catch(() => undefined), 60 * 60 * 1000);
    prune.unref();
    app.addHook('onClose', async () => clearInterval(prune));

    app.decorate('oidc', {
      provider,
      events,
      async verifyAccessToken(token: string): Promise<AuthContext | null> {
        if (!token || token.length > 512) return null;
        const cached = tokenCache.get(token);
        if (cached) return { ...cached };
        const epoch = tokenCache.epoch();
        const accessToken = await provider.AccessToken.find(token).catch((err: unknown) => {
          // The database being away is not a bad token: a 503, never "signed out".
          if (app.database.availability.report(err)) throw new DatabaseUnavailableError();
          return undefined;
        });
        if (!accessToken?.accountId || accessToken.isExpired) return null;
        const auth: AuthContext = {
          userId: accessToken.accountId,
          clientId: accessToken.clientId ?? '',
          scopes: new Set((accessToken.scope ?? '').split(' ').filter(Boolean)),
          sessionUid: accessToken.sessionUid,
        };
        const expiresAt = (accessToken.exp ?? 0) * 1000;
        tokenCache.set(token, { auth, grantId: accessToken.grantId, expiresAt }, epoch);
        return { ...auth };
      },
    });

    await app.register(interactionRoutes, { prefix: '/auth/interaction' });
  },
  { name: 'oidc', dependencies: ['errors'] },
);
