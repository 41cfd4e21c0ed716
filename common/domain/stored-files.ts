import type { UPLOAD_CONTENT_TYPES } from './lab-book';

/**
 * Names of lab-book files on the server, and how entry HTML refers to them. The server names a
 * file from its owner and the client's key (`<ownerId>/<fileId>.<ext>`), so the device knows the
 * name before the upload: a note written offline can refer to its inline images at once, and its
 * HTML never changes afterwards (a replay must be byte-for-byte the same request).
 */

export type StoredContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

const EXTENSIONS: Record<StoredContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export function storedFileName(
  ownerId: string,
  fileId: string,
  contentType: StoredContentType,
): string {
  return `${ownerId.toLowerCase()}/${fileId.toLowerCase()}.${EXTENSIONS[contentType]}`;
}

/** How entry HTML refers to a stored file (the client swaps in a signed address to show it). */
export const FILES_PATH = '/files/';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `src="/files/<owner>/<file>.<ext>"` in entry HTML (attributes as sanitizers write them). */
const FILE_REFERENCE = new RegExp(`src="${FILES_PATH}(${UUID}/(${UUID})\\.(?:png|jpg|pdf))"`, 'gi');

export interface FileReference {
  /** The stored name, `<ownerId>/<fileId>.<ext>`. */
  name: string;
  fileId: string;
}

/** The stored files an entry's HTML shows inline, in order. */
export function referencedFiles(html: string): FileReference[] {
  return [...html.matchAll(FILE_REFERENCE)].map((match) => ({
    name: match[1]!.toLowerCase(),
    fileId: match[2]!.toLowerCase(),
  }));
}

/** Each image tag of the HTML that shows a stored file, replaced by what `replace` makes of it. */
export function replaceFileImages(
  html: string,
  replace: (reference: FileReference, tag: string) => string,
): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const [reference] = referencedFiles(tag);
    return reference ? replace(reference, tag) : tag;
  });
}

/** An image tag of a stored file, showing it from `address` (a signed or a device address). */
export function withImageSource(tag: string, address: string): string {
  return tag.replace(FILE_REFERENCE, () => `src="${escapeAttribute(address)}"`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
