import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PdfRequestBody } from '@common/schemas/exports';
import type { pdfExportAcceptedSchema } from '@common/schemas/functions';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError, loggableError } from '../../plugins/errors';
import { makeFileName, type FileStorage } from '../../storage/storage';
import type { ConnectionIds } from '../auth-socket/connection-id';
import * as files from '../files/repository';
import { requireBookAccess } from '../lab-book/access';
import { insertJob, type PdfJobRow } from './jobs-repository';
import { headerTemplate, pdfDocument, pdfFileName, sanitizePdfHtml } from './pdf-html';
import type { PdfRenderer } from './pdf-renderer';
import { prepareUnknownExport } from './unknown-export';

/** Exports accepted and not yet delivered, across every instance; more are refused with 429. */
export const MAX_WAITING_EXPORTS = 20;

export interface PdfServiceDeps {
  db: Db;
  storage: FileStorage;
  connectionIds: ConnectionIds;
  renderer: PdfRenderer;
  publicUrl: string;
  /** Where an object store serves the files (STORAGE_DRIVER=s3): images may come from there. */
  storePrefixes?: string[];
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** What one export renders: made when its turn comes, so signed image addresses are fresh. */
export interface PdfPage {
  /** The body HTML, sanitized here like every PDF body. */
  html: string;
  header: Parameters<typeof headerTemplate>[0];
  timeZone: string;
  fileName: string;
}

/**
 * `POST /functions/pdf`: checks who may export what, stores the export as a job in the
 * database (pdf_export_jobs) and answers at once; a worker of any instance renders it
 * (pdf-worker.ts calls `render`). Two exports share it: a lab book (the client's HTML, spec 2 §7)
 * and a group's unknown reports (gathered from the database when rendered, spec 3 §7;
 * unknown-export.ts).
 */
export function createPdfService(deps: PdfServiceDeps) {
  const now = deps.now ?? (() => new Date());

  /** The page of a stored job; unknown reports are checked and gathered again, as of now. */
  async function pageOf(job: PdfJobRow): Promise<PdfPage> {
    const body = job.request;
    if (body.isUnknownExport) return (await prepareUnknownExport(deps, job.userId, body))();
    return {
      html: body.html,
      header: body,
      timeZone: body.timeZone,
      fileName: pdfFileName(body.name || body.printName, now(), body.timeZone),
    };
  }

  return {
    async accept(
      request: FastifyRequest,
      body: PdfRequestBody,
      announce: () => Promise<void>,
    ): Promise<z.output<typeof pdfExportAcceptedSchema>> {
      const caller = requireAuth(request).userId.toLowerCase();
      if (!deps.connectionIds.belongsTo(body.wsId, caller)) {
        throw new HttpError(403, 'wsId is not a socket connection of yours.');
      }
      if (body.isUnknownExport) {
        // Refusals (403, 404, too many reports) are answered now; the page is made later.
        await prepareUnknownExport(deps, caller, body);
      } else {
        // The caller's own book, or a book the caller may read (instructors and TAs of its owner).
        await requireBookAccess(deps.db, caller, [body.uuid], 'read');
      }
      const exportId = (body.exportId ?? randomUUID()).toLowerCase();
      const used = () => new HttpError(409, 'This exportId was already used; make a new one.');
      if (await files.findFile(deps.db, makeFileName(caller, exportId, 'application/pdf'))) {
        throw used();
      }
      const added = await insertJob(
        deps.db,
        {
          userId: caller,
          exportId,
          connectionId: body.wsId,
          kind: body.isUnknownExport ? 'unknown-reports' : 'lab-book',
          request: body,
        },
        MAX_WAITING_EXPORTS,
      );
      if (added === 'duplicate') throw used();
      if (added === 'full') {
        throw new HttpError(429, 'Too many PDF exports are waiting; try again in a minute.');
      }
      // The job is stored: a lost NOTIFY only delays it until the next poll.
      await announce().catch((cause: unknown) =>
        deps.log.warn(
          { exportId, err: loggableError(cause) },
          'PDF job not announced; the poll will find it',
        ),
      );
      return { exportId };
    },

    /** Renders a job and stores the file: what the pdf-ready event carries. */
    async render(job: PdfJobRow): Promise<{ url: string; fileName: string }> {
      const { userId, exportId } = job;
      const page = await pageOf(job);
      const clean = sanitizePdfHtml(page.html, deps.publicUrl, deps.storePrefixes);
      const bytes = await deps.renderer.render({
        document: pdfDocument(clean, deps.publicUrl, deps.storePrefixes),
        headerTemplate: headerTemplate(page.header),
        timeZone: page.timeZone,
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
      return { url: (await deps.storage.downloadUrl(fileName)).url, fileName: page.fileName };
    },
  };
}
