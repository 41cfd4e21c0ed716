import { useCallback, useSyncExternalStore } from 'react';
import { useMutation } from '@tanstack/react-query';
import { v4 as uuidv4 } from 'uuid';
import type { PdfExportBody, PdfSocketEvent } from '@common/schemas/functions';
import { formatLabBookDate } from '@common/domain/relative-time';
import { saveFile } from '@/lib/save-file';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { useOnline } from '@/lib/use-online';
import { useLabBookDevice } from '../device';

/**
 * Spec 2 §7 "PDF export": POST {functions}/pdf with the HTML and this tab's socket connection id
 * (wsId); the server renders in the background and announces the stored file on the auth socket
 * (`pdf-ready`), which is then downloaded. `pdf-failed` (or no answer) rejects the export.
 */

/** The auth socket as the export needs it (src/features/auth/auth-socket.ts, given by the app). */
export interface PdfExportSocket {
  connectionId(): string | null;
  subscribe(listener: (message: { type: string }) => void): () => void;
}

/** What the caller tells about the book; the socket, the export id and the clock are added here. */
export type PdfExportInput = Omit<
  PdfExportBody,
  'wsId' | 'exportId' | 'timeZone' | 'shortTimeZone' | 'printTime'
> & { locale?: string };

/** The reader's time zone, its short name and the print time, as the PDF's header shows them. */
export function printClock(now: Date, locale?: string) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const shortTimeZone =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return { timeZone, shortTimeZone, printTime: formatLabBookDate(now.getTime()) };
}

/** Give up waiting for the socket event after this long (the render itself takes seconds). */
export const PDF_EXPORT_TIMEOUT_MS = 3 * 60_000;

export class PdfExportError extends Error {
  constructor(readonly reason: 'no-socket' | 'failed' | 'timeout' | 'download') {
    super(`PDF export ${reason}`);
    this.name = 'PdfExportError';
  }
}

/** The zod schemas load with the first export, not with the app shell (bootstrap builds this). */
const loadSchemas = () => import('@common/schemas/functions');
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

export function postPdfExport({ api, config }: ApiContext, body: PdfExportBody) {
  return api.request(serviceUrl(config.services.functions, 'pdf'), {
    store: 'labBook',
    method: 'POST',
    body,
    parse: async (data) => (await loadSchemas()).pdfExportAcceptedSchema.parse(data),
  });
}

/** Resolves with the export's event; listens before the request goes out, so none is missed. */
export function waitForPdfEvent(
  socket: PdfExportSocket,
  exportId: string,
  { pdfSocketEventSchema }: Pick<Schemas, 'pdfSocketEventSchema'>,
  timeoutMs = PDF_EXPORT_TIMEOUT_MS,
): { event: Promise<PdfSocketEvent & { type: 'pdf-ready' }>; cancel(): void } {
  let cancel = () => {};
  const event = new Promise<PdfSocketEvent & { type: 'pdf-ready' }>((resolve, reject) => {
    const timer = setTimeout(() => finish(new PdfExportError('timeout')), timeoutMs);
    const unsubscribe = socket.subscribe((message) => {
      const parsed = pdfSocketEventSchema.safeParse(message);
      if (!parsed.success || parsed.data.exportId !== exportId) return;
      finish(parsed.data.type === 'pdf-ready' ? parsed.data : new PdfExportError('failed'));
    });
    function finish(result: (PdfSocketEvent & { type: 'pdf-ready' }) | Error) {
      clearTimeout(timer);
      unsubscribe();
      if (result instanceof Error) reject(result);
      else resolve(result);
    }
    cancel = () => finish(new PdfExportError('failed'));
  });
  return { event, cancel: () => cancel() };
}

/** Spec 2 §9 "Upload/download retries 5": the finished PDF is fetched up to this many times. */
export const PDF_DOWNLOAD_TRIES = 5;

/**
 * The stored PDF's bytes, tried up to 5 times with a growing pause (1, 2, 4, 8 s): a flaky
 * network must not lose an export the server has already made.
 */
export async function fetchPdf(
  url: string,
  options: { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void> } = {},
): Promise<Blob> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await doFetch(url);
      if (response.ok) return await response.blob();
    } catch {
      // A network error: tried again like a failed answer.
    }
    if (attempt >= PDF_DOWNLOAD_TRIES) throw new PdfExportError('download');
    await sleep(1000 * 2 ** (attempt - 1));
  }
}

/** What every PDF request of this tab carries: its socket, the export's id and the clock. */
export type PdfJobStamp = Pick<
  PdfExportBody,
  'wsId' | 'exportId' | 'timeZone' | 'shortTimeZone' | 'printTime'
> & { wsId: string; exportId: string };

export interface PdfExporter {
  /** A socket connection is registered: an export can be announced to this tab. */
  isReady(): boolean;
  /** Calls back when that changes. */
  subscribe(onChange: () => void): () => void;
  /** Posts, waits for `pdf-ready`, downloads; resolves with the file's name. */
  exportPdf(input: PdfExportInput): Promise<{ fileName: string }>;
  /**
   * Any other export of the PDF function (the Portfolio's unknown reports): `post` sends the
   * request with the stamp; then as `exportPdf`, it waits for `pdf-ready` and downloads.
   */
  runExport(
    post: (stamp: PdfJobStamp) => Promise<unknown>,
    locale?: string,
  ): Promise<{ fileName: string }>;
}

/** Built once by the app (bootstrap) from its API client and auth socket. */
export function createPdfExporter(ctx: ApiContext, socket: PdfExportSocket): PdfExporter {
  async function runExport(
    post: (stamp: PdfJobStamp) => Promise<unknown>,
    locale?: string,
  ): Promise<{ fileName: string }> {
    const wsId = socket.connectionId();
    if (!wsId) throw new PdfExportError('no-socket');
    const exportId = uuidv4();
    const waiting = waitForPdfEvent(socket, exportId, await loadSchemas());
    try {
      await post({ ...printClock(new Date(), locale), wsId, exportId });
    } catch (error) {
      waiting.cancel();
      await waiting.event.catch(() => undefined);
      throw error;
    }
    const ready = await waiting.event;
    // Saved under the export's name (the address's own name is the server's file id).
    saveFile(await fetchPdf(ready.url), ready.fileName);
    return { fileName: ready.fileName };
  }
  return {
    isReady: () => socket.connectionId() !== null,
    subscribe: (onChange) =>
      socket.subscribe((message) => {
        if (message.type === 'registered' || message.type === 'closed') onChange();
      }),
    exportPdf({ locale, ...book }) {
      return runExport((stamp) => postPdfExport(ctx, { ...book, ...stamp }), locale);
    },
    runExport,
  };
}

const never = () => () => {};

/** The lab book's export: availability (online, socket registered) and the mutation. */
export function useExportPdf() {
  const { pdfExporter } = useLabBookDevice();
  const isOnline = useOnline();
  const subscribe = useCallback(
    (onChange: () => void) => pdfExporter?.subscribe(onChange) ?? never(),
    [pdfExporter],
  );
  const hasSocket = useSyncExternalStore(
    subscribe,
    () => pdfExporter?.isReady() ?? false,
    () => false,
  );
  const mutation = useMutation({
    mutationFn: (input: PdfExportInput) => {
      if (!pdfExporter) throw new PdfExportError('no-socket');
      return pdfExporter.exportPdf(input);
    },
    networkMode: 'online',
  });
  return {
    unavailable: !isOnline ? ('offline' as const) : !hasSocket ? ('no-socket' as const) : null,
    mutation,
  };
}
