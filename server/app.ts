import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { loggerOptions } from './logging';
import { openDatabase, type Database } from './db/client';
import { seedDemoData, seedReferenceData } from './db/seed/seed';
import errors from './plugins/errors';
import databaseGuard from './plugins/database-guard';
import oidc from './plugins/oidc/plugin';
import auth from './plugins/auth';
import staticFiles from './plugins/static';
import mailer from './plugins/mailer';
import audit from './plugins/audit';
import docs from './modules/docs/plugin';
import metrics from './plugins/metrics';
import metricsRoutes from './modules/ops/metrics-routes';
import errorReportRoutes from './modules/ops/error-report-routes';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import healthRoutes from './modules/health/routes';
import runtimeConfigRoutes from './modules/runtime-config/routes';
import authSocketRoutes from './modules/auth-socket/routes';
import userApiRoutes from './modules/users/routes';
import accounts from './modules/accounts/plugin';
import communityRoutes from './modules/community/routes';
import purchaseRoutes from './modules/purchase/routes';
import groupRoutes from './modules/groups/routes';
import roleRoutes from './modules/roles/routes';
import presetRoutes from './modules/presets/routes';
import activityRoutes, { contentActivityRoutes } from './modules/activities/routes';
import placesRoutes from './modules/places/routes';
import fileStorage from './storage/plugin';
import { s3Origin } from './storage/s3';
import labBookRoutes from './modules/lab-book/routes';
import dashboardRoutes from './modules/dashboard/routes';
import xapiRoutes from './modules/xapi/routes';
import filesRoutes from './modules/files/routes';
import functionsRoutes from './modules/functions/routes';
import { ltiAuthRoutes, ltiSettingsRoutes } from './modules/lti-users/routes';
import getSignatureRoutes from './modules/functions/get-signature-routes';
import worksheetsSiteRoutes from './modules/worksheets-site/routes';
import { siteCourseCreator } from './modules/worksheets-site/course-creation';
import { WORKSHEETS_SITE_PATH } from './lti/worksheets-credentials';
import worksheetsRoutes from './modules/worksheets/routes';
import resellerRoutes from './modules/resellers/routes';
import { adminBannerRoutes, publicBannerRoutes } from './modules/banners/routes';
import adminRoutes from './modules/admin/routes';
import proxyRoutes from './modules/proxy/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export interface BuildOptions {
  config: Config;
  /** An open database to use (tests share one); otherwise one is opened from the config. */
  database?: Database;
  /** Pino logger options; `false` silences the app (tests). */
  logger?: boolean | object;
  /** Called for every route as it is added (the route fuzz test walks the whole table). */
  onRoute?: (route: RouteOptions) => void;
}

/** Every service under its prefix (ARCHITECTURE.md), so a deployment can split them later. */
export const SERVICE_PREFIXES = {
  auth: '/auth',
  userApi: '/user-api',
  presetsApi: '/presets-api',
  labbookApi: '/labbook-api',
  api: '/api',
  xapi: '/xapi',
  functions: '/functions',
  files: '/files',
} as const;

/** Every sub-domain of PUBLIC_URL's host, same protocol and port (reseller hosts). */
function resellerHosts(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol}//*.${url.host}`;
}

