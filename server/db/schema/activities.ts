import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/**
 * Syllabus templates, their topics and the activities of the activities library (spec 3 §3
 * "Template", "Activity"; §7 "Templates and activities"). Catalogue data: no user data here.
 */

/** A textbook syllabus template; `subject` is comma-separated (empty: the Other group). */
export const templates = pgTable('templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  lang: text('lang').notNull().default('en'),
  subject: text('subject').notNull().default(''),
  /** 'SYSTEM' for the templates every instructor sees. */
  ownerId: text('owner_id').notNull().default('SYSTEM'),
});

/** A template's topics, in syllabus order (`position`). */
export const templateTopics = pgTable(
  'template_topics',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('template_topics_template_idx').on(t.templateId, t.position)],
);

/**
 * An activity: a lab with (usually) a preset. `link` is the portal's loader path
 * `/{lab identifier}/{preset uuid}`; `lab` the lab's name; `metaData` JSON text
 * `{templateTags, tags}`.
 */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  lang: text('lang').notNull().default('en'),
  lab: text('lab').notNull(),
  metaData: text('meta_data').notNull().default('{}'),
});

/** Which activities a topic lists (an activity may be in several topics), in order. */
export const topicActivities = pgTable(
  'topic_activities',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => templateTopics.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.activityId] })],
);

/** Settings of an owner ('SYSTEM': the Template Tags); `object` is JSON text. */
export const systemSettings = pgTable('system_settings', {
  id: serial('id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  object: text('object').notNull().default('{}'),
});
