/**
 * The sessions list as the PDF export sends it (spec 2 §7): a copy of the rendered list with
 * every element marked `data-pdf-exclude` (buttons, switches, sync badges) removed, and images
 * kept only on this device (blob: addresses) inlined as data URLs, since the server cannot
 * reach them. The server sanitizes the result again.
 */
export const PDF_EXCLUDE = 'data-pdf-exclude';
/** Set on placeholders of content still loading (an image's signed address). */
export const PDF_PENDING = 'data-pdf-pending';

const blobToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });

export async function serializeForPdf(root: Element): Promise<string> {
  const copy = root.cloneNode(true) as Element;
  for (const excluded of copy.querySelectorAll(`[${PDF_EXCLUDE}], [${PDF_PENDING}]`))
    excluded.remove();
  for (const image of copy.querySelectorAll('img')) {
    image.removeAttribute('loading');
    const src = image.getAttribute('src') ?? '';
    if (!src.startsWith('blob:')) continue;
    try {
      image.setAttribute('src', await blobToDataUrl(await (await fetch(src)).blob()));
    } catch {
      image.remove();
    }
  }
  return copy.innerHTML;
}

/** Resolves once nothing in `root` is still loading, or after `timeoutMs` (printed as it is). */
export function whenSettled(root: Element, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (!root.querySelector(`[${PDF_PENDING}]`) || Date.now() - started > timeoutMs) resolve();
      else setTimeout(check, 100);
    };
    // One frame first, so the list has rendered.
    setTimeout(check, 50);
  });
}
