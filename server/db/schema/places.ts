import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Regions of `institutions/regions`: USA, Canada and ids above 8 are selectable countries. */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  regionId: integer('region_id').references(() => regions.id),
});

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  name: text('name').notNull(),
  code: text('code').notNull(),
});

/** A school, college or district. Schools are institutions; campuses belong to one. */
export const institutions = pgTable('institutions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  regionId: integer('region_id').references(() => regions.id),
  url: text('url'),
  type: text('type').notNull().default('school'),
  level: text('level'),
  parentId: integer('parent_id'),
  city: text('city'),
  stateId: integer('state_id').references(() => states.id),
  countryId: integer('country_id').references(() => countries.id),
  insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
});

export const campuses = pgTable('campuses', {
  id: serial('id').primaryKey(),
  institutionId: integer('institution_id')
    .notNull()
    .references(() => institutions.id),
  locationName: text('location_name').notNull(),
  isMain: boolean('is_main').notNull().default(false),
});
