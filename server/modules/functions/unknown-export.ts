import type { z } from 'zod';
import { isDeletedAccount } from '@common/domain/groups';
import { exportFileName } from '@common/domain/lab-cam';
import type { unknownExportBodySchema } from '@common/schemas/exports';
import { HttpError } from '../../plugins/errors';
import { listMembers } from '../groups/repository';
import { requireGroupInstructor } from './export-access';
import { listUnknownReports, MAX_UNKNOWN_REPORTS } from './exports-repository';
import type { PdfPage, PdfServiceDeps } from './service';
import { unknownReportHtml } from './unknown-report-html';

type Body = z.output<typeof unknownExportBodySchema>;

/**
 * The unknown-report export (spec 3 §7), checked and gathered when it is asked for: the caller
 * must be an instructor of the open group (export-access.ts); the reports are the entries that a
 * lab marked as unknown reports in the books of the group's students, read from the database
 * (the client sends no HTML). The page itself is made when the export's turn comes.
 */
export async function prepareUnknownExport(
  deps: Pick<PdfServiceDeps, 'db' | 'storage'>,
  caller: string,
  body: Body,
): Promise<() => Promise<PdfPage>> {
  const group = await requireGroupInstructor(deps.db, caller, body.groupId);
  const students = (await listMembers(deps.db, group.id, true)).filter(
    (member) => !isDeletedAccount(member.email),
  );
  const entries = await listUnknownReports(
    deps.db,
    students.map((student) => student.userId),
  );
  if (entries.length === 0) {
    throw new HttpError(404, 'The students of this group have no unknown reports yet.');
  }
  if (entries.length > MAX_UNKNOWN_REPORTS) {
    throw new HttpError(
      409,
      `This group has more than ${MAX_UNKNOWN_REPORTS} unknown reports, too many for one PDF.`,
    );
  }
  const html = (fileUrl: (fileName: string) => string) =>
    unknownReportHtml(students, entries, {
      groupName: group.name,
      dontPrintName: body.dontPrintName,
      dontPrintTime: body.dontPrintTime,
      lang: body.lang,
      timeZone: body.timeZone,
      fileUrl,
    });
  return async () => {
    // Signing may be asynchronous (S3): the files the page names are signed first.
    const names = new Set<string>();
    html((fileName) => (names.add(fileName), ''));
    const urls = new Map<string, string>();
    for (const fileName of names) {
      urls.set(fileName, (await deps.storage.downloadUrl(fileName)).url);
    }
    return page(html((fileName) => urls.get(fileName) ?? ''));
  };

  function page(content: string): PdfPage {
    return {
      html: content,
      header: {
        name: group.name,
        email: '',
        printName: body.dontPrintName ? '' : body.printName,
        printTime: body.dontPrintTime ? '' : body.printTime,
        shortTimeZone: body.dontPrintTime ? '' : body.shortTimeZone,
      },
      timeZone: body.timeZone,
      fileName: exportFileName('Unknowns', group.name, 'pdf'),
    };
  }
}
