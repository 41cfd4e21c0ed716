import { z } from 'zod';

const booleanFromEnv = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SEED_DEMO: booleanFromEnv.default(true),
    DEMO_PASSWORD: z.string().min(8).default('Demo-lab-1'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Where the built PWA is; served when it exists. */
    STATIC_DIR: z.string().min(1).default('./dist'),
    /** Sign-in attempts allowed per IP + username per minute. */
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Group joins, group creations/edits and license activations allowed per user per minute. */
    CODE_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Where lab-book files live: `local` (DATA_DIR/files, signed URLs under /files) or `s3`. */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    /** STORAGE_DRIVER=s3: the bucket (it must exist), its region and, for S3-compatible stores, the endpoint. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** Path-style addresses (endpoint/bucket/key), as MinIO and most S3-compatible stores want. */
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
    /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * Where the lab benches are hosted: a bench product's relative `Url` (the demo catalogue's
     * `physics-density/`) is resolved against it. Unset: the portal's own reference benches
     * (labs/, at /benches/...) for the labs it has; the others have no hosted bench.
     */
    BENCH_BASE_URL: z
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .transform((url) => (url.endsWith('/') ? url : `${url}/`))
      .optional(),
    /** The Chromium that renders lab-book PDFs (POST /functions/pdf). */
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    /**
     * The worksheets site the portal launches (LTI 1.1). Unset: the built-in site,
     * PUBLIC_URL/worksheets-site. Launches post to WORKSHEETS_URL/lti/launch.
     */
    WORKSHEETS_URL: z
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** The OAuth consumer key of the portal's launches. */
    WORKSHEETS_LTI_KEY: z.string().min(1).max(255).default('lab-portal'),
    /** The shared secret; unset: generated once and kept in the database (server_secrets). */
    WORKSHEETS_LTI_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    /** The community forum (DiscourseConnect). Unset: the community is not configured. */
    DISCOURSE_URL: z
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** The forum's DiscourseConnect secret; both settings are needed for the hand-off. */
    DISCOURSE_CONNECT_SECRET: z.string().min(10, 'must be at least 10 characters').optional(),
    /**
     * Where e-mails go (purchase codes, account activation, password reset), e.g.
     * smtp://user:pass@mail.example.org:587. Unset: messages are kept in the database and shown
     * to administrators.
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The sender of the portal's e-mails. */
    MAIL_FROM: z.string().min(3).default('Lab Portal <no-reply@lab-portal.localhost>'),
    /** Stripe secret key (sk_...). Unset: the test-mode payment gateway (Stripe's test cards). */
    STRIPE_SECRET_KEY: z.string().regex(/^sk_/, 'must start with sk_').optional(),
    /** Stripe publishable key (pk_...) for Stripe.js in the browser; set both keys or neither. */
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
    /** Account creations, activations and password-reset steps allowed per IP per 15 minutes. */
    ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /**
     * Which peers' X-Forwarded-For / -Proto / -Host are believed (the load balancer's): `true`,
     * `false`, or addresses, CIDR ranges and the names loopback, linklocal and uniquelocal,
     * comma-separated. Trusting every peer would let a client pick its own address
     * (and so its own rate-limit bucket) by sending X-Forwarded-For itself.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^[\w.:/, -]+$/, 'must be true, false or comma-separated addresses')
      .refine((value) => !/^\d+$/.test(value), 'name the balancer, not a hop count')
      .default('loopback,linklocal,uniquelocal')
      .transform((value): boolean | string =>
        value === 'true' ? true : value === 'false' ? false : value,
      ),
    /** Who may read GET /metrics: callers with `Authorization: Bearer <it>`. Unset: nobody (404). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .refine((c) => Boolean(c.STRIPE_SECRET_KEY) === Boolean(c.STRIPE_PUBLISHABLE_KEY), {
    message: 'set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither',
    path: ['STRIPE_PUBLISHABLE_KEY'],
  })
  .refine((c) => c.STORAGE_DRIVER !== 's3' || Boolean(c.S3_BUCKET), {
    message: 'STORAGE_DRIVER=s3 needs S3_BUCKET (and S3_ENDPOINT for an S3-compatible store)',
    path: ['S3_BUCKET'],
  })
  .refine((c) => Boolean(c.S3_ACCESS_KEY_ID) === Boolean(c.S3_SECRET_ACCESS_KEY), {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .transform((c) => {
    const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
    return {
      ...c,
      PUBLIC_URL: publicUrl,
      WORKSHEETS_URL: c.WORKSHEETS_URL ?? `${publicUrl}/worksheets-site`,
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(relevant);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
