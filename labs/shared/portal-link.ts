import {
  portalMessageSchema,
  type LabMessage,
  type LabStatement,
  type PortalMessage,
} from '@common/schemas/lab-frame';

/**
 * The lab side of the frame protocol, shared by the reference benches (density, titrations):
 * talks to the portal only, with postMessage.
 */

export const HEARTBEAT_MS = 15_000;

export type InitMessage = Extract<PortalMessage, { type: 'init' }>;

export interface LinkWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  readonly self: unknown;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setInterval(callback: () => void, ms: number): number;
  clearInterval(handle: number): void;
}

export interface PortalLinkOptions {
  win: LinkWindow;
  portalOrigin: string;
  /** The bench's name in `hello` (e.g. 'density'). */
  lab: string;
  now?: () => number;
  onInit(init: InitMessage): void;
  /** Every other portal message (saved, failed, lab-book-sessions, sort-sessions, ...). */
  onMessage(message: PortalMessage): void;
}

export interface PortalLink {
  /** False when the bench is not in a frame: it works, but nothing is recorded. */
  readonly isFramed: boolean;
  readonly isConnected: boolean;
  statement(statement: LabStatement): void;
  note(text: string): void;
  /** A note as HTML (the portal sanitizes it), e.g. a data table. */
  noteHtml(html: string): void;
  /** A note the portal keeps as an unknown report (spec 3 §7). */
  reportUnknown(html: string): void;
  /** Asks the portal to open its uploader (the file goes into the lab book). */
  pdfUpload(): void;
  goodbye(): void;
  dispose(): void;
}

/**
 * The portal's origin: the `portal` query parameter when a portal on another site frames this
 * bench, else the bench's own origin (the reference bench is served by the portal itself).
 * document.referrer is not used: the portal sends no referrer (Referrer-Policy: no-referrer).
 */
export function portalOriginOf(location: { search: string; origin: string }): string {
  const given = new URLSearchParams(location.search).get('portal');
  if (given) {
    try {
      const origin = new URL(given).origin;
      if (origin !== 'null') return origin;
    } catch {
      // Not a URL: fall back to our own origin.
    }
  }
  return location.origin;
}

/**
 * Says hello, waits for init, then says lab-online and keeps a heartbeat every 15 s. Messages
 * sent before init are kept and sent after it, in order, so the startup statement is in the
 * session the portal opened.
 */
export function connectToPortal(options: PortalLinkOptions): PortalLink {
  const { win, portalOrigin } = options;
  const now = options.now ?? Date.now;
  const parent = win.parent && win.parent !== win.self ? win.parent : null;
  const waiting: LabMessage[] = [];
  let isConnected = false;
  let heartbeat: number | undefined;

  const post = (message: LabMessage) => parent?.postMessage(message, portalOrigin);
  const send = (message: LabMessage) => {
    if (!parent) return;
    if (isConnected) post(message);
    else waiting.push(message);
  };

  function listener(event: MessageEvent) {
    if (!parent || event.source !== parent || event.origin !== portalOrigin) return;
    const parsed = portalMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type !== 'init') {
      options.onMessage(message);
      return;
    }
    const isFirst = !isConnected;
    isConnected = true;
    if (isFirst) {
      post({ type: 'lab-online' });
      waiting.splice(0).forEach(post);
      heartbeat = win.setInterval(() => post({ type: 'heartbeat' }), HEARTBEAT_MS);
    }
    options.onInit(message);
  }

  win.addEventListener('message', listener);
  post({ type: 'hello', lab: options.lab });

  return {
    isFramed: parent !== null,
    get isConnected() {
      return isConnected;
    },
    statement: (statement) =>
      send({ type: 'statement', statement: { ...statement, timestamp: now() } }),
    note: (text) => send({ type: 'labbook_entry', text }),
    noteHtml: (html) => send({ type: 'labbook_entry', html }),
    reportUnknown: (html) => send({ type: 'labbook_entry', html, isUnknownReport: true }),
    pdfUpload: () => send({ type: 'pdf-upload' }),
    goodbye: () => post({ type: 'goodbye' }),
    dispose() {
      if (heartbeat !== undefined) win.clearInterval(heartbeat);
      win.removeEventListener('message', listener);
    },
  };
}
