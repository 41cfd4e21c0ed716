import { z } from 'zod';
import { int, INT4_MAX, INT4_MIN, text, userIdSchema } from './primitives';

/**
 * Spec 3 §3 / spec 1 §3: saved presets are of type 1; a TA record is a preset of type 3 and lab
 * type 99. Presets made for an assignment (`preset/assignment/...`) are of type 2.
 */
export const PresetKind = {
  Saved: 1,
  Assignment: 2,
  TaRecord: { type: 3, labType: 99 },
} as const;

/** Spec 3 §3: `owner_id` SYSTEM marks a system preset (read-only for everyone). */
export const SYSTEM_OWNER = 'SYSTEM';

/**
 * A preset as the presets service returns it; `object` is JSON text, as it is stored. `updated`
 * is ISO time; system presets carry the epoch (0), which the list shows blank (spec 3 §2).
 */
export const presetSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  owner_id: z.string(),
  type: z.number().int(),
  labType: z.number().int(),
  labName: z.string(),
  name: z.string(),
  object: z.string(),
  updated: z.string(),
});
export type Preset = z.infer<typeof presetSchema>;

/** The `object` of a TA record: the ids of the groups the owner tutors. */
export const taRecordObjectSchema = z.object({
  TA_Groups: z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(1000),
});
export type TaRecordObject = z.infer<typeof taRecordObjectSchema>;

export const presetOwnerParamsSchema = z.object({ userId: userIdSchema });
/** `GET userdata/{userId}?owner_id=&type=`. */
export const userDataQuerySchema = z.object({
  owner_id: userIdSchema.optional(),
  type: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(INT4_MIN, { message: 'is too small' })
    .max(INT4_MAX, { message: 'is too large' })
    .optional(),
});

/**
 * `POST preset/save` (spec 3 §7), three shapes told apart by `labType`:
 * - `labType` given: `type` is the preset type: 1 the customization save `{uuid, object, labType,
 *   type 1}` of an own preset; 3 with lab type 99 a TA record `{owner_id, object, uuid?}`;
 * - no `labType`: `type` is the LAB type: with `uuid` the generic save (rename, procedure,
 *   unknown toggles) of an own preset; without `uuid` a new preset owned by the caller (adding
 *   a saved lab by link copies the preset it points at).
 * `object` is JSON text, parsed per lab with `parsePresetObject` (preset-objects.ts).
 */
export const savePresetBodySchema = z.object({
  owner_id: userIdSchema.optional(),
  object: text().max(100_000),
  labType: int().optional(),
  type: int(),
  uuid: z.uuid().optional(),
  name: text().max(256).optional(),
  /** The api client adds the caller's id to every body. */
  userId: userIdSchema.optional(),
});
export type SavePresetBody = z.input<typeof savePresetBodySchema>;

/** The saved preset (a TA record's client reads `object`, `owner_id` and `uuid` of it). */
export const savePresetAnswerSchema = presetSchema;
export type SavePresetAnswer = z.infer<typeof savePresetAnswerSchema>;

/** `POST preset/list`: the caller's saved presets (type 1) and the system presets. */
export const listPresetsBodySchema = z.object({ userId: userIdSchema });
/** `POST preset/fetch`: any signed-in user reads a preset by its uuid (sharing a link). */
export const fetchPresetBodySchema = z.object({
  uuid: z.uuid({ message: 'must be a preset id (UUID)' }),
  userId: userIdSchema.optional(),
});
/** `POST preset/delete` and `preset/assignment/delete`: `type` is the preset's lab type. */
export const deletePresetBodySchema = z.object({
  uuid: z.uuid({ message: 'must be a preset id (UUID)' }),
  type: int(),
  userId: userIdSchema.optional(),
});
export const deletePresetAnswerSchema = z.object({ uuid: z.string() });
/** `GET preset/assignment/{id}`: the numeric id of an assignment's preset. */
export const presetIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be 1 or more' })
    .max(INT4_MAX, { message: 'is too large' }),
});
