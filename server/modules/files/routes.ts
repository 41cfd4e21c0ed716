import type { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '@common/schemas/lab-book';
import { errorBodySchema } from '@common/schemas/primitives';
import { errorBody } from '../../plugins/errors';
import { LocalDiskStorage } from '../../storage/local-disk';
import { FILE_NAME_PART_PATTERN } from '../../storage/storage';
import { createLocalFileService } from './service';

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};

/** Only server-made names (`<ownerId>/<uuid>.<ext>`, lower case) get past the params. */
const fileParamsSchema = z.object({
  ownerId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    message: 'is not a stored file name',
  }),
  file: z.string().regex(FILE_NAME_PART_PATTERN, { message: 'is not a stored file name' }),
});
/** A missing or broken signature is a 403 (the client asks for a new address), not a 400. */
const signedQuerySchema = z.object({
  exp: z.coerce.number().int().min(0).catch(0),
  sig: z.string().max(200).catch(''),
});
const uploadedSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});

const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream'];

/**
 * `/files`: the signed addresses of the local-disk store (no bearer token: the signature is the
 * permission, made by `POST lab-book/upload-url` or `download-url` after the access check).
 */
export default async function filesRoutes(app: FastifyInstance) {
  const storage = app.fileStorage;
  if (!(storage instanceof LocalDiskStorage)) return;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createLocalFileService(app.database.db, storage);

  // Raw bytes, this scope only. One byte over the limit still arrives, to get our own 413.
  app.addContentTypeParser(
    UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES + 1 },
    (_request, body, done) => done(null, body),
  );
  // Clearer words for Fastify's own refusals of a body; everything else goes to the app's handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const mb = MAX_UPLOAD_BYTES / (1024 * 1024);
      return reply.code(413).send(errorBody(413, `The file is larger than ${mb} MB.`));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(415)
        .send(
          errorBody(
            415,
            'Send the file with Content-Type application/pdf, image/png or image/jpeg. Wrong file type - PDF and image files only.',
          ),
        );
    }
    throw error;
  });

  api.put(
    '/upload/:ownerId/:file',
    {
      bodyLimit: MAX_UPLOAD_BYTES + 1,
      schema: {
        params: fileParamsSchema,
        querystring: signedQuerySchema,
        response: { 200: uploadedSchema, ...errors },
      },
    },
    (request) =>
      service.receive({
        fileName: `${request.params.ownerId}/${request.params.file}`,
        exp: request.query.exp,
        sig: request.query.sig,
        body: request.body,
      }),
  );

  api.get(
    '/:ownerId/:file',
    {
      schema: {
        params: fileParamsSchema,
        querystring: signedQuerySchema,
        // The bytes are streamed (Fastify never serializes a stream); errors are JSON.
        response: { 200: z.custom<Readable>(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.open({
        fileName: `${request.params.ownerId}/${request.params.file}`,
        exp: request.query.exp,
        sig: request.query.sig,
      });
      reply
        .type(file.contentType)
        .header('content-disposition', file.contentDisposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (file.size !== null) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
}
