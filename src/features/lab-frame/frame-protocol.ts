import type { ZodError } from 'zod';
import {
  LAB_MESSAGE_TYPES,
  labMessageSchema,
  MAX_FRAME_SESSIONS,
  messageEnvelopeSchema,
  type FrameSession,
  type LabMessage,
  type LabMessageType,
  type LabStatement,
  type PortalMessage,
} from '@common/schemas/lab-frame';
import { EntryType } from '@common/domain/lab-book';
import type { ActionItem } from '@common/schemas/lab-book';
import type { LabBookStore } from '@/offline/lab-book-writes';
import { toXapiStatement } from './xapi-statement';

/**
 * The portal's side of the lab frame protocol (spec 2 §4), as plain TypeScript: the component
 * feeds it window 'message' events; it checks who sent them, validates them, writes to the lab
 * book on the device (which syncs later) and answers the lab. Messages are handled one at a
 * time, in the order they came, so the book keeps the lab's order.
 */

/** The lab-book writes the frame needs: every one lands on the device first and syncs later. */
export type LabFrameBook = Pick<
  LabBookStore,
  'startSession' | 'addEntry' | 'addActions' | 'addStatements' | 'attachFile'
>;

export interface FrameEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

export type FrameOutcome =
  | { kind: 'ignored'; reason: 'origin' | 'source' }
  | { kind: 'uncategorized'; type?: string }
  | { kind: 'rejected'; type: string; error: string }
  | { kind: 'failed'; type: LabMessageType; error: string }
  | { kind: 'handled'; type: LabMessageType };

export interface LabFrameDeps {
  /** The lab's origin (`new URL(benchUrl).origin`) and its window (the frame's contentWindow). */
  lab: { origin: string; window: () => unknown };
  labInfo: { identifier: string; name: string; labType: number; preset: string; lang: string };
  /** The preset the loader fetched for the lab (issue 10 §3); null without one or on failure. */
  presetData?: FramePresetData | null;
  user: { userId: string; name: string };
  portalOrigin: string;
  book: LabFrameBook;
  /** Posts to the lab's window with the lab's origin as target. */
  reply(message: PortalMessage): void;
  sanitizeHtml(html: string): string;
  /** Records in the /debug error log. */
  log(entry: { method: string; params: string; error: string }): void;
  now(): number;
  newId(): string;
  /** The lab said hello (it loaded and talks the protocol). */
  onHello?(): void;
  onOnline(): void;
  onGoodbye(): void;
  /**
   * The lab book's PDF export (the app's, over the auth socket): resolves once the file is
   * downloaded. Absent where the portal has none.
   */
  exportPdf?(html: string): Promise<{ fileName: string }>;
  /**
   * `pdf-upload`: shows the portal's uploader. `save` stores the picked file in this lab's
   * session; resolves with what was saved, or null when the uploader was closed without a file.
   */
  openUploader?(save: SaveUpload): Promise<{ id: string } | null>;
  /** The lab book's stored sessions of this lab type, once the lab book has loaded. */
  loadSessions?(labType: number): Promise<FrameSession[]>;
}

/** What `init` carries of the lab's preset (common/schemas/lab-frame.ts). */
export type FramePresetData = NonNullable<Extract<PortalMessage, { type: 'init' }>['presetData']>;

export type SaveUpload = (file: Blob, name: string, contentType: string) => Promise<{ id: string }>;

export interface LabFrameHandler {
  handle(event: FrameEvent): Promise<FrameOutcome>;
  readonly isOnline: boolean;
  session(): { id: string; open: number } | null;
}

const MAX_LOGGED = 500;

export function describeData(data: unknown): string {
  if (typeof data === 'string') return data.slice(0, MAX_LOGGED);
  try {
    return (JSON.stringify(data) ?? String(data)).slice(0, MAX_LOGGED);
  } catch {
    return Object.prototype.toString.call(data);
  }
}

function issues(error: ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ');
}

