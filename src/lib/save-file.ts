/**
 * Saves a file the page holds (a blob) under a name, as a download: no tab is opened, so none is
 * left empty behind.
 */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  saveAddress(href, name);
  // The download has its bytes by then; the address is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Downloads a same-origin address. Its server names the file (Content-Disposition) when `name`
 * is empty; a name given here is the browser's fallback.
 */
export function saveAddress(href: string, name = ''): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
