import { EntryType, PORTAL_LAB_TYPE } from '@common/domain/lab-book';
import type { ActionItem } from '@common/schemas/lab-book';
import type { Statement } from '@common/schemas/xapi';
import type { Table } from 'dexie';
import type {
  LabBookDb,
  LocalEntry,
  LocalFile,
  LocalSession,
  OutboxOperation,
  OutboxRow,
  SendStatementsPayload,
  UpdateSessionPayload,
  UploadFilePayload,
} from './lab-book-db';
import { checkContent, checkFile, LabBookWriteError } from './lab-book-checks';
import { createPortalSessionCache, startOfLocalDay } from './portal-session-cache';
import type {
  AddEntryInput,
  AttachFileInput,
  InlineFile,
  LabBookStoreOptions,
  StartSessionInput,
} from './lab-book-write-inputs';

export { LabBookWriteError, startOfLocalDay };

/**
 * Every lab-book write of the app (ARCHITECTURE.md point 1, STYLE.md habit 8): the record and its
 * outbox row go into the user's database in ONE transaction, and the promise resolves only after
 * the commit (strict durability), so nothing is shown "saved on this device" before the disk has
 * it. A failed write (quota, a broken disk) rejects and leaves nothing half written.
 */

export type NewActionItem = Omit<ActionItem, 'id'> & { id?: string };

