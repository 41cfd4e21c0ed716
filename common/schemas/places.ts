import { z } from 'zod';
import { idParamSchema } from './primitives';

/**
 * School selection of spec 1 §3 (country, state, institution, campus), served without auth under
 * `/api` (spec 1 §7). A country is a selectable region of `institutions/regions`.
 */
export const stateSchema = z.object({
  Id: z.number().int(),
  /** The country's region id (the profile's country). */
  Country: z.number().int(),
  Name: z.string(),
  Code: z.string(),
});
export type State = z.infer<typeof stateSchema>;

export const schoolSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  city: z.string().nullable(),
  stateId: z.number().int().nullable(),
  country: z.number().int().nullable(),
});
export type School = z.infer<typeof schoolSchema>;

export const campusSchema = z.object({
  id: z.number().int(),
  locationName: z.string(),
  isMain: z.boolean(),
  institutionId: z.number().int(),
  /** The school's name (spec 1 §3 institution parentName). */
  parentName: z.string(),
});
export type Campus = z.infer<typeof campusSchema>;

/** `GET /api/campus_by_id/{campusId}`: the campus with its school, state and country. */
export const campusDetailSchema = campusSchema.extend({
  stateId: z.number().int().nullable(),
  state: z.string().nullable(),
  country: z.number().int().nullable(),
  countryName: z.string().nullable(),
});
export type CampusDetail = z.infer<typeof campusDetailSchema>;

export const countryParamsSchema = z.object({ country: idParamSchema });
export const stateParamsSchema = z.object({ state: idParamSchema });
export const stateCountryParamsSchema = z.object({ state: idParamSchema, country: idParamSchema });
export const stateSchoolParamsSchema = z.object({ state: idParamSchema, school: idParamSchema });
export const campusParamsSchema = z.object({ campusId: idParamSchema });
