import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A reseller of the portal with its white-label images (spec 1 §3 "Reseller whitelabel"). */
export const resellers = pgTable('resellers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Same-origin path or https URL (the CSP's img-src). */
  logoUrl: text('logo_url'),
  spinnerUrl: text('spinner_url'),
  insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
});

/** The sub-domains a reseller is reached on (`acme` of `acme.example.com`), lower case. */
export const resellerDomains = pgTable('reseller_domains', {
  domain: text('domain').primaryKey(),
  resellerId: integer('reseller_id')
    .notNull()
    .references(() => resellers.id, { onDelete: 'cascade' }),
});
