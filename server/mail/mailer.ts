import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { keptEmails } from '../db/schema/index';

/** What the portal sends: plain text, in the recipient's language (the caller picks the texts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** 'purchase' | 'account-activation' | 'password-reset' ... (kept with the message). */
  kind: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'kept' writes to the database for administrators. */
  readonly kind: 'smtp' | 'kept';
  send(message: MailMessage): Promise<void>;
}

/** Sends through an SMTP server (nodemailer). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/** Without SMTP: the message is kept in `kept_emails`, where administrators read it. */
export function keptMailer(db: Db): Mailer {
  return {
    kind: 'kept',
    async send({ to, subject, text, kind }) {
      await db.insert(keptEmails).values({ to, subject, text, kind });
    },
  };
}
