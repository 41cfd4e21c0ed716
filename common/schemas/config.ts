import { z } from 'zod';

/** `GET /config.json`: what the PWA reads at start instead of build-time constants. */
export const runtimeConfigSchema = z.object({
  services: z.object({
    auth: z.string(),
    userApi: z.string(),
    presetsApi: z.string(),
    labbookApi: z.string(),
    api: z.string(),
    xapi: z.string(),
    functions: z.string(),
    files: z.string(),
    socket: z.string(),
  }),
  oidc: z.object({
    authority: z.string(),
    client_id: z.string(),
    redirect_uri: z.string(),
    silent_redirect_uri: z.string(),
    post_logout_redirect_uri: z.string(),
    scope: z.string(),
  }),
  /**
   * Where the lab benches are hosted (BENCH_BASE_URL); null: the portal's own reference benches.
   * Defaulted so a copy saved by an older version still starts the app offline.
   */
  benches: z.object({ baseUrl: z.string().nullable() }).default({ baseUrl: null }),
  /**
   * Card payments (protocols.md "Stripe"): Stripe.js with this key, or null for test mode (the
   * purchase pages then say "test mode").
   */
  payments: z
    .object({ stripePublishableKey: z.string().nullable() })
    .default({ stripePublishableKey: null }),
  links: z.object({
    community: z.object({ instructor: z.string(), student: z.string() }),
    support: z.string(),
    desktop: z.string(),
    terms: z.string(),
    privacy: z.string(),
    supportEmail: z.string(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
