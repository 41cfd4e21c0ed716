import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { keptEmails } from '@server/db/schema/index';
// The plugin's declaration of app.mailer.
import type {} from '@server/plugins/mailer';
import { createTestApp, type TestApp } from '../helpers/app';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

describe('mailer', () => {
  let smtp: TestSmtpServer;
  let withSmtp: TestApp;
  let withoutSmtp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    withSmtp = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Lab Portal <portal@test.localhost>',
    });
    withoutSmtp = await createTestApp();
  });
  afterAll(async () => {
    await withSmtp?.close();
    await withoutSmtp?.close();
    await smtp?.close();
  });

  it('sends through the SMTP server of SMTP_URL', async () => {
    expect(withSmtp.app.mailer.kind).toBe('smtp');
    await withSmtp.app.mailer.send({
      to: 'student@example.org',
      subject: 'Your code',
      text: 'Code: ABC-123',
      kind: 'test',
    });
    const mail = await smtp.waitFor((m) => m.subject === 'Your code');
    expect(mail.to).toEqual(['student@example.org']);
    expect(mail.from).toContain('portal@test.localhost');
    expect(mail.text).toContain('Code: ABC-123');
  });

  it('keeps the message in the database when no SMTP server is configured', async () => {
    expect(withoutSmtp.app.mailer.kind).toBe('kept');
    await withoutSmtp.app.mailer.send({
      to: 'student@example.org',
      subject: 'Kept',
      text: 'Code: XYZ',
      kind: 'test',
    });
    const [row] = await withoutSmtp.database.db
      .select()
      .from(keptEmails)
      .orderBy(desc(keptEmails.id))
      .limit(1);
    expect(row).toMatchObject({ to: 'student@example.org', subject: 'Kept', text: 'Code: XYZ' });
  });
});
