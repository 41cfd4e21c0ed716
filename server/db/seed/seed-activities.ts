import { sql } from 'drizzle-orm';
import { LABS } from '@common/domain/labs';
import type { ActivityMetaData } from '@common/schemas/activities';
import { SYSTEM_OWNER } from '@common/schemas/presets';
import type { Db } from '../client';
import {
  activities,
  systemSettings,
  templates,
  templateTopics,
  topicActivities,
} from '../schema/index';
import { ACTIVITIES, TEMPLATE_TAGS, type SeedActivity } from './activities-data';
import { SYSTEM_PRESET_IDS } from './preset-ids';
import { SEED_LOCK_KEY } from './seed-support';
import { TEMPLATES } from './templates-data';

/** An activity's stored row: the loader path of its lab (and preset), the lab's name, its tags. */
export function activityRow(activity: SeedActivity) {
  const lab = LABS.find((l) => l.labType === activity.labType);
  if (!lab) throw new Error(`Activities seed: no lab of type ${activity.labType}`);
  const metaData: ActivityMetaData = { templateTags: activity.templateTags, tags: activity.tags };
  return {
    name: activity.name,
    link: activity.preset
      ? `/${lab.identifier}/${SYSTEM_PRESET_IDS[activity.preset]}`
      : `/${lab.identifier}`,
    lang: activity.lang,
    lab: lab.name,
    metaData: JSON.stringify(metaData),
  };
}

/**
 * The activities library: the SYSTEM settings (Template Tags), the activities and the syllabus
 * templates with their topics. Written once, into a database without templates (one
 * transaction under the seed lock), so a restart never duplicates them.
 */
export async function seedDemoActivities(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: templates.id }).from(templates).limit(1);
    if (existing) return;
    await tx.insert(systemSettings).values({
      ownerId: SYSTEM_OWNER,
      object: JSON.stringify({ 'Template Tags': TEMPLATE_TAGS }),
    });
    const keys = Object.keys(ACTIVITIES) as Array<keyof typeof ACTIVITIES>;
    const rows = await tx
      .insert(activities)
      .values(keys.map((key) => activityRow(ACTIVITIES[key])))
      .returning({ id: activities.id, name: activities.name });
    // Names are unique in the seed (seed-activities.test.ts): the id of each key by its name.
    const idByName = new Map(rows.map((r) => [r.name, r.id]));
    const activityId = (key: keyof typeof ACTIVITIES) => idByName.get(ACTIVITIES[key].name)!;
    for (const template of TEMPLATES) {
      const [row] = await tx
        .insert(templates)
        .values({
          name: template.name,
          lang: template.lang ?? 'en',
          subject: template.subject,
          ownerId: SYSTEM_OWNER,
        })
        .returning({ id: templates.id });
      const topicRows = await tx
        .insert(templateTopics)
        .values(
          template.topics.map(([name], position) => ({ templateId: row!.id, name, position })),
        )
        .returning({ id: templateTopics.id });
      await tx.insert(topicActivities).values(
        template.topics.flatMap(([, keysOfTopic], t) =>
          keysOfTopic.map((key, position) => ({
            topicId: topicRows[t]!.id,
            activityId: activityId(key),
            position,
          })),
        ),
      );
    }
  });
}
