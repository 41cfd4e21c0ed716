import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface AppMetrics {
  registry: Registry;
  /** Offline writes that carried an Idempotency-Key: run the first time, or answered again. */
  outboxWrites: Counter<'outcome'>;
  /** Error reports the app sent (POST /api/error-reports). */
  clientErrors: Counter<'kind'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics of this app, in a registry of its own (one per app, so tests build many).
 * Requests are labelled by the route's pattern (`/user-api/users/:userId`), never by the URL, so
 * no id or token reaches a label; a request no route matched counts as `unmatched`.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const outboxWrites = new Counter({
      name: 'outbox_writes_total',
      help: 'Offline writes with an Idempotency-Key: accepted (run) or replayed (answered again).',
      labelNames: ['outcome'],
      registers: [registry],
    });
    const clientErrors = new Counter({
      name: 'client_error_reports_total',
      help: 'Errors the app reported (POST /api/error-reports), by kind.',
      labelNames: ['kind'],
      registers: [registry],
    });
    const { database } = app;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (PostgreSQL; PGlite has no pool).',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'db_available',
      help: '1 while the database answers, 0 while it is away.',
      registers: [registry],
      collect() {
        this.set(database.availability.isAvailable() ? 1 : 0);
      },
    });
    // Pre-created so a scrape shows zeros before the first replay.
    outboxWrites.inc({ outcome: 'accepted' }, 0);
    outboxWrites.inc({ outcome: 'replayed' }, 0);

    app.decorate('metrics', { registry, outboxWrites, clientErrors });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      requests.inc({ method, route, status_code: String(reply.statusCode) });
      durations.observe({ method, route }, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
