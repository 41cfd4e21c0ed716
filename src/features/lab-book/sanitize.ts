import DOMPurify from 'dompurify';

/**
 * Entry HTML is untrusted (written by any user, stored by the server): sanitized again here
 * before it is rendered (ARCHITECTURE.md; reference/protocols.md V1/V3). Links open in a new
 * tab without access to the portal window. An image with no text alternative (a pasted picture)
 * gets `imageAlt` when one is given, so a screen reader names it.
 */
let isConfigured = false;
let imageAlt: string | undefined;

function configure() {
  if (isConfigured) return;
  isConfigured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && imageAlt !== undefined && !node.hasAttribute('alt'))
      node.setAttribute('alt', imageAlt);
  });
}

export function sanitizeEntryHtml(html: string, options: { imageAlt?: string } = {}): string {
  configure();
  imageAlt = options.imageAlt;
  try {
    return DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    });
  } finally {
    imageAlt = undefined;
  }
}

const TIMESTAMP_PLACEHOLDER = '{lab_book_timestamp}';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Fills the `{lab_book_timestamp}` placeholder (spec 2 §3). A failed substitution is logged and
 * the raw content used (spec 2 §8).
 */
export function fillTimestamp(
  html: string,
  formatTime: () => string,
  onError: (error: unknown) => void,
): string {
  if (!html.includes(TIMESTAMP_PLACEHOLDER)) return html;
  try {
    return html.split(TIMESTAMP_PLACEHOLDER).join(escapeHtml(formatTime()));
  } catch (error) {
    onError(error);
    return html;
  }
}

/**
 * The HTML of an instructor note (spec 2 §3 "Instructor note"): the author's name, the time-stamp
 * placeholder (filled when shown, in the reader's zone) and the note.
 */
export function instructorNoteHtml(authorName: string, noteHtml: string): string {
  return (
    `<p class="instructor-note-author"><strong>${escapeHtml(authorName)}</strong> ` +
    `${TIMESTAMP_PLACEHOLDER}</p>${noteHtml}`
  );
}
