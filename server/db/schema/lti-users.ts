import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * One-time sign-in tickets of LMS launches (issue 11 §6): the launch makes one for the account,
 * the portal's sign-in page redeems it once, within 60 s, in the browser that made the launch.
 * Only hashes are kept: a database reader cannot sign anyone in.
 */
export const ltiLoginTickets = pgTable(
  'lti_login_tickets',
  {
    /** SHA-256 (hex) of the ticket the browser carries. */
    ticketHash: text('ticket_hash').primaryKey(),
    /** SHA-256 (hex) of the HttpOnly cookie set on the launching browser. */
    bindingHash: text('binding_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('lti_login_tickets_expires_at_idx').on(t.expiresAt)],
);

/**
 * The portal page the last LMS launch asked for, answered once by `GET iframehandler/{userId}`
 * (spec 2 §7) after the user is signed in.
 */
export const ltiPendingRedirects = pgTable('lti_pending_redirects', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A path of the portal (`/labs/physics-density`), never another origin. */
  target: text('target').notNull(),
  insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
});
