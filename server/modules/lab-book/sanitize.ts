import sanitizeHtml from 'sanitize-html';

/**
 * Lab-book entry HTML, cleaned before it is stored (OWASP ASVS V1/V3; the client cleans again
 * with DOMPurify before rendering). Keeps what the Quill editor of spec 2 "Lab-book editor"
 * makes: bold, italic, underline, strike, script, link, header, blockquote, code(-block), list,
 * indent, align, direction, font, size, formula, colour and background, and inline images.
 */

export const LINK = /^(https?:|mailto:|ftp:)/i;
/** Images: http(s), the portal's own files, and PNG/JPEG data URLs (inline images, type 3). */
const IMAGE_SOURCE =
  /^(https?:\/\/|\/files\/(?!.*\.\.)|data:image\/(png|jpeg);base64,[a-z0-9+/=\s]*$)/i;

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

/** Also the base of the PDF export's cleaning (server/modules/functions/pdf-html.ts). */
export const ENTRY_HTML_OPTIONS = {
  allowedTags: [
    'p',
    'br',
    'span',
    'div',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ol',
    'ul',
    'li',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
    // Quill's formula blot keeps its TeX source here.
    span: ['data-value'],
    // Filtered by allowedStyles below.
    '*': ['style'],
  },
  // Only Quill's own classes (ql-align-center, ql-indent-1, ql-size-large, ql-code-block ...).
  allowedClasses: { '*': ['ql-*'] },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'ftp'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Dropped with their content, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'template',
    'title',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const safe: Record<string, string> = { target: '_blank', rel: 'noopener noreferrer' };
      if (LINK.test(href)) safe.href = href;
      return { tagName, attribs: safe };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const { src: _src, ...rest } = attribs;
      return { tagName, attribs: IMAGE_SOURCE.test(src) ? { src, ...rest } : rest };
    },
  },
  // An image whose source was refused is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
} satisfies sanitizeHtml.IOptions;

export function sanitizeEntryHtml(html: string): string {
  return sanitizeHtml(html, ENTRY_HTML_OPTIONS);
}
