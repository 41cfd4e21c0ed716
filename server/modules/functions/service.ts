import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { pdfExportAcceptedSchema, pdfExportBodySchema } from '@common/schemas/functions';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError, loggableError } from '../../plugins/errors';
import type { AuthEvents } from '../../plugins/oidc/events';
import { makeFileName, type FileStorage } from '../../storage/storage';
import type { ConnectionIds } from '../auth-socket/connection-id';
import * as files from '../files/repository';
import { requireBookAccess } from '../lab-book/access';
import { headerTemplate, pdfDocument, pdfFileName, sanitizePdfHtml } from './pdf-html';
import type { PdfRenderer } from './pdf-renderer';

type Body = z.output<typeof pdfExportBodySchema>;

/** Exports waiting for their turn in this process; more are refused with 429. */
export const MAX_WAITING_EXPORTS = 20;

export interface PdfServiceDeps {
  db: Db;
  storage: FileStorage;
  events: Pick<AuthEvents, 'publish'>;
  connectionIds: ConnectionIds;
  renderer: PdfRenderer;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

interface Job {
  exportId: string;
  userId: string;
  body: Body;
}

/**
 * `POST /functions/pdf`: checks who may export what, answers at once, and renders in the
 * background, one export at a time per process. The result (or the failure) reaches the
 * exporting tab as an auth-socket event through LISTEN/NOTIFY, so any instance may hold it.
 */
export function createPdfService(deps: PdfServiceDeps) {
  const now = deps.now ?? (() => new Date());
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;

  async function run(job: Job): Promise<void> {
    const { body, userId, exportId } = job;
    const target = { userId, connectionId: body.wsId, exportId };
    try {
      const clean = sanitizePdfHtml(body.html, deps.publicUrl);
      const bytes = await deps.renderer.render({
        document: pdfDocument(clean, deps.publicUrl),
        headerTemplate: headerTemplate(body),
        timeZone: body.timeZone,
      });
      const fileName = makeFileName(userId, exportId, 'application/pdf');
      await files.insertFileIfAbsent(deps.db, {
        fileName,
        clientKey: exportId,
        ownerId: userId,
        uploaderId: userId,
        contentType: 'application/pdf',
      });
      await deps.storage.write(fileName, bytes);
      await files.markUploaded(deps.db, fileName, {
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      await deps.events.publish({
        type: 'pdf-ready',
        ...target,
        url: deps.storage.downloadUrl(fileName).url,
        fileName: pdfFileName(body.name || body.printName, now(), body.timeZone),
      });
      deps.log.info({ exportId, size: bytes.length }, 'lab-book PDF ready');
    } catch (error) {
      // Spec 2 §8: logged, the export is rejected, no message for the user.
      deps.log.error({ exportId, err: loggableError(error) }, 'lab-book PDF export failed');
      await deps.events
        .publish({ type: 'pdf-failed', ...target })
        .catch((cause: unknown) =>
          deps.log.error({ exportId, err: loggableError(cause) }, 'pdf-failed not sent'),
        );
    }
  }

  return {
    async accept(
      request: FastifyRequest,
      body: Body,
    ): Promise<z.output<typeof pdfExportAcceptedSchema>> {
      const caller = requireAuth(request).userId.toLowerCase();
      if (!deps.connectionIds.belongsTo(body.wsId, caller)) {
        throw new HttpError(403, 'wsId is not a socket connection of yours.');
      }
      // The own book, or a book the caller may read (instructors and TAs of its owner).
      await requireBookAccess(deps.db, caller, [body.uuid], 'read');
      const exportId = (body.exportId ?? randomUUID()).toLowerCase();
      if (await files.findFile(deps.db, makeFileName(caller, exportId, 'application/pdf'))) {
        throw new HttpError(409, 'This exportId was already used; make a new one.');
      }
      if (waiting >= MAX_WAITING_EXPORTS) {
        throw new HttpError(429, 'Too many PDF exports are waiting; try again in a minute.');
      }
      waiting += 1;
      const job = { exportId, userId: caller, body };
      tail = tail.then(() => run(job)).finally(() => (waiting -= 1));
      return { exportId };
    },

    /** Resolves when every accepted export has finished (the app waits for it on close). */
    drain: (): Promise<void> => tail,
  };
}