export interface LabBookStore {
  /** The signed-in user: owner of the books they write. */
  readonly actorId: string;
  startSession(input: StartSessionInput): Promise<LocalSession>;
  /** Today's Portal session (lab type 99) for notes written outside a lab; made on first use. */
  ensurePortalSession(): Promise<LocalSession>;
  addEntry(input: AddEntryInput): Promise<LocalEntry>;
  /**
   * A note into today's Portal session (made on first use), in ONE transaction: one commit before
   * "saved on this device" instead of two. Inline images name files of the store's own user.
   */
  addPortalNote(
    input: Omit<AddEntryInput, 'sessionId'>,
  ): Promise<{ session: LocalSession; entry: LocalEntry }>;
  /** An instructor/TA note (type 5) into another user's session, already on this device. */
  addInstructorNote(input: {
    sessionId: string;
    content: string;
    images?: InlineFile[];
  }): Promise<LocalEntry>;
  /** Action items (formatted statements) and the time in the lab, which only grows. */
  addActions(sessionId: string, items: NewActionItem[], duration?: number): Promise<ActionItem[]>;
  /** xAPI statements for the learning record store; ids are added where missing. */
  addStatements(sessionId: string, statements: Statement[]): Promise<Statement[]>;
  /** A PDF or image: kept on the device until the server has it, then sent as an entry. */
  attachFile(input: AttachFileInput): Promise<LocalEntry>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function createLabBookStore(db: LabBookDb, options: LabBookStoreOptions): LabBookStore {
  const { actorId, authorId, now, newId } = options;
  const portalCache = createPortalSessionCache(db, actorId);

  function outboxRow(
    op: OutboxOperation,
    sessionId: string,
    entityId: string,
    payload: unknown,
  ): OutboxRow {
    const at = now();
    return {
      op,
      sessionId,
      entityId,
      payload,
      idempotencyKey: newId(),
      attempts: 0,
      nextTryAt: at,
      state: 'queued',
      createdAt: at,
    };
  }

  async function write<T>(tables: Table[], body: () => Promise<T>): Promise<T> {
    const value = await db.transaction('rw', tables, body);
    options.onWrite?.();
    return value;
  }

  function newSession(input: StartSessionInput): LocalSession {
    return {
      id: newId(),
      actorId,
      labType: input.labType,
      open: input.open ?? now(),
      duration: 0,
      ...(input.xapiSession ? { xapiSession: input.xapiSession } : {}),
      ...(input.content !== undefined ? { content: input.content } : {}),
      actions: [],
      serverUpdated: 0,
      sync: 'pending',
    };
  }

  async function ownSession(sessionId: string): Promise<LocalSession> {
    const session = await db.sessions.get(sessionId);
    if (!session)
      throw new LabBookWriteError('no-session', `No session ${sessionId} on this device`);
    if (session.actorId !== actorId)
      throw new LabBookWriteError('not-owner', 'Only instructor notes go into another book');
    return session;
  }

  function newEntry(session: LocalSession, input: AddEntryInput, author = authorId): LocalEntry {
    return {
      id: newId(),
      sessionId: session.id,
      actorId: session.actorId,
      authorId: author,
      entryType: input.entryType,
      timestamp: now(),
      content: input.content,
      ...(input.fileName ? { fileName: input.fileName } : {}),
      ...(input.isUnknownReport ? { isUnknownReport: true } : {}),
      sync: 'pending',
    };
  }

  /** Today's Portal session, made on first use; inside a rw transaction on sessions and outbox. */
  async function portalSession(dayStart: number): Promise<LocalSession> {
    const today = await db.sessions
      .where('[actorId+open]')
      .between([actorId, dayStart], [actorId, dayStart + 86_400_000], true, false)
      .filter((session) => session.labType === PORTAL_LAB_TYPE)
      .first();
    if (today) return today;
    const session = newSession({ labType: PORTAL_LAB_TYPE });
    await db.sessions.add(session);
    await db.outbox.add(outboxRow('create-session', session.id, session.id, {}));
    return session;
  }

  const updateRow = (sessionId: string, entityId: string, payload: UpdateSessionPayload) =>
    outboxRow('update-session', sessionId, entityId, payload);

  /** The entry's files and their uploads, before the row that sends the entry (which waits). */
  async function addFiles(
    entry: LocalEntry,
    files: ReadonlyArray<Pick<LocalFile, 'id' | 'blob' | 'name' | 'contentType'>>,
  ): Promise<void> {
    for (const file of files) {
      await db.files.add({ ...file, sessionId: entry.sessionId, entryId: entry.id });
      const upload: UploadFilePayload = { fileId: file.id, entryId: entry.id };
      await db.outbox.add(outboxRow('upload-file', entry.sessionId, file.id, upload));
    }
  }

  return {
    actorId,

    startSession(input) {
      return write([db.sessions, db.outbox], async () => {
        const session = newSession(input);
        await db.sessions.add(session);
        await db.outbox.add(outboxRow('create-session', session.id, session.id, {}));
        return session;
      });
    },

    async ensurePortalSession() {
      const dayStart = startOfLocalDay(now());
      const known = portalCache.get(dayStart);
      if (known) return known;
      // One transaction: two tabs asking at once get the same session (IndexedDB serializes them).
      const session = await write([db.sessions, db.outbox], () => portalSession(dayStart));
      portalCache.set(session, dayStart);
      return session;
    },

    async addPortalNote(input) {
      checkContent(input.content);
      const images = input.images ?? [];
      images.forEach((image) => checkFile(image.blob, image.contentType));
      const dayStart = startOfLocalDay(now());
      const known = portalCache.get(dayStart);
      const addNote = async (session: LocalSession) => {
        const entry = newEntry(session, { ...input, sessionId: session.id });
        await db.entries.add(entry);
        await addFiles(entry, images);
        await db.outbox.add(updateRow(session.id, entry.id, { entryIds: [entry.id], actions: [] }));
        return { session, entry };
      };
      // Only the tables written: the note does not wait for the readers of the others.
      const tables = [db.entries, db.outbox, ...(images.length > 0 ? [db.files] : [])];
      if (known) return write(tables, () => addNote(known));
      const written = await write([db.sessions, ...tables], async () =>
        addNote(await portalSession(dayStart)),
      );
      portalCache.set(written.session, dayStart);
      return written;
    },

    async addEntry(input) {
      checkContent(input.content);
      const images = input.images ?? [];
      images.forEach((image) => checkFile(image.blob, image.contentType));
      return write([db.sessions, db.entries, db.files, db.outbox], async () => {
        const session = await ownSession(input.sessionId);
        const entry = newEntry(session, input);
        await db.entries.add(entry);
        await addFiles(entry, images);
        await db.outbox.add(updateRow(session.id, entry.id, { entryIds: [entry.id], actions: [] }));
        return entry;
      });
    },

    async addInstructorNote(input) {
      checkContent(input.content);
      const images = input.images ?? [];
      images.forEach((image) => checkFile(image.blob, image.contentType));
      return write([db.sessions, db.entries, db.files, db.outbox], async () => {
        const session = await db.sessions.get(input.sessionId);
        if (!session)
          throw new LabBookWriteError('no-session', `No session ${input.sessionId} on this device`);
        const entry = newEntry(session, {
          sessionId: session.id,
          entryType: EntryType.InstructorNote,
          content: input.content,
        });
        await db.entries.add(entry);
        // In the student's folder: the upload address is asked for with the book's owner.
        await addFiles(entry, images);
        await db.outbox.add(
          updateRow(session.id, entry.id, {
            entryIds: [entry.id],
            actions: [],
            isInstructorNote: true,
          }),
        );
        return entry;
      });
    },

    addActions(sessionId, items, duration) {
      return write([db.sessions, db.outbox], async () => {
        const session = await ownSession(sessionId);
        const actions: ActionItem[] = items.map((item) => ({ ...item, id: item.id ?? newId() }));
        const known = new Set(session.actions.map((item) => item.id));
        const nextDuration = Math.max(session.duration, duration ?? 0);
        await db.sessions.update(sessionId, {
          actions: [...session.actions, ...actions.filter((item) => !known.has(item.id))],
          duration: nextDuration,
        });
        const payload: UpdateSessionPayload = {
          entryIds: [],
          actions,
          ...(duration !== undefined ? { duration: nextDuration } : {}),
        };
        await db.outbox.add(updateRow(sessionId, actions[0]?.id ?? sessionId, payload));
        return actions;
      });
    },

    addStatements(sessionId, statements) {
      return write([db.sessions, db.outbox], async () => {
        await ownSession(sessionId);
        const stamped = statements.map((statement) => ({
          ...statement,
          id: statement.id ?? newId(),
          timestamp: statement.timestamp ?? new Date(now()).toISOString(),
        }));
        const payload: SendStatementsPayload = { statements: stamped };
        await db.outbox.add(outboxRow('send-statements', sessionId, newId(), payload));
        return stamped;
      });
    },

    async attachFile(input) {
      checkFile(input.blob, input.contentType);
      // The name is text, not HTML (a file may be called "a<b>.pdf").
      const content = input.content ?? escapeHtml(input.name);
      checkContent(content);
      return write([db.sessions, db.entries, db.files, db.outbox], async () => {
        const session = await ownSession(input.sessionId);
        const entry = newEntry(session, {
          sessionId: session.id,
          entryType: input.entryType,
          content,
        });
        await db.entries.add(entry);
        // The upload first, then the entry that names the stored file (it waits for the upload).
        await addFiles(entry, [
          { id: newId(), blob: input.blob, name: input.name, contentType: input.contentType },
        ]);
        await db.outbox.add(updateRow(session.id, entry.id, { entryIds: [entry.id], actions: [] }));
        return entry;
      });
    },
  };
}
