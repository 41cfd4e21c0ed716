import { chromium } from 'playwright-core';
import { FOOTER_TEMPLATE } from './pdf-html';

/** Turns a finished HTML document into PDF bytes. */
export interface PdfRenderer {
  render(input: {
    document: string;
    headerTemplate: string;
    /** The user's time zone, for anything the page shows as a date. */
    timeZone: string;
  }): Promise<Buffer>;
}

/** Debian's Chromium as a server process: no sandbox as root, no background connections. */
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const RENDER_TIMEOUT_MS = 60_000;

/** Nothing but inline styles, data images and the portal's files; no script, frame or form. */
const rendererCsp = (allowed: string[]) =>
  `default-src 'none'; img-src data: ${allowed.join(' ')}; style-src 'unsafe-inline'; ` +
  "base-uri 'self'; form-action 'none'; frame-src 'none'";

/**
 * Headless Chromium through playwright-core, one browser per render (nothing lingers between
 * exports, a crash takes only one export with it). The page runs no script and may load only
 * addresses under `allowedPrefix` (the portal's signed file URLs); everything else is aborted.
 */
export function createChromiumRenderer(options: {
  executablePath: string;
  allowedPrefix: string;
  /** Also allowed: where an object store serves the files (STORAGE_DRIVER=s3). */
  storePrefixes?: string[];
}): PdfRenderer {
  const allowed = [options.allowedPrefix, ...(options.storePrefixes ?? [])];
  return {
    async render({ document, headerTemplate, timeZone }) {
      const browser = await chromium.launch({
        executablePath: options.executablePath,
        args: LAUNCH_ARGS,
        timeout: RENDER_TIMEOUT_MS,
      });
      try {
        const context = await browser.newContext({
          javaScriptEnabled: false,
          timezoneId: timeZone,
          serviceWorkers: 'block',
          acceptDownloads: false,
        });
        await context.route('**/*', (route) => {
          const url = route.request().url();
          return allowed.some((prefix) => url.startsWith(prefix)) &&
            route.request().method() === 'GET'
            ? route.continue()
            : route.abort('blockedbyclient');
        });
        const page = await context.newPage();
        page.setDefaultTimeout(RENDER_TIMEOUT_MS);
        // The document is served with a CSP header of the renderer's own: requests the route
        // never sees (a prefetch) are refused too, whatever the document says.
        const documentUrl = `${options.allowedPrefix}__pdf-export__.html`;
        await page.route(documentUrl, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html; charset=utf-8',
            headers: { 'content-security-policy': rendererCsp(allowed) },
            body: document,
          }),
        );
        await page.goto(documentUrl, { waitUntil: 'load' });
        await page.emulateMedia({ media: 'print' });
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate,
          footerTemplate: FOOTER_TEMPLATE,
          margin: { top: '64px', bottom: '48px', left: '40px', right: '40px' },
        });
      } finally {
        await browser.close().catch(() => undefined);
      }
    },
  };
}
