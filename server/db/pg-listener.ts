import type pg from 'pg';
import { backoffDelay } from './availability';

type Handler = (payload: string) => void;

/**
 * One connection for every LISTEN of the process. When it is lost (PostgreSQL restarted, the
 * backend terminated), it reconnects with backoff and listens to its channels again, so socket
 * events resume; notifications sent while it was away are lost, as NOTIFY does not keep them.
 */
export class PgListener {
  private client: pg.Client | undefined;
  private readonly channels = new Map<string, Set<Handler>>();
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    /** A new, unconnected client. */
    private readonly newClient: () => pg.Client,
    /** Every error of the connection (connection errors mark the database away). */
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Connects; a failure here fails the start (the database must answer at start). */
  async start(): Promise<void> {
    await this.connect();
  }

  async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    const handlers = this.channels.get(channel) ?? new Set();
    this.channels.set(channel, handlers);
    handlers.add(handler);
    if (handlers.size === 1) await this.client?.query(`LISTEN ${channel}`);
    return async () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.channels.get(channel) !== handlers) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = this.newClient();
    // Errors after the loss (and during `end`) must never reach Node as unhandled.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('Connection terminated')));
    client.on('notification', (message) => {
      for (const handler of this.channels.get(message.channel) ?? []) {
        handler(message.payload ?? '');
      }
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.attempt = 0;
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.onError(error);
    void client.end().catch(() => undefined);
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.closed) return;
    const delay = backoffDelay(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      if (this.closed) return;
      this.connect().then(
        () => (this.closed ? void this.close() : undefined),
        (error: unknown) => {
          this.onError(error);
          this.reconnectLater();
        },
      );
    }, delay);
    this.timer.unref();
  }
}
