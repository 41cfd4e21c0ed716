/**
 * Whether the database can be reached, for every connection of one process. After a connection
 * error (PostgreSQL restarting or failing over, a backend terminated, the network) a probe asks
 * the database at once; if it does not answer, the database is away, and the probe retries with
 * backoff until it answers again. Meanwhile requests are answered 503 with Retry-After at once,
 * instead of piling up on a database that is not there.
 */

/** SQLSTATE classes and codes, and Node's socket errors, that mean "not reachable". */
const CONNECTION_CODES = new Set([
  '57P01', // admin shutdown (pg_terminate_backend, a restart)
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up, recovering)
  '53300', // too many connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What `pg` says, without a code, when a connection is lost or cannot be made. */
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

/**
 * The error in `error`'s chain (Drizzle wraps the driver's error, with the SQL in its message)
 * that says the database cannot be reached, if any.
 */
export function connectionErrorIn(error: unknown): Error | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || CONNECTION_CODES.has(code))) return e;
    // PostgreSQL ends the session after a FATAL error (e.g. "database is not currently
    // accepting connections" while it is closed for maintenance).
    if (severity === 'FATAL') return e;
    if (CONNECTION_MESSAGES.test(e.message)) return e;
  }
  return undefined;
}

/** Thrown for a request that needs the database while it is away (answered 503). */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super('The database is not reachable.');
  }
}

const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 30_000;

/** Exponential backoff with full jitter: 250 ms doubling to at most 30 s. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(BASE_DELAY_MS / 2 + random() * (ceiling - BASE_DELAY_MS / 2));
}

export interface DatabaseLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface Availability {
  isAvailable(): boolean;
  /** Whole seconds until the next reconnection attempt, at least 1 (for Retry-After). */
  retryAfterSeconds(): number;
  /**
   * Tells of an error; true when it is a connection error (its request is answered 503). The
   * database is then probed at once: only when the probe fails too is it away (a lost
   * connection alone, or a socket error of something else, closes nothing).
   */
  report(error: unknown): boolean;
  close(): void;
}

export function createAvailability(
  probe: () => Promise<void>,
  options: { log?: DatabaseLog; random?: () => number } = {},
): Availability {
  let available = true;
  let isChecking = false;
  let attempt = 0;
  let nextTryAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const schedule = () => {
    const delay = backoffDelay(attempt, options.random);
    attempt += 1;
    nextTryAt = Date.now() + delay;
    timer = setTimeout(() => void tryAgain(), delay);
    timer.unref();
  };
  const tryAgain = async () => {
    if (closed) return;
    try {
      await probe();
    } catch {
      if (!closed) schedule();
      return;
    }
    options.log?.info({ attempts: attempt }, 'database reachable again');
    available = true;
    attempt = 0;
  };
  const check = async (cause: Error) => {
    isChecking = true;
    try {
      await probe();
    } catch (error) {
      if (closed || !available) return;
      available = false;
      const reason = connectionErrorIn(error) ?? cause;
      const { code } = reason as { code?: unknown };
      options.log?.warn(
        { code, message: reason.message.split('\n')[0] },
        'database unreachable; reconnecting',
      );
      schedule();
    } finally {
      isChecking = false;
    }
  };

  return {
    isAvailable: () => available,
    retryAfterSeconds: () => Math.max(1, Math.ceil((nextTryAt - Date.now()) / 1000)),
    report(error) {
      const cause = connectionErrorIn(error);
      if (!cause) return false;
      if (available && !isChecking && !closed) void check(cause);
      return true;
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
