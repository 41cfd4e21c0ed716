import sanitizeHtml from 'sanitize-html';
import { PDF_IMAGE_MAX_WIDTH_PX } from '@common/schemas/functions';
import { ENTRY_HTML_OPTIONS, LINK } from '../lab-book/sanitize';

/**
 * The printable document of a lab-book export (pure: tested in pdf-html.test.ts). The client's
 * HTML is cleaned again here (it comes from the user's browser), then placed in a page of our
 * own with a print stylesheet and a CSP that lets nothing load but images of the portal's files.
 */

const DATA_IMAGE = /^data:image\/(png|jpeg);base64,[a-z0-9+/=\s]*$/i;

/** Where the portal's files are served: the only addresses the renderer may load. */
export function filesPrefix(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/files/`;
}

function imageSource(src: string, publicUrl: string, storePrefixes: string[]): string | null {
  const value = src.trim();
  if (DATA_IMAGE.test(value)) return value;
  const absolute = value.startsWith('/files/') ? `${publicUrl.replace(/\/+$/, '')}${value}` : value;
  const prefix = [filesPrefix(publicUrl), ...storePrefixes].find((p) => absolute.startsWith(p));
  if (!prefix) return null;
  try {
    const url = new URL(absolute);
    // No way out of /files/ through dots or encoded slashes.
    if (!url.href.startsWith(prefix) || /%2f|%5c|\.\./i.test(url.pathname)) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The entry rules (server/modules/lab-book/sanitize.ts) plus the page's structure; links lose
 * their target, and images may only come from the portal's files or be inline PNG/JPEG.
 */
export function sanitizePdfHtml(
  html: string,
  publicUrl: string,
  /** Where an object store serves the files (STORAGE_DRIVER=s3), besides the portal. */
  storePrefixes: string[] = [],
): string {
  return sanitizeHtml(html, {
    ...ENTRY_HTML_OPTIONS,
    allowedTags: [
      ...ENTRY_HTML_OPTIONS.allowedTags,
      'article',
      'section',
      'header',
      'footer',
      'hr',
      'small',
      'time',
    ],
    allowedAttributes: { ...ENTRY_HTML_OPTIONS.allowedAttributes, a: ['href'] },
    nonTextTags: [...ENTRY_HTML_OPTIONS.nonTextTags, 'button', 'select'],
    transformTags: {
      a: (tagName, attribs) => {
        const href = (attribs.href ?? '').trim();
        const safe: Record<string, string> = LINK.test(href) ? { href } : {};
        return { tagName, attribs: safe };
      },
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        const safe = imageSource(src ?? '', publicUrl, storePrefixes);
        return { tagName, attribs: safe ? { ...rest, src: safe } : rest };
      },
    },
  });
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  @page { size: A4; }
  html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 11pt;
    color: #111; line-height: 1.4; margin: 0; }
  article { break-inside: auto; border-top: 1px solid #bbb; padding-top: 8px; margin-top: 12px; }
  article:first-child { border-top: 0; margin-top: 0; }
  h1, h2, h3 { break-after: avoid; margin: 0 0 4px; }
  h2 { font-size: 14pt; }
  ul, ol { padding-left: 18px; }
  li { margin: 4px 0; break-inside: avoid; }
  img { max-width: min(100%, ${PDF_IMAGE_MAX_WIDTH_PX}px); height: auto; }
  pre, code { white-space: pre-wrap; font-family: "DejaVu Sans Mono", monospace; }
  .ql-align-center { text-align: center; } .ql-align-right { text-align: right; }
  .ql-align-justify { text-align: justify; }
  a { color: #1c5d99; }
`;

/** The page Chromium renders: already-sanitized body, our stylesheet, a CSP of our own. */
export function pdfDocument(
  cleanBody: string,
  publicUrl: string,
  storePrefixes: string[] = [],
): string {
  const base = escapeHtml(`${publicUrl.replace(/\/+$/, '')}/`);
  const files = escapeHtml([filesPrefix(publicUrl), ...storePrefixes].join(' '));
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: ${files}; style-src 'unsafe-inline'">`,
    `<base href="${base}">`,
    `<style>${STYLE}</style></head><body>${cleanBody}</body></html>`,
  ].join('');
}

export interface PdfHeader {
  name: string;
  email: string;
  printName: string;
  printTime: string;
  shortTimeZone: string;
}

/** Chromium's header template (its own tiny document: sizes must be set, nothing loads). */
export function headerTemplate(header: PdfHeader): string {
  const owner = header.email
    ? `${escapeHtml(header.name)} &lt;${escapeHtml(header.email)}&gt;`
    : escapeHtml(header.name);
  const printed = [header.printName, `${header.printTime} ${header.shortTimeZone}`.trim()]
    .filter(Boolean)
    .map(escapeHtml)
    .join(' · ');
  return (
    '<div style="font-size:8px;font-family:sans-serif;color:#444;width:100%;margin:0 40px;' +
    'display:flex;justify-content:space-between;gap:16px">' +
    `<span>${owner}</span><span>${printed}</span></div>`
  );
}

export const FOOTER_TEMPLATE =
  '<div style="font-size:8px;font-family:sans-serif;color:#444;width:100%;text-align:center">' +
  '<span class="pageNumber"></span> / <span class="totalPages"></span></div>';

/** `lab-book-ana-lopez-2026-05-01.pdf`: the owner's name and the day in the user's time zone. */
export function pdfFileName(name: string, at: Date, timeZone: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return ['lab-book', slug, day].filter(Boolean).join('-') + '.pdf';
}
