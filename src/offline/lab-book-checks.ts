import { MAX_ENTRY_HTML, MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '@common/domain/lab-book';

/** Refused before anything is written (the UI keeps the draft and says why). */
export class LabBookWriteError extends Error {
  constructor(
    readonly code: 'too-long' | 'no-session' | 'wrong-type' | 'too-large' | 'not-owner',
    message: string,
  ) {
    super(message);
    this.name = 'LabBookWriteError';
  }
}

export function checkContent(content: string): void {
  if (content.length > MAX_ENTRY_HTML)
    throw new LabBookWriteError('too-long', `An entry holds at most ${MAX_ENTRY_HTML} characters`);
}

/** The server takes PDF, PNG and JPEG up to its size limit (spec 2 §5 and §8). */
export function checkFile(blob: Blob, contentType: string): void {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(contentType))
    throw new LabBookWriteError('wrong-type', 'Wrong file type - PDF and image files only.');
  if (blob.size > MAX_UPLOAD_BYTES)
    throw new LabBookWriteError('too-large', `Files hold at most ${MAX_UPLOAD_BYTES} bytes`);
}
