import { z } from 'zod';
import { INT4_MAX } from './primitives';

/**
 * Syllabus templates, their topics and activities (spec 3 §3 "Template", "Activity", §7
 * "Templates and activities"). Served by the presets service (`/presets-api/template/SYSTEM`,
 * `settings/SYSTEM`, `template_topics/{id}`, `topics_activities/{id}`) and, without
 * authentication, by the content API (`/api/activities`: public catalogue data only).
 */

/** Spec 3 §9: the template categories, in this order; "My Previous Groups" comes last (issue 11). */
export const TEMPLATE_CATEGORIES = [
  'General',
  'Majors',
  'Organic',
  'Biology',
  'High School Chemistry',
  'Physics',
  'Physical Science',
] as const;

/** Spec 3 §9 "Levels". An activity's level is the first of these among its `tags`. */
export const ACTIVITY_LEVELS = ['General', 'Advanced'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** Spec 3 §2: English, Spanish, Portuguese exist (the selector is hidden). */
export const ACTIVITY_LANGUAGES = ['en', 'es', 'pt'] as const;

/** `GET template/SYSTEM`: the system's syllabus templates. */
export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lang: z.string(),
  /** Comma-separated subjects (spec 3 §3), e.g. "General, Majors"; empty: the Other group. */
  subject: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

/** `GET template_topics/{templateId}`: a template's topics, in syllabus order. */
export const topicSchema = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  name: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

/** An activity's `metaData` JSON (spec 3 §3). */
export const activityMetaDataSchema = z.object({
  /** Template tags (settings "Template Tags") the activity belongs to. */
  templateTags: z.array(z.string()),
  /** Free tags; "General" or "Advanced" sets the level. */
  tags: z.array(z.string()),
});
export type ActivityMetaData = z.infer<typeof activityMetaDataSchema>;

/**
 * An activity: a lab with a preset. `link` is the portal's loader path `/{lab identifier}/{preset
 * uuid}` (the screen makes it absolute for "copy link"); `lab` is the lab's name (spec 2 LABS).
 * `metaData` is JSON text, as stored.
 */
export const activitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  lang: z.string(),
  lab: z.string(),
  metaData: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** `GET topics_activities/{topicId}` when the topic does not exist (spec 3 §7 "an err field"). */
export const topicActivitiesErrorSchema = z.object({ err: z.string(), message: z.string() });

/** `GET settings/SYSTEM`: a list whose first element's `object` is JSON text with the tags. */
export const systemSettingsSchema = z.array(z.object({ object: z.string() }));
/** The parsed `object` of the first system setting. */
export const templateTagsSettingSchema = z.object({ 'Template Tags': z.array(z.string()) });

export const templateIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be 1 or more' })
    .max(INT4_MAX, { message: 'is too large' }),
});

/** `GET api/activities`: every activity (public). */
export const activitiesSchema = z.array(activitySchema);
