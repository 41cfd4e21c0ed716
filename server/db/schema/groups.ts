import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { institutions } from './places';

export const classGroups = pgTable(
  'class_groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    accessCode: text('access_code').notNull().unique(),
    /** 'Open' | 'Archived'. */
    status: text('status').notNull().default('Open'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    insertedOn: timestamp('inserted_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('class_groups_owner_idx').on(t.ownerId)],
);

export const classGroupMembers = pgTable(
  'class_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => classGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'Student' | 'Instructor' (a co-instructor who joined with the code). */
    memberRole: text('member_role').notNull().default('Student'),
    joinedOn: timestamp('joined_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('class_group_members_user_idx').on(t.userId),
  ],
);
