import { listName } from '@common/domain/display-name';
import { labName } from '@common/domain/lab-names';
import { formatLabBookDate } from '@common/domain/relative-time';
import { replaceFileImages, withImageSource } from '@common/domain/stored-files';
import type { EXPORT_LANGUAGES } from '@common/schemas/exports';
import { fileOwnerId } from '../../storage/storage';
import { escapeHtml } from './pdf-html';

/**
 * The printable body of the unknown-report export (spec 3 §7), made on the server from the
 * database (pure: tested in unknown-report-html.test.ts). One section per student, in list-name
 * order, with each report's lab, time and content; images of the student's own files are shown
 * through signed addresses, anything else is dropped. The result is sanitized again
 * (sanitizePdfHtml) like every PDF body.
 */

type Language = (typeof EXPORT_LANGUAGES)[number];

const WORDS: Record<
  Language,
  { title: string; student: (n: number) => string; count: (reports: number) => string }
> = {
  en: {
    title: 'Unknown reports',
    student: (n) => `Student ${n}`,
    count: (n) => (n === 1 ? '1 report' : `${n} reports`),
  },
  es: {
    title: 'Informes de incógnitas',
    student: (n) => `Estudiante ${n}`,
    count: (n) => (n === 1 ? '1 informe' : `${n} informes`),
  },
  pt: {
    title: 'Relatórios de incógnitas',
    student: (n) => `Estudante ${n}`,
    count: (n) => (n === 1 ? '1 relatório' : `${n} relatórios`),
  },
};

export interface UnknownReportStudent {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
}

export interface UnknownReportEntry {
  actorId: string;
  labType: number;
  timestamp: number;
  /** Sanitized entry HTML, as stored. */
  content: string;
  fileName: string | null;
}

export interface UnknownReportOptions {
  groupName: string;
  dontPrintName: boolean;
  dontPrintTime: boolean;
  lang: Language;
  timeZone: string;
  /** A signed address of a stored file the renderer may load. */
  fileUrl(fileName: string): string;
}

const IMAGE_FILE = /\.(png|jpg)$/i;

/** The entry's HTML with images of the owner's files signed; others' files are dropped. */
function entryHtml(entry: UnknownReportEntry, options: UnknownReportOptions): string {
  const content = replaceFileImages(entry.content, (reference, tag) =>
    fileOwnerId(reference.name) === entry.actorId
      ? withImageSource(tag, options.fileUrl(reference.name))
      : '',
  );
  const attached =
    entry.fileName &&
    IMAGE_FILE.test(entry.fileName) &&
    fileOwnerId(entry.fileName) === entry.actorId
      ? `<p><img src="${escapeHtml(options.fileUrl(entry.fileName))}" alt=""></p>`
      : '';
  return content + attached;
}

export function unknownReportHtml(
  students: readonly UnknownReportStudent[],
  entries: readonly UnknownReportEntry[],
  options: UnknownReportOptions,
): string {
  const words = WORDS[options.lang];
  const byStudent = new Map<string, UnknownReportEntry[]>();
  for (const entry of entries) {
    const list = byStudent.get(entry.actorId) ?? [];
    list.push(entry);
    byStudent.set(entry.actorId, list);
  }
  const sorted = [...students]
    .filter((student) => byStudent.has(student.userId))
    .sort((a, b) => listName(a).localeCompare(listName(b), options.lang, { sensitivity: 'base' }));
  const sections = sorted.map((student, index) => {
    const reports = [...byStudent.get(student.userId)!].sort((a, b) => a.timestamp - b.timestamp);
    const name = options.dontPrintName ? words.student(index + 1) : listName(student);
    const items = reports.map((entry) => {
      const when = options.dontPrintTime
        ? ''
        : ` · ${escapeHtml(formatLabBookDate(entry.timestamp, options.timeZone))}`;
      return `<section><h3>${escapeHtml(labName(entry.labType))}${when}</h3>${entryHtml(entry, options)}</section>`;
    });
    return `<article><h2>${escapeHtml(name)}</h2><p>${words.count(reports.length)}</p>${items.join('')}</article>`;
  });
  return `<header><h1>${escapeHtml(`${words.title} · ${options.groupName}`)}</h1></header>${sections.join('')}`;
}
