import { z } from 'zod';
import { int, INT4_MAX, INT4_MIN, text, userIdSchema } from './primitives';

/** Spec 3 §3 / spec 1 §3: a TA record is a preset of type 3 and lab type 99. */
export const PresetKind = { TaRecord: { type: 3, labType: 99 } } as const;

/** A preset as the presets service returns it; `object` is JSON text, as it is stored. */
export const presetSchema = z.object({
  uuid: z.string(),
  owner_id: z.string(),
  type: z.number().int(),
  labType: z.number().int(),
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

/** `POST preset/save` (only TA records until presets arrive, see the presets module README). */
export const savePresetBodySchema = z.object({
  owner_id: userIdSchema,
  object: text().max(100_000),
  labType: int(),
  type: int(),
  uuid: z.uuid().optional(),
  name: text().max(256).optional(),
  /** The api client adds the caller's id to every body. */
  userId: userIdSchema.optional(),
});
export type SavePresetBody = z.input<typeof savePresetBodySchema>;

export const savePresetAnswerSchema = z.object({
  object: z.string(),
  owner_id: z.string(),
  uuid: z.string(),
});
export type SavePresetAnswer = z.infer<typeof savePresetAnswerSchema>;
