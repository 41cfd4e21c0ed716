import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pageRoutes from './page-routes';
import accountRoutes from './routes';
import { createAccountsService, type AccountsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

/**
 * Self-service accounts (issue 12 §5): one service (`app.accounts`, one per-address mail limit)
 * behind the JSON API under `userApiPrefix` and the script-free sign-in pages under
 * /auth/interaction/:uid.
 */
export default fp(
  async function accounts(app: FastifyInstance, options: { userApiPrefix: string }) {
    app.decorate(
      'accounts',
      createAccountsService({
        db: app.database.db,
        mailer: app.mailer,
        events: app.oidc.events,
        audit: app.audit,
        log: app.log,
      }),
    );
    await app.register(accountRoutes, { prefix: options.userApiPrefix });
    await app.register(pageRoutes, { prefix: '/auth/interaction' });
  },
  { name: 'accounts', dependencies: ['oidc', 'mailer', 'audit'] },
);
