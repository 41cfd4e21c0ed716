import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  labCamGroupParamsSchema,
  labCamQuerySchema,
  labCamRosterSchema,
  labCamStatementsSchema,
  labCamStudentParamsSchema,
  pdfRequestBodySchema,
} from '@common/schemas/exports';
import { MAX_PDF_HTML_CHARS, pdfExportAcceptedSchema } from '@common/schemas/functions';
import { errorBodySchema } from '@common/schemas/primitives';
import { requireAuth } from '../../plugins/auth';
import { errorBody } from '../../plugins/errors';
import { loadConnectionIds } from '../auth-socket/connection-id';
import { createLabCamService } from './lab-cam';
import { S3Storage } from '../../storage/s3';
import { filesPrefix } from './pdf-html';
import { createChromiumRenderer, type PdfRenderer } from './pdf-renderer';
import { createPdfWorker } from './pdf-worker';
import { createPdfService } from './service';

/** JSON escaping may double the HTML; anything larger is refused before it is parsed. */
const BODY_LIMIT = 2 * MAX_PDF_HTML_CHARS + 64 * 1024;

const TOO_LARGE = `The lab book is too large to export at once (at most ${MAX_PDF_HTML_CHARS.toLocaleString('en')} characters of HTML): export fewer sessions.`;

/**
 * `/functions` (ARCHITECTURE.md): `POST pdf` renders a lab book (spec 2 §7) or a group's unknown
 * reports (spec 3 §7) to PDF; `GET lab-cam/...` serves the Portfolio's lab-cam export (spec 2 §4,
 * §9). `renderer` replaces headless Chromium in tests that only check the HTTP rules.
 */
export default async function functionsRoutes(
  app: FastifyInstance,
  options: { renderer?: PdfRenderer },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const storePrefixes = app.fileStorage instanceof S3Storage ? [app.fileStorage.filesPrefix] : [];
  const service = createPdfService({
    db: app.database.db,
    storage: app.fileStorage,
    connectionIds: await loadConnectionIds(app.database.db),
    renderer:
      options.renderer ??
      createChromiumRenderer({
        executablePath: app.config.CHROMIUM_PATH,
        allowedPrefix: filesPrefix(app.config.PUBLIC_URL),
        storePrefixes,
      }),
    publicUrl: app.config.PUBLIC_URL,
    storePrefixes,
    log: app.log.child({ module: 'functions/pdf' }),
  });
  const worker = createPdfWorker({
    db: app.database.db,
    notifier: app.database.notifier,
    events: app.oidc.events,
    log: app.log.child({ module: 'functions/pdf-worker' }),
    render: service.render,
  });
  await worker.start();
  // The export in hand finishes before the database closes; waiting ones stay for the others.
  app.addHook('onClose', () => worker.stop());

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(errorBody(413, TOO_LARGE));
    }
    throw error;
  });

  api.post(
    '/pdf',
    {
      bodyLimit: BODY_LIMIT,
      // 401 before the body is looked at.
      onRequest: async (request) => void requireAuth(request),
      schema: {
        body: pdfRequestBodySchema,
        response: {
          202: pdfExportAcceptedSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const accepted = await service.accept(request, request.body, worker.announce);
      return reply.code(202).send(accepted);
    },
  );

  const labCam = createLabCamService(app.database.db);
  const labCamErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };

  api.get(
    '/lab-cam/:groupId',
    {
      schema: {
        params: labCamGroupParamsSchema,
        response: { 200: labCamRosterSchema, ...labCamErrors },
      },
    },
    (request) => labCam.roster(request, request.params.groupId),
  );

  api.get(
    '/lab-cam/:groupId/:studentId',
    {
      schema: {
        params: labCamStudentParamsSchema,
        querystring: labCamQuerySchema,
        response: { 200: labCamStatementsSchema, ...labCamErrors },
      },
    },
    (request) => labCam.statements(request, request.params, request.query.scale),
  );
}
