import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Who did what, for administrators (issue 12): proxy starts and ends, every write made while
 * proxying, and every change made in the administrators' area. Rows are never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in person (the support user while proxying). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user acted upon or as (the proxied user), when there is one. */
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A short machine name: 'proxy.start', 'proxy.end', 'proxy.write', 'admin.institution.update' ... */
    action: text('action').notNull(),
    /** Small, never secrets or note content: method and path, ids, changed field names. */
    details: jsonb('details').notNull().default({}),
    proxySessionId: integer('proxy_session_id'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** A support user acting as another user (spec 1 §4 "Proxy mode"). */
export const proxySessions = pgTable(
  'proxy_sessions',
  {
    id: serial('id').primaryKey(),
    supportUserId: uuid('support_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readOnly: boolean('read_only').notNull().default(true),
    /** SHA-256 of the token the browser sends; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('proxy_sessions_support_idx').on(t.supportUserId)],
);

/** E-mails kept in the database when no SMTP server is configured, shown to administrators. */
export const keptEmails = pgTable('kept_emails', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** 'purchase' | 'account-activation' | 'password-reset' ... */
  kind: text('kind').notNull(),
});

/** One card payment: the idempotency key makes a retried charge request charge once. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    bundleIds: jsonb('bundle_ids').$type<number[]>().notNull(),
    quantity: integer('quantity').notNull(),
    /** From the server's own bundle prices, never from the client. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    /** 'pending' | 'succeeded' | 'failed'. */
    status: text('status').notNull(),
    /** 'test' or 'stripe'. */
    gateway: text('gateway').notNull(),
    gatewayChargeId: text('gateway_charge_id'),
    failureCode: text('failure_code'),
    /** The first issued license's code (the charge response's result[0].ActivationCode). */
    activationCodes: jsonb('activation_codes').$type<string[]>().notNull().default([]),
    insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_user_key_idx').on(t.userId, t.idempotencyKey)],
);

/** Banner messages (spec 2 §3): list 1 for instructors, list 2 for everyone else. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  list: integer('list').notNull(),
  lang: text('lang').notNull(),
  /** 'All' or a named route (Labs, Groups ...). */
  page: text('page').notNull().default('All'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  url: text('url'),
  urlText: text('url_text'),
  /** 0-4 fixed colours, 5 and above random. */
  color: integer('color').notNull().default(0),
  /** JSON list of { text, url }. */
  videoInfo: jsonb('video_info').$type<{ text: string; url: string }[]>().notNull().default([]),
  /** Shown from (inclusive) until (exclusive); null: no bound. */
  showFrom: timestamp('show_from', { withTimezone: true }),
  showUntil: timestamp('show_until', { withTimezone: true }),
  insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes e-mailed for account activation and password reset (stored hashed). */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'activation' | 'password-reset'. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_codes_user_idx').on(t.userId, t.purpose)],
);
