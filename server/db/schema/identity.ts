import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { campuses, institutions, regions } from './places';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const users = pgTable('users', {
  /** The OIDC `sub` and the spec's userId. */
  id: uuid('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** Lower-cased. An address starting with `deleted_` marks a deleted account (spec 1 §3). */
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  passwordHash: text('password_hash').notNull(),
  campusId: integer('campus_id').references(() => campuses.id),
  regionId: integer('region_id').references(() => regions.id),
  fromLti: boolean('from_lti').notNull().default(false),
  wsId: integer('ws_id'),
  /** 'Active', or 'Pending' for a created account not yet activated with its e-mailed code. */
  status: text('status').notNull().default('Active'),
  insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    status: text('status').notNull().default('Active'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId, t.institutionId] })],
);

/** Storage of the OpenID provider (sessions, grants, codes, tokens), shared by all instances. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Generated secrets kept across restarts and shared by instances (signing keys, cookie keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
});
