import type { UnknownExportBody } from '@common/schemas/exports';
import { serviceUrl, type ApiContext } from '@/lib/services';

/**
 * The PDF exports of this tab, as the app hands them in (the lab book's exporter over the auth
 * socket, src/features/lab-book/api/export-pdf.ts): `runExport` stamps the request with the
 * tab's socket, an export id and the clock, waits for `pdf-ready` and downloads the file.
 */
export interface PdfJobs {
  isReady(): boolean;
  subscribe(onChange: () => void): () => void;
  runExport(
    post: (stamp: PdfJobStamp) => Promise<unknown>,
    locale?: string,
  ): Promise<{ fileName: string }>;
}

export interface PdfJobStamp {
  wsId: string;
  exportId: string;
  timeZone: string;
  shortTimeZone: string;
  printTime: string;
}

export type UnknownExportInput = Omit<UnknownExportBody, keyof PdfJobStamp | 'isUnknownExport'>;

/**
 * POST {functions}/pdf with `isUnknownExport` (spec 3 §7): the server gathers the group's
 * unknown reports itself and answers 202; the file comes back on the socket as
 * `Unknowns-{group}.pdf`.
 */
export function postUnknownExport(
  { api, config }: ApiContext,
  input: UnknownExportInput,
  stamp: PdfJobStamp,
) {
  return api.request(serviceUrl(config.services.functions, 'pdf'), {
    store: 'portfolioExports',
    method: 'POST',
    body: { ...input, ...stamp, isUnknownExport: true },
    parse: async (data) =>
      (await import('@common/schemas/functions')).pdfExportAcceptedSchema.parse(data),
  });
}

export function exportUnknownReports(
  ctx: ApiContext,
  jobs: PdfJobs,
  input: UnknownExportInput,
  locale: string,
): Promise<{ fileName: string }> {
  return jobs.runExport((stamp) => postUnknownExport(ctx, input, stamp), locale);
}