export function textToHtml(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return escaped
    .split(/\r?\n\r?\n/)
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

export function createLabFrameHandler(deps: LabFrameDeps): LabFrameHandler {
  let current: { id: string; open: number } | null = null;
  let starting: Promise<{ id: string; open: number }> | null = null;
  let isOnline = false;
  let queue: Promise<unknown> = Promise.resolve();
  const xapiSession = deps.newId();
  let sentSessions = false;

  /** Spec 2 §4 "Lab book loading": the stored sessions go to the lab, then it is asked to sort. */
  async function sendStoredSessions(): Promise<void> {
    if (!deps.loadSessions) return;
    try {
      const sessions = await deps.loadSessions(deps.labInfo.labType);
      deps.reply({ type: 'lab-book-sessions', sessions: sessions.slice(-MAX_FRAME_SESSIONS) });
      deps.reply({ type: 'sort-sessions' });
    } catch (cause) {
      deps.log({
        method: 'lab-book-sessions',
        params: deps.labInfo.identifier,
        error: cause instanceof Error ? cause.message : String(cause),
      });
    }
  }

  function ensureSession(): Promise<{ id: string; open: number }> {
    if (current) return Promise.resolve(current);
    starting ??= deps.book
      .startSession({ labType: deps.labInfo.labType, open: deps.now(), xapiSession })
      .then((session) => (current = { id: session.id, open: session.open }))
      .finally(() => (starting = null));
    return starting;
  }

  const elapsed = (session: { open: number }) => Math.max(0, deps.now() - session.open);

  async function recordStatement(statement: LabStatement) {
    const session = await ensureSession();
    const now = deps.now();
    // xAPI timeframes are open < t <= open + duration: keep every item inside its session.
    const timestamp = Math.max(session.open + 1, Math.min(now, statement.timestamp ?? now));
    const item: ActionItem = {
      id: deps.newId(),
      actionType: statement.actionType,
      timestamp,
      actions: statement.actions,
    };
    await deps.book.addActions(
      session.id,
      [item],
      Math.max(elapsed(session), timestamp - session.open),
    );
    const xapi = toXapiStatement(deps.newId(), item, {
      portalOrigin: deps.portalOrigin,
      userId: deps.user.userId,
      lab: deps.labInfo,
      session: { id: session.id, xapiSession },
    });
    await deps.book.addStatements(session.id, [xapi]);
  }

  async function apply(message: LabMessage): Promise<void> {
    switch (message.type) {
      case 'hello': {
        const session = await ensureSession();
        const { labType, preset, lang } = deps.labInfo;
        const presetData = deps.presetData ?? null;
        deps.reply({ type: 'init', user: deps.user, labType, preset, presetData, lang, session });
        deps.onHello?.();
        // Loading the book takes a network round trip: the lab's other messages do not wait.
        if (!sentSessions) void sendStoredSessions();
        sentSessions = true;
        return;
      }
      case 'lab-online':
      case 'lab-online-inorganic':
        if (!isOnline) deps.onOnline();
        isOnline = true;
        return;
      case 'statement':
        return recordStatement(message.statement);
      case 'labbook_entry': {
        const content =
          message.html !== undefined
            ? deps.sanitizeHtml(message.html).trim()
            : textToHtml(message.text ?? '');
        if (!content) throw new Error('the note is empty once sanitized');
        const session = await ensureSession();
        const entry = await deps.book.addEntry({
          sessionId: session.id,
          entryType: EntryType.StudentNote,
          content,
          ...(message.isUnknownReport ? { isUnknownReport: true } : {}),
        });
        deps.reply({ type: 'saved', of: 'labbook_entry', id: entry.id });
        return;
      }
      case 'heartbeat': {
        const session = await ensureSession();
        await deps.book.addActions(session.id, [], elapsed(session));
        return;
      }
      case 'pdf-create': {
        const { exportPdf } = deps;
        const unavailable = (reason: string, error: string) => {
          // Spec 2 §8: logged, the export is rejected, no message for the user.
          deps.log({ method: 'pdf-create', params: deps.labInfo.identifier, error });
          deps.reply({ type: 'pdf-unavailable', reason });
        };
        if (!exportPdf) {
          unavailable('PDF export is not available here.', 'No PDF export in this portal');
          return;
        }
        if (!message.html?.trim()) {
          unavailable('Send the report as html to export it.', 'pdf-create without html');
          return;
        }
        // Rendering takes seconds: the lab's other messages do not wait for it.
        void exportPdf(message.html).then(
          ({ fileName }) => deps.reply({ type: 'pdf-created', fileName }),
          (cause: unknown) =>
            unavailable(
              'The PDF could not be made.',
              cause instanceof Error ? cause.message : String(cause),
            ),
        );
        return;
      }
      case 'pdf-upload': {
        const { openUploader } = deps;
        if (!openUploader) throw new Error('No uploader in this portal');
        const save: SaveUpload = async (blob, name, contentType) => {
          const session = await ensureSession();
          const entry = await deps.book.attachFile({
            sessionId: session.id,
            blob,
            name,
            contentType,
            entryType: EntryType.File,
          });
          return { id: entry.id };
        };
        // The student takes their time choosing: the lab's other messages do not wait.
        void openUploader(save).then(
          (saved) =>
            deps.reply(
              saved
                ? { type: 'saved', of: 'pdf-upload', id: saved.id }
                : { type: 'pdf-upload-closed' },
            ),
          (cause: unknown) => {
            const error = cause instanceof Error ? cause.message : String(cause);
            deps.log({ method: 'pdf-upload', params: deps.labInfo.identifier, error });
            deps.reply({ type: 'failed', of: 'pdf-upload', reason: error });
          },
        );
        return;
      }
      case 'goodbye':
        if (current) await deps.book.addActions(current.id, [], elapsed(current));
        deps.onGoodbye();
        return;
    }
  }

  async function process(data: unknown): Promise<FrameOutcome> {
    const envelope = messageEnvelopeSchema.safeParse(data);
    const parsed = labMessageSchema.safeParse(data);
    if (!envelope.success || (!parsed.success && !isKnownType(envelope.data.type))) {
      const type = envelope.success ? envelope.data.type : undefined;
      deps.log({
        method: 'uncategorized',
        params: describeData(data),
        error: 'Uncategorized lab message',
      });
      return type === undefined ? { kind: 'uncategorized' } : { kind: 'uncategorized', type };
    }
    if (!parsed.success) {
      const type = envelope.data.type;
      const error = issues(parsed.error);
      deps.log({ method: `rejected ${type}`, params: describeData(data), error });
      deps.reply({ type: 'failed', of: type, reason: error });
      return { kind: 'rejected', type, error };
    }
    const message = parsed.data;
    try {
      await apply(message);
      return { kind: 'handled', type: message.type };
    } catch (cause) {
      const error = cause instanceof Error ? cause.message : String(cause);
      deps.log({ method: message.type, params: describeData(data), error });
      deps.reply({ type: 'failed', of: message.type, reason: error });
      return { kind: 'failed', type: message.type, error };
    }
  }

  return {
    handle(event) {
      // Only the lab in our frame: its origin, and its window (another frame of the same
      // origin, or a window that navigated the frame elsewhere, is not the lab).
      if (event.origin !== deps.lab.origin)
        return Promise.resolve({ kind: 'ignored', reason: 'origin' });
      if (event.source === null || event.source !== deps.lab.window())
        return Promise.resolve({ kind: 'ignored', reason: 'source' });
      const next = queue.then(() => process(event.data));
      queue = next.catch(() => undefined);
      return next;
    },
    get isOnline() {
      return isOnline;
    },
    session: () => current,
  };
}

function isKnownType(type: string): boolean {
  return (LAB_MESSAGE_TYPES as readonly string[]).includes(type);
}
