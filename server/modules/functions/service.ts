import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { PdfRequestBody } from '@common/schemas/exports';
import type { pdfExportAcceptedSchema } from '@common/schemas/functions';
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
import { prepareUnknownExport } from './unknown-export';

/** Exports waiting for their turn in this process; more are refused with 429. */
export const MAX_WAITING_EXPORTS = 20;

export interface PdfServiceDeps {
  db: Db;
  storage: FileStorage;
  events: Pick<AuthEvents, 'publish'>;
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

interface Job {
  exportId: string;
  userId: string;
  wsId: string;
  /** 'lab-book' or 'unknown-reports', for the logs. */
  kind: string;
  page: () => PdfPage | Promise<PdfPage>;
}

/**
 * `POST /functions/pdf`: checks who may export what, answers at once, and renders in the
 * background, one export at a time per process. The result (or the failure) reaches the
 * exporting tab as an auth-socket event through LISTEN/NOTIFY, so any instance may hold it.
 * Two exports share it: a lab book (the client's HTML, spec 2 §7) and a group's unknown reports
 * (gathered here from the database, spec 3 §7; unknown-export.ts).
 */
export function createPdfService(deps: PdfServiceDeps) {
  const now = deps.now ?? (() => new Date());
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;

  async function run(job: Job): Promise<void> {
    const { userId, exportId, kind } = job;
    const target = { userId, connectionId: job.wsId, exportId };
    try {
      const page = await job.page();
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
      await deps.events.publish({
        type: 'pdf-ready',
        ...target,
        url: (await deps.storage.downloadUrl(fileName)).url,
        fileName: page.fileName,
      });
      deps.log.info({ exportId, kind, size: bytes.length }, 'PDF ready');
    } catch (error) {
      // Spec 2 §8: logged, the export is rejected, no message for the user.
      deps.log.error({ exportId, kind, err: loggableError(error) }, 'PDF export failed');
      await deps.events
        .publish({ type: 'pdf-failed', ...target })
        .catch((cause: unknown) =>
          deps.log.error({ exportId, err: loggableError(cause) }, 'pdf-failed not sent'),
        );
    }
  }

  /** The caller's own book, or a book the caller may read (instructors and TAs of its owner). */
  async function labBookJob(
    caller: string,
    body: Extract<PdfRequestBody, { uuid: string }>,
  ): Promise<Job['page']> {
    await requireBookAccess(deps.db, caller, [body.uuid], 'read');
    return () => ({
      html: body.html,
      header: body,
      timeZone: body.timeZone,
      fileName: pdfFileName(body.name || body.printName, now(), body.timeZone),
    });
  }

  return {
    async accept(
      request: FastifyRequest,
      body: PdfRequestBody,
    ): Promise<z.output<typeof pdfExportAcceptedSchema>> {
      const caller = requireAuth(request).userId.toLowerCase();
      if (!deps.connectionIds.belongsTo(body.wsId, caller)) {
        throw new HttpError(403, 'wsId is not a socket connection of yours.');
      }
      const page = body.isUnknownExport
        ? await prepareUnknownExport(deps, caller, body)
        : await labBookJob(caller, body);
      const exportId = (body.exportId ?? randomUUID()).toLowerCase();
      if (await files.findFile(deps.db, makeFileName(caller, exportId, 'application/pdf'))) {
        throw new HttpError(409, 'This exportId was already used; make a new one.');
      }
      if (waiting >= MAX_WAITING_EXPORTS) {
        throw new HttpError(429, 'Too many PDF exports are waiting; try again in a minute.');
      }
      waiting += 1;
      const job: Job = {
        exportId,
        userId: caller,
        wsId: body.wsId,
        kind: body.isUnknownExport ? 'unknown-reports' : 'lab-book',
        page,
      };
      tail = tail.then(() => run(job)).finally(() => (waiting -= 1));
      return { exportId };
    },

    /** Resolves when every accepted export has finished (the app waits for it on close). */
    drain: (): Promise<void> => tail,
  };
}
