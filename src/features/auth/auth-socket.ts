/** Spec 1 §4/§9: the app pings the auth socket every 60 seconds. */
export const PING_INTERVAL_MS = 60_000;
const MIN_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 60_000;

/** Messages of the auth socket protocol (shared with server/modules/auth-socket). */
export type ClientMessage = { type: 'register'; token: string } | { type: 'ping' };
export type ServerMessage =
  | { type: 'endsession' }
  | { type: 'reinit' }
  | { type: 'pong' }
  /** The connection's id (the spec's wsId): server events for this tab name it. */
  | { type: 'registered'; connectionId?: string }
  | { type: string; [field: string]: unknown };

/** What subscribers hear: every server message, and `closed` when the connection is lost. */
export type SocketMessage = ServerMessage | { type: 'closed' };

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export interface AuthSocketOptions {
  url: string;
  getAccessToken: () => Promise<string | null>;
  /** The server ended the session (admin action, back-channel logout): force sign-out. */
  onEndSession: () => void;
  /** The user's data changed on the server: reload it. */
  onReinit: () => void;
  WebSocket?: new (url: string) => SocketLike;
  isOnline?: () => boolean;
  /** Where to listen for `online` to reconnect at once. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  pingIntervalMs?: number;
  /** 0..1, for tests; Math.random by default (jitter keeps a school's tabs from reconnecting at once). */
  random?: () => number;
  log?: Pick<Console, 'info' | 'warn'>;
}

export interface AuthSocket {
  start(): void;
  stop(): void;
  /** The id the server gave this connection, while it is open and registered. */
  connectionId(): string | null;
  /** Every message of the server (e.g. `pdf-ready`), plus `closed`; returns the unsubscribe. */
  subscribe(listener: (message: SocketMessage) => void): () => void;
}

/** Exponential backoff with full jitter, 1 s doubling to at most 60 s. */
export function reconnectDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** Math.max(0, attempt));
  return Math.round(MIN_BACKOFF_MS / 2 + random() * (ceiling - MIN_BACKOFF_MS / 2));
}

export function createAuthSocket(options: AuthSocketOptions): AuthSocket {
  const Socket =
    options.WebSocket ?? (globalThis.WebSocket as unknown as new (url: string) => SocketLike);
  const isOnline = options.isOnline ?? (() => true);
  const random = options.random ?? Math.random;
  const log = options.log ?? console;
  const pingMs = options.pingIntervalMs ?? PING_INTERVAL_MS;

  let socket: SocketLike | null = null;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let running = false;
  let connectionId: string | null = null;
  const listeners = new Set<(message: SocketMessage) => void>();
  const emit = (message: SocketMessage) => {
    for (const listener of [...listeners]) listener(message);
  };

  const send = (message: ClientMessage) => {
    if (socket?.readyState === 1) socket.send(JSON.stringify(message));
  };

  function clearTimers() {
    clearInterval(pingTimer);
    clearTimeout(retryTimer);
    pingTimer = undefined;
    retryTimer = undefined;
  }

  function scheduleReconnect() {
    if (!running) return;
    clearTimeout(retryTimer);
    const delay = reconnectDelay(attempt, random);
    attempt += 1;
    retryTimer = setTimeout(connect, delay);
  }

  async function connect() {
    if (!running || socket) return;
    if (!isOnline()) return; // the `online` event brings us back
    const token = await options.getAccessToken();
    if (!running || socket) return;
    if (!token) {
      scheduleReconnect();
      return;
    }
    let opened: SocketLike;
    try {
      opened = new Socket(options.url);
    } catch (error) {
      log.warn('[auth-socket] cannot open:', error);
      scheduleReconnect();
      return;
    }
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      send({ type: 'register', token });
      clearInterval(pingTimer);
      pingTimer = setInterval(() => send({ type: 'ping' }), pingMs);
    };
    opened.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'endsession') options.onEndSession();
      else if (message.type === 'reinit') options.onReinit();
      else if (message.type === 'registered') {
        const id = (message as { connectionId?: unknown }).connectionId;
        connectionId = typeof id === 'string' ? id : null;
      }
      emit(message);
    };
    opened.onerror = () => {
      // onclose follows and reconnects.
    };
    opened.onclose = () => {
      if (socket !== opened) return;
      socket = null;
      connectionId = null;
      emit({ type: 'closed' });
      clearInterval(pingTimer);
      scheduleReconnect();
    };
  }

  const onOnline = () => {
    attempt = 0;
    clearTimeout(retryTimer);
    void connect();
  };

  return {
    start() {
      if (running) return;
      running = true;
      options.events?.addEventListener('online', onOnline);
      void connect();
    },
    stop() {
      running = false;
      options.events?.removeEventListener('online', onOnline);
      clearTimers();
      const closing = socket;
      socket = null;
      closing?.close(1000, 'stopped');
      if (connectionId) {
        connectionId = null;
        emit({ type: 'closed' });
      }
    },
    connectionId: () => connectionId,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
