import { asc, eq } from 'drizzle-orm';
import { SYSTEM_OWNER } from '@common/schemas/presets';
import type { Db } from '../../db/client';
import {
  activities,
  systemSettings,
  templates,
  templateTopics,
  topicActivities,
} from '../../db/schema/index';

// Queries only: the access rule (signed in, or public for /api/activities) is in routes/service.

const activityColumns = {
  id: activities.id,
  name: activities.name,
  link: activities.link,
  lang: activities.lang,
  lab: activities.lab,
  metaData: activities.metaData,
};

export function listSystemTemplates(db: Db) {
  return db
    .select({
      id: templates.id,
      name: templates.name,
      lang: templates.lang,
      subject: templates.subject,
    })
    .from(templates)
    .where(eq(templates.ownerId, SYSTEM_OWNER))
    .orderBy(asc(templates.id));
}

export async function templateExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: templates.id })
    .from(templates)
    .where(eq(templates.id, id))
    .limit(1);
  return rows.length > 0;
}

export function listTopics(db: Db, templateId: number) {
  return db
    .select({
      id: templateTopics.id,
      templateId: templateTopics.templateId,
      name: templateTopics.name,
    })
    .from(templateTopics)
    .where(eq(templateTopics.templateId, templateId))
    .orderBy(asc(templateTopics.position), asc(templateTopics.id));
}

export async function topicExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: templateTopics.id })
    .from(templateTopics)
    .where(eq(templateTopics.id, id))
    .limit(1);
  return rows.length > 0;
}

export function listTopicActivities(db: Db, topicId: number) {
  return db
    .select(activityColumns)
    .from(topicActivities)
    .innerJoin(activities, eq(activities.id, topicActivities.activityId))
    .where(eq(topicActivities.topicId, topicId))
    .orderBy(asc(topicActivities.position), asc(activities.id));
}

export function listActivities(db: Db) {
  return db.select(activityColumns).from(activities).orderBy(asc(activities.id));
}

export function listSettings(db: Db, ownerId: string) {
  return db
    .select({ object: systemSettings.object })
    .from(systemSettings)
    .where(eq(systemSettings.ownerId, ownerId))
    .orderBy(asc(systemSettings.id));
}
