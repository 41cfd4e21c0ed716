import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runtimeConfigSchema, type RuntimeConfig } from '@common/schemas/config';
import { SERVICE_PREFIXES } from '../../app';
import { PWA_CLIENT_ID, PWA_SCOPES } from '../../plugins/oidc/clients';
import { registeredResellerOrigins } from '../../plugins/oidc/reseller-hosts';

/**
 * The Community tab's forum per user type (spec 1 §2): one DiscourseConnect forum, entered
 * signed in through its `/session/sso` with the user type's landing page. Without a configured
 * forum both open the portal's /communitylogin, which says the community is not configured.
 */
export function communityLinks(publicUrl: string, forumUrl?: string) {
  if (!forumUrl) {
    const page = `${publicUrl}/communitylogin`;
    return { instructor: page, student: page };
  }
  const signedIn = (path: string) =>
    `${forumUrl}/session/sso?${new URLSearchParams({ return_path: path }).toString()}`;
  return { instructor: signedIn('/c/instructors'), student: signedIn('/c/students') };
}

export function runtimeConfig(
  publicUrl: string,
  benchBaseUrl?: string,
  forumUrl?: string,
  stripePublishableKey?: string,
  /** A registered reseller's host (`<proto>//<domain>.<public host>`): the portal there. */
  siteUrl: string = publicUrl,
): RuntimeConfig {
  const url = (p: string) => `${siteUrl}${p}`;
  return {
    services: {
      auth: url(SERVICE_PREFIXES.auth),
      userApi: url(SERVICE_PREFIXES.userApi),
      presetsApi: url(SERVICE_PREFIXES.presetsApi),
      labbookApi: url(SERVICE_PREFIXES.labbookApi),
      api: url(SERVICE_PREFIXES.api),
      xapi: url(SERVICE_PREFIXES.xapi),
      functions: url(SERVICE_PREFIXES.functions),
      files: url(SERVICE_PREFIXES.files),
      socket: `${siteUrl.replace(/^http/, 'ws')}${SERVICE_PREFIXES.auth}/socket`,
    },
    oidc: {
      // One issuer for every host: a reseller's host signs in at PUBLIC_URL and comes back.
      authority: `${publicUrl}${SERVICE_PREFIXES.auth}`,
      client_id: PWA_CLIENT_ID,
      redirect_uri: url('/callback.html'),
      silent_redirect_uri: url('/silent-renew.html'),
      post_logout_redirect_uri: url('/'),
      scope: PWA_SCOPES.join(' '),
    },
    benches: { baseUrl: benchBaseUrl ?? null },
    payments: { stripePublishableKey: stripePublishableKey ?? null },
    links: {
      community: communityLinks(siteUrl, forumUrl),
      support: 'https://support.example.org',
      desktop: 'https://desktop.example.org/download',
      terms: url('/legal/terms.html'),
      privacy: url('/legal/privacy.html'),
      supportEmail: 'support@example.org',
    },
  };
}

/** `GET /config.json`: the client's runtime configuration. */
export default async function runtimeConfigRoutes(app: FastifyInstance) {
  const { DISCOURSE_URL, DISCOURSE_CONNECT_SECRET, PUBLIC_URL } = app.config;
  const configFor = (siteUrl?: string) =>
    runtimeConfig(
      PUBLIC_URL,
      app.config.BENCH_BASE_URL,
      DISCOURSE_URL && DISCOURSE_CONNECT_SECRET ? DISCOURSE_URL : undefined,
      app.config.STRIPE_PUBLISHABLE_KEY,
      siteUrl,
    );
  const body = configFor();
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/config.json',
      { schema: { response: { 200: runtimeConfigSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        // The answer depends on the host asked: a registered reseller's gets its own origin.
        reply.header('vary', 'Host, X-Forwarded-Host');
        const origin = `${request.protocol}://${request.host}`;
        if (origin === new URL(PUBLIC_URL).origin) return body;
        const [reseller] = await registeredResellerOrigins(app.database.db, [origin], PUBLIC_URL);
        return reseller ? configFor(reseller) : body;
      },
    );
}
