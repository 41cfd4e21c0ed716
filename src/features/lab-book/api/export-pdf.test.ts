import { describe, expect, it, vi } from 'vitest';
import * as schemas from '@common/schemas/functions';
import type { ApiContext } from '@/lib/services';
import {
  createPdfExporter,
  fetchPdf,
  PDF_DOWNLOAD_TRIES,
  PdfExportError,
  printClock,
  waitForPdfEvent,
  type PdfExportSocket,
} from './export-pdf';

const EXPORT_ID = '0196a3c4-0000-4000-8000-000000000001';
const WS_ID = 'KftMTlDMykd4jvnM55TCHN3E.-1AdCi-sKmlo_jfJaTyN495x0oR3c1Bal_ypCcjlj8g';

function fakeSocket(connectionId: string | null = 'nonce.signature') {
  const listeners = new Set<(message: { type: string }) => void>();
  const socket: PdfExportSocket = {
    connectionId: () => connectionId,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { socket, listeners, emit: (m: object) => listeners.forEach((l) => l(m as never)) };
}

describe('waitForPdfEvent', () => {
  it("resolves with this export's pdf-ready only, then stops listening", async () => {
    const { socket, listeners, emit } = fakeSocket();
    const { event } = waitForPdfEvent(socket, EXPORT_ID, schemas);
    emit({ type: 'pong' });
    emit({
      type: 'pdf-ready',
      exportId: '0196a3c4-0000-4000-8000-000000000002',
      url: 'x',
      fileName: 'y',
    });
    emit({ type: 'pdf-ready', exportId: EXPORT_ID, url: '/files/a', fileName: 'lab-book.pdf' });
    await expect(event).resolves.toMatchObject({ url: '/files/a', fileName: 'lab-book.pdf' });
    expect(listeners.size).toBe(0);
  });

  it('rejects on pdf-failed and on timeout', async () => {
    const failed = fakeSocket();
    const waiting = waitForPdfEvent(failed.socket, EXPORT_ID, schemas);
    failed.emit({ type: 'pdf-failed', exportId: EXPORT_ID });
    await expect(waiting.event).rejects.toEqual(new PdfExportError('failed'));

    vi.useFakeTimers();
    try {
      const silent = fakeSocket();
      const timedOut = waitForPdfEvent(silent.socket, EXPORT_ID, schemas, 1000);
      vi.advanceTimersByTime(1001);
      await expect(timedOut.event).rejects.toEqual(new PdfExportError('timeout'));
      expect(silent.listeners.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createPdfExporter', () => {
  const input = { html: '<p>x</p>', uuid: EXPORT_ID, name: 'Ana', printName: 'Ana' };

  it('needs a registered socket connection', async () => {
    const request = vi.fn();
    const exporter = createPdfExporter(
      { api: { request }, config: { services: { functions: '/functions' } } } as never,
      fakeSocket(null).socket,
    );
    expect(exporter.isReady()).toBe(false);
    await expect(exporter.exportPdf(input)).rejects.toEqual(new PdfExportError('no-socket'));
    expect(request).not.toHaveBeenCalled();
  });

  it('posts the HTML with the wsId, an export id and the clock; a refused post stops listening', async () => {
    const { socket, listeners } = fakeSocket(WS_ID);
    const request = vi.fn(async () => {
      throw new Error('403');
    });
    const ctx = { api: { request }, config: { services: { functions: '/functions' } } };
    const exporter = createPdfExporter(ctx as unknown as ApiContext, socket);
    await expect(exporter.exportPdf(input)).rejects.toThrow('403');
    const [url, options] = request.mock.calls[0] as unknown as [string, { body: object }];
    expect(url).toBe('/functions/pdf');
    const body = schemas.pdfExportBodySchema.parse(options.body);
    expect(body).toMatchObject({ ...input, wsId: WS_ID, email: '' });
    expect(body.exportId).toMatch(/^[0-9a-f-]{36}$/);
    expect(listeners.size).toBe(0);
  });

  it('prints the time zone, its short name and the time', () => {
    const clock = printClock(new Date('2026-05-04T08:30:00Z'), 'en');
    expect(clock.timeZone).toBeTruthy();
    expect(clock.shortTimeZone).toBeTruthy();
    expect(clock.printTime).toMatch(/^2026\/05\/\d{1,2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('fetchPdf', () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => void sleeps.push(ms);

  it('tries the finished PDF up to 5 times (network errors and failed answers alike)', async () => {
    sleeps.length = 0;
    let calls = 0;
    const flaky = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls < 5) return new Response('busy', { status: 503 });
      return new Response('%PDF-1.7', { status: 200 });
    });
    const blob = await fetchPdf('/files/a/b.pdf', { fetch: flaky as typeof fetch, sleep });
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(flaky).toHaveBeenCalledTimes(PDF_DOWNLOAD_TRIES);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000]);
  });

  it('gives up after the fifth failure', async () => {
    const down = vi.fn(async () => new Response('', { status: 502 }));
    await expect(
      fetchPdf('/files/a/b.pdf', { fetch: down as typeof fetch, sleep }),
    ).rejects.toEqual(new PdfExportError('download'));
    expect(down).toHaveBeenCalledTimes(5);
  });
});
