import {
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { institutions } from './places';

export const bundles = pgTable('bundles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
  /** Days. */
  expirationPeriod: integer('expiration_period').notNull(),
  /** JSON text: canPurchase, description, iconURL, backgroundColor, tags, workingBench, beta. */
  metaData: text('meta_data').notNull().default('{}'),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url'),
  /** 'Bench' | 'Worksheets' | 'Desktop'. */
  productType: text('product_type').notNull(),
  metaData: text('meta_data').notNull().default('{}'),
  description: text('description'),
});

export const bundleProducts = pgTable(
  'bundle_products',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.productId] })],
);

export const contracts = pgTable('contracts', {
  id: serial('id').primaryKey(),
  institutionId: integer('institution_id').references(() => institutions.id),
  /** The purchaser or the institution's contact; sees the contract under users/{id}/contracts. */
  ownerId: uuid('owner_id').references(() => users.id),
  multiuseCode: text('multiuse_code').unique(),
  effectiveDate: timestamp('effective_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  activationDate: timestamp('activation_date', { withTimezone: true }),
  expirationDate: timestamp('expiration_date', { withTimezone: true }),
  insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
});

/** A license to a bundle: issued with an activation code, active once a user activates it. */
export const licenses = pgTable('licenses', {
  id: serial('id').primaryKey(),
  activationCode: text('activation_code').notNull().unique(),
  bundleId: integer('bundle_id')
    .notNull()
    .references(() => bundles.id),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  contractId: integer('contract_id').references(() => contracts.id),
  /** 'Issued' | 'Active'. Expired is derived from endDate. */
  status: text('status').notNull().default('Issued'),
  insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
  activatedOn: timestamp('activated_on', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
});