/** An external worksheets site's origin, which the launch form posts to. */
function worksheetsFormAction(config: Config): string[] {
  const origin = new URL(config.WORKSHEETS_URL).origin;
  return origin === new URL(config.PUBLIC_URL).origin ? [] : [origin];
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      log: app.log.child({ module: 'database' }),
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());
  // Replicas starting together seed one after the other (the migrations too: db/client.ts).
  await database.exclusively(async () => {
    await seedReferenceData(database.db);
    if (config.SEED_DEMO)
      await seedDemoData(database.db, {
        password: config.DEMO_PASSWORD,
        publicUrl: config.PUBLIC_URL,
      });
  });

  await app.register(errors);
  await app.register(databaseGuard, { prefixes: Object.values(SERVICE_PREFIXES) });
  const fileStoreOrigins = config.STORAGE_DRIVER === 's3' ? [s3Origin(config)] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // With STORAGE_DRIVER=s3 the browser loads and sends files at the object store directly.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...fileStoreOrigins],
        // A reseller's host uses the one issuer, on PUBLIC_URL (oidc/reseller-hosts.ts).
        connectSrc: ["'self'", new URL(config.PUBLIC_URL).origin, ...fileStoreOrigins],
        // Labs and intro videos are hosted elsewhere (an http:// BENCH_BASE_URL is allowed too).
        frameSrc: [
          "'self'",
          'https:',
          ...(config.BENCH_BASE_URL ? [new URL(config.BENCH_BASE_URL).origin] : []),
        ],
        mediaSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The worksheets launch posts a form to WORKSHEETS_URL (the built-in site is 'self').
        // The sign-in and sign-out forms end on a reseller's host when it asked (redirects count).
        formAction: ["'self'", ...worksheetsFormAction(config), resellerHosts(config.PUBLIC_URL)],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Labs opened from other origins must still be able to load the portal's assets.
    crossOriginEmbedderPolicy: false,
    // The desktop window and labs opened in a new tab post to `window.opener`, which `same-origin`
    // would sever.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cookie);
  await app.register(formbody);
  // Counted in the database, so a limit holds whichever instance a request reaches.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(websocket);

  // Before every route: the OpenAPI document is made as routes are added.
  await app.register(docs);
  await app.register(metrics);
  await app.register(mailer);
  await app.register(audit);
  await app.register(oidc);
  await app.register(auth);

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(runtimeConfigRoutes);
  await app.register(authSocketRoutes, { prefix: SERVICE_PREFIXES.auth });
  await app.register(ltiAuthRoutes, { prefix: SERVICE_PREFIXES.auth });
  await app.register(userApiRoutes, { prefix: SERVICE_PREFIXES.userApi });
  await app.register(ltiSettingsRoutes, { prefix: SERVICE_PREFIXES.userApi });
  await app.register(communityRoutes, { prefix: SERVICE_PREFIXES.userApi });
  await app.register(purchaseRoutes, { prefix: SERVICE_PREFIXES.userApi });
  await app.register(groupRoutes, { prefix: SERVICE_PREFIXES.userApi });
  await app.register(roleRoutes, { prefix: SERVICE_PREFIXES.userApi });
  await app.register(resellerRoutes, { prefix: SERVICE_PREFIXES.userApi });
  await app.register(accounts, { userApiPrefix: SERVICE_PREFIXES.userApi });
  await app.register(adminRoutes, { prefix: SERVICE_PREFIXES.userApi });
  await app.register(proxyRoutes, { prefix: SERVICE_PREFIXES.userApi });
  await app.register(presetRoutes, { prefix: SERVICE_PREFIXES.presetsApi });
  await app.register(activityRoutes, { prefix: SERVICE_PREFIXES.presetsApi });
  await app.register(worksheetsRoutes, { prefix: `${SERVICE_PREFIXES.presetsApi}/worksheets` });
  await app.register(contentActivityRoutes, { prefix: SERVICE_PREFIXES.api });
  await app.register(placesRoutes, { prefix: SERVICE_PREFIXES.api });
  await app.register(publicBannerRoutes, { prefix: SERVICE_PREFIXES.api });
  await app.register(errorReportRoutes, { prefix: SERVICE_PREFIXES.api });
  await app.register(adminBannerRoutes, { prefix: SERVICE_PREFIXES.userApi });
  await app.register(fileStorage, { filesUrl: `${config.PUBLIC_URL}${SERVICE_PREFIXES.files}` });
  await app.register(labBookRoutes, { prefix: SERVICE_PREFIXES.labbookApi });
  await app.register(dashboardRoutes, { prefix: SERVICE_PREFIXES.labbookApi });
  await app.register(xapiRoutes, { prefix: SERVICE_PREFIXES.xapi });
  await app.register(filesRoutes, { prefix: SERVICE_PREFIXES.files });
  await app.register(functionsRoutes, { prefix: SERVICE_PREFIXES.functions });
  await app.register(getSignatureRoutes, { prefix: SERVICE_PREFIXES.functions });
  await app.register(worksheetsSiteRoutes, {
    prefix: WORKSHEETS_SITE_PATH,
    createCourse: siteCourseCreator(database.db),
  });

  await app.register(staticFiles);
  return app;
}
