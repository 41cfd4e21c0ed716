import { MAX_UPLOAD_BYTES } from '@common/domain/lab-book';
import { FILES_PATH, storedFileName } from '@common/domain/stored-files';
import { dataUrlToBlob, imageKind } from './image-files';

/**
 * Images pasted or dropped into a note stay where they were put (spec 2 §3: type 3 "inline
 * images uploaded and replaced by a stored URL"). In the editor an image is a data: address;
 * when the note is saved each becomes a file on the device (uploaded by the outbox like any
 * file) and the note's HTML names the stored file (`/files/<owner>/<file>.<ext>`), a name the
 * device knows before the upload. Pure, except the SVG drawing handed in.
 */

/** Why a pasted image cannot be kept (the user is told; nothing is dropped silently). */
export type ImageRefusal = 'unknown' | 'too-large' | 'remote';

const KEPT = /^data:image\/(png|jpeg|jpg|svg\+xml)[;,]/i;

/** Bytes a data: address holds (base64 or percent-encoded), without decoding it. */
function dataUrlBytes(src: string): number {
  const comma = src.indexOf(',');
  const data = src.slice(comma + 1);
  return /;base64,/i.test(src.slice(0, comma + 1))
    ? Math.floor((data.replace(/\s/g, '').length * 3) / 4)
    : data.length;
}

/** Whether an image pasted as HTML can be kept: PNG, JPEG or SVG carried in the page itself. */
export function pastedImageRefusal(src: string): ImageRefusal | null {
  if (!src.startsWith('data:')) return 'remote';
  if (!KEPT.test(src)) return 'unknown';
  return dataUrlBytes(src) > MAX_UPLOAD_BYTES ? 'too-large' : null;
}

/** Whether a pasted or dropped file can be kept as an inline image (spec 2 §5: png, jpeg, svg). */
export function imageFileRefusal(file: Pick<File, 'type' | 'name' | 'size'>): ImageRefusal | null {
  if (imageKind(file) === 'unknown') return 'unknown';
  return file.size > MAX_UPLOAD_BYTES ? 'too-large' : null;
}

export interface InlineImage {
  id: string;
  blob: Blob;
  contentType: 'image/png' | 'image/jpeg';
  /** The name it downloads under. */
  name: string;
}

export class InlineImageError extends Error {
  constructor(readonly refusal: ImageRefusal) {
    super(`An inline image cannot be kept (${refusal})`);
    this.name = 'InlineImageError';
  }
}

const DATA_IMAGE = /(<img\b[^>]*?\bsrc=")(data:[^"]*)(")/gi;

/**
 * The note's HTML with each data: image replaced by the stored file it becomes, and those files.
 * SVG is drawn into a PNG (the server stores PNG and JPEG; an SVG can carry script).
 */
export async function storeInlineImages(
  html: string,
  options: {
    /** Whose book: the stored files are named in the owner's folder. */
    ownerId: string;
    newId: () => string;
    toPng: (svg: Blob) => Promise<Blob>;
  },
): Promise<{ html: string; images: InlineImage[] }> {
  const images: InlineImage[] = [];
  const sources = [...html.matchAll(DATA_IMAGE)].map((match) => decodeEntities(match[2]!));
  for (const src of sources) {
    const refusal = pastedImageRefusal(src);
    const decoded = refusal ? null : dataUrlToBlob(src);
    if (!decoded) throw new InlineImageError(refusal ?? 'unknown');
    const isSvg = /svg/i.test(decoded.type);
    const blob = isSvg ? await options.toPng(decoded) : decoded;
    if (blob.size > MAX_UPLOAD_BYTES) throw new InlineImageError('too-large');
    const contentType = /png|svg/i.test(decoded.type) ? 'image/png' : 'image/jpeg';
    const id = options.newId();
    const extension = contentType === 'image/png' ? 'png' : 'jpg';
    images.push({ id, blob, contentType, name: `image-${images.length + 1}.${extension}` });
  }
  let index = 0;
  const replaced = html.replace(
    DATA_IMAGE,
    (_match, before: string, _src: string, after: string) => {
      const image = images[index++]!;
      return `${before}${FILES_PATH}${storedFileName(options.ownerId, image.id, image.contentType)}${after}`;
    },
  );
  return { html: replaced, images };
}

/** Attribute values as serialized HTML writes them (`&amp;` in a data: address). */
function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|lt|gt|#39);/g, (_m, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );
}
