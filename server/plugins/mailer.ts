import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keptMailer, smtpMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: SMTP when SMTP_URL is set, else messages kept in the database. */
export default fp(
  async function mailer(app: FastifyInstance) {
    const { SMTP_URL, MAIL_FROM } = app.config;
    app.decorate(
      'mailer',
      SMTP_URL ? smtpMailer(SMTP_URL, MAIL_FROM) : keptMailer(app.database.db),
    );
  },
  { name: 'mailer' },
);
