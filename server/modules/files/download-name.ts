import type { StoredContentType } from '@common/domain/stored-files';

/**
 * The name a lab-book file downloads under: the one it had on the student's device, cleaned
 * (it comes from any client and ends up in a header and in someone else's download folder).
 */

const MAX_NAME = 150;
const EXTENSIONS: Record<StoredContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
};

/**
 * No control characters, no path (only the last segment), no quotes or characters Windows
 * refuses, no leading dots (hidden files), at most 150 characters, and an extension that fits
 * the stored type. Null when nothing usable is left.
 */
export function cleanFileName(raw: string, contentType: StoredContentType): string | null {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    // Control characters (C0, DEL, C1) and bidirectional overrides that disguise an extension.
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/["*:<>?|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return null;
  const extensions = EXTENSIONS[contentType];
  const found = /\.([^.]+)$/.exec(cleaned);
  const fits = found !== null && extensions.includes(found[1]!.toLowerCase());
  const extension = fits ? found[1]! : extensions[0]!;
  const stem = fits ? cleaned.slice(0, found.index) : cleaned;
  return `${[...stem].slice(0, MAX_NAME - extension.length - 1).join('')}.${extension}`;
}

/**
 * RFC 6266 `Content-Disposition`: an ASCII fallback in `filename` for old clients, the real
 * name in `filename*` (RFC 8187, UTF-8, percent-encoded).
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
