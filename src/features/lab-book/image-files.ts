/**
 * Images pasted or dropped into the editor (spec 2 §5): PNG and JPEG go as they are, SVG is drawn
 * into a PNG (the server stores PDF, PNG and JPEG only, and an SVG can carry script), anything
 * else is refused and logged as unknown (inline-images.ts keeps them in the note).
 */
export type ImageKind = 'png' | 'jpeg' | 'svg' | 'unknown';

export function imageKind(file: Pick<File, 'type' | 'name'>): ImageKind {
  const type = file.type.toLowerCase();
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (type === 'image/png' || (!type && extension === 'png')) return 'png';
  if (type === 'image/jpeg' || type === 'image/jpg' || (!type && /^jpe?g$/.test(extension)))
    return 'jpeg';
  if (type === 'image/svg+xml' || (!type && extension === 'svg')) return 'svg';
  return 'unknown';
}

const KIND_TYPES = { png: 'image/png', jpeg: 'image/jpeg', svg: 'image/svg+xml' } as const;

/** A pasted or dropped image as a data: address of its real type (a file may come untyped). */
export function imageFileDataUrl(file: File): Promise<string> {
  const kind = imageKind(file);
  const typed = kind === 'unknown' ? file : new Blob([file], { type: KIND_TYPES[kind] });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(typed);
  });
}

/** Uploader overlay (spec 2 §5): PDF and PNG/JPEG only. */
export function isUploadableFile(file: Pick<File, 'type' | 'name'>): boolean {
  const type = file.type.toLowerCase();
  if (type === 'application/pdf') return true;
  if (!type && file.name.toLowerCase().endsWith('.pdf')) return true;
  const kind = imageKind(file);
  return kind === 'png' || kind === 'jpeg';
}

/** The content type a file is stored with. */
export function uploadContentType(file: Pick<File, 'type' | 'name'>) {
  if (imageKind(file) === 'png') return 'image/png' as const;
  if (imageKind(file) === 'jpeg') return 'image/jpeg' as const;
  return 'application/pdf' as const;
}

const MAX_SVG_SIDE = 2000;

/** Draws an SVG into a PNG (its scripts never run: an image element does not execute them). */
export async function svgToPng(file: Blob): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = Math.min(
      1,
      MAX_SVG_SIDE / Math.max(image.naturalWidth || 1, image.naturalHeight || 1),
    );
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round((image.naturalWidth || 300) * scale));
    canvas.height = Math.max(1, Math.round((image.naturalHeight || 150) * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('SVG could not be drawn'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** `data:image/png;base64,...` (an image pasted as HTML) -> a Blob, or null. */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  // Parameters (`;charset=utf-8`) may come before `;base64`.
  const match = /^data:([^;,]+)(?:;(?!base64[;,])[^;,]*)*(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const [, type, isBase64, data] = match;
  try {
    const text = isBase64 ? atob(data!) : decodeURIComponent(data!);
    const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
    return new Blob([bytes], { type: type! });
  } catch {
    return null;
  }
}
