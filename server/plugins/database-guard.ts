import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseUnavailableError } from '../db/availability';

/**
 * While the database is away, requests to the services are answered 503 with Retry-After at
 * once (the errors plugin writes the answer); the app's pages, `/config.json` and `/health`
 * need no database, or say so themselves.
 */
export default fp<{ prefixes: readonly string[] }>(
  async function databaseGuard(app: FastifyInstance, { prefixes }) {
    const needsDatabase = (url: string) =>
      prefixes.some(
        (prefix) => url.startsWith(prefix) && /^(?:[/?]|$)/.test(url.slice(prefix.length)),
      );
    app.addHook('onRequest', async (request) => {
      if (app.database.availability.isAvailable() || !needsDatabase(request.url)) return;
      throw new DatabaseUnavailableError();
    });
  },
  { name: 'database-guard', dependencies: ['errors'] },
);
