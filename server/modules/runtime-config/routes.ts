import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runtimeConfigSchema, type RuntimeConfig } from '@common/schemas/config';
import { SERVICE_PREFIXES } from '../../app';
import { PWA_CLIENT_ID, PWA_SCOPES } from '../../plugins/oidc/clients';

export function runtimeConfig(publicUrl: string, benchBaseUrl?: string): RuntimeConfig {
  const url = (p: string) => `${publicUrl}${p}`;
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
      socket: `${publicUrl.replace(/^http/, 'ws')}${SERVICE_PREFIXES.auth}/socket`,
    },
    oidc: {
      authority: url(SERVICE_PREFIXES.auth),
      client_id: PWA_CLIENT_ID,
      redirect_uri: url('/callback.html'),
      silent_redirect_uri: url('/silent-renew.html'),
      post_logout_redirect_uri: url('/'),
      scope: PWA_SCOPES.join(' '),
    },
    benches: { baseUrl: benchBaseUrl ?? null },
    links: {
      community: {
        instructor: 'https://community.example.org/instructors',
        student: 'https://community.example.org/students',
      },
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
  const body = runtimeConfig(app.config.PUBLIC_URL, app.config.BENCH_BASE_URL);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/config.json',
      { schema: { response: { 200: runtimeConfigSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return body;
      },
    );
}
