import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { keptEmails } from '../schema/index';
import { SEED_LOCK_KEY } from './seed-support';

/**
 * Two e-mails as if no SMTP server had been configured, so the administrators' "Kept e-mails"
 * screen has something to show in the demo (and in e2e, where SMTP is configured).
 */
export const DEMO_KEPT_EMAILS = [
  {
    to: 'ada.admin@example.edu',
    subject: 'Welcome to Lab Portal',
    text: 'Your Lab Portal account is ready. Sign in with your username to start your labs.',
    kind: 'account-activation',
    minutesAgo: 90,
  },
  {
    to: 'sara.student@example.edu',
    subject: 'Your Lab Portal password reset code',
    text: 'Use this code to choose a new password: 482913. It expires in 30 minutes.',
    kind: 'password-reset',
    minutesAgo: 30,
  },
] as const;

/** Written once, under the seed lock: a database that already has kept e-mails is left as it is. */
export async function seedDemoKeptEmails(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: keptEmails.id }).from(keptEmails).limit(1);
    if (existing) return;
    const now = Date.now();
    await tx.insert(keptEmails).values(
      DEMO_KEPT_EMAILS.map(({ minutesAgo, ...email }) => ({
        ...email,
        at: new Date(now - minutesAgo * 60_000),
      })),
    );
  });
}
