import type { EntryType } from '@common/domain/lab-book';

/** What the write API (lab-book-writes.ts) takes. */

export interface StartSessionInput {
  labType: number;
  /** ms; now when absent. */
  open?: number;
  xapiSession?: string;
  /** Session text (may hold the `{lab_book_timestamp}` placeholder). */
  content?: string;
}

export interface AddEntryInput {
  sessionId: string;
  entryType: EntryType;
  /** Entry HTML. */
  content: string;
  fileName?: string;
  /** A lab's report of an unknown (the `labbook_entry` message's flag). */
  isUnknownReport?: boolean;
  /** Images shown inline: the HTML names them (`/files/<owner>/<id>.<ext>`); uploaded first. */
  images?: InlineFile[];
}

/** A file a note shows inline, kept on the device until the server has it. */
export interface InlineFile {
  id: string;
  blob: Blob;
  name: string;
  contentType: 'image/png' | 'image/jpeg';
}

export interface AttachFileInput {
  sessionId: string;
  blob: Blob;
  name: string;
  contentType: string;
  entryType: typeof EntryType.File | typeof EntryType.Image;
  /** Entry HTML shown with the file (the file's name when absent). */
  content?: string;
}

export interface LabBookStoreOptions {
  /** The signed-in user: owner of the books they write. */
  actorId: string;
  /** Who writes (the same user; kept apart for instructor notes). */
  authorId: string;
  now: () => number;
  /** A UUIDv7. */
  newId: () => string;
  /** Called after each committed write (the host nudges the outbox). */
  onWrite?: () => void;
}
