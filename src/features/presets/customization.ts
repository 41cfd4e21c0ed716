import type { z } from 'zod';
import {
  densityPresetSchema,
  inorganicPresetSchema,
  motionPresetSchema,
  organicQualitativePresetSchema,
  organicSynthesisPresetSchema,
  titrationPresetSchema,
  type DensityPreset,
  type InorganicPreset,
  type MotionPreset,
  type OrganicQualitativePreset,
  type OrganicSynthesisPreset,
  type TitrationPreset,
} from '@common/schemas/preset-objects';
import { LabType } from '@common/domain/labs';

/** What the customization popup edits: the preset object, typed by its lab. */
export type Draft =
  | { kind: 'inorganic'; value: InorganicPreset }
  | { kind: 'titrations'; value: TitrationPreset }
  | { kind: 'organicQualitative'; value: OrganicQualitativePreset }
  | { kind: 'organicSynthesis'; value: OrganicSynthesisPreset }
  | { kind: 'density'; value: DensityPreset }
  | { kind: 'motion'; value: MotionPreset };

export type DraftReading =
  | { ok: true; draft: Draft }
  | { ok: false; reason: 'notSupported' }
  | { ok: false; reason: 'unreadable'; problem: string };

function read<T>(schema: z.ZodType<T>, object: unknown, make: (value: T) => Draft): DraftReading {
  const parsed = schema.safeParse(object);
  if (parsed.success) return { ok: true, draft: make(parsed.data) };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    reason: 'unreadable',
    problem: issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'invalid object',
  };
}

/**
 * Spec 3 §5 "Customization is supported for Inorganic, Titrations, Organic Qualitative Analysis,
 * Organic Synthesis, Density, Free Motion, Ramp Motion; otherwise a not-supported message shows."
 * An object that does not have its lab's shape cannot be edited safely: 'unreadable'.
 */
export function readDraft(labType: number, object: unknown): DraftReading {
  switch (labType) {
    case LabType.Inorganic:
      return read(inorganicPresetSchema, object, (value) => ({ kind: 'inorganic', value }));
    case LabType.Titrations:
      return read(titrationPresetSchema, object, (value) => ({ kind: 'titrations', value }));
    case LabType.OrganicQualitative:
      return read(organicQualitativePresetSchema, object, (value) => ({
        kind: 'organicQualitative',
        value,
      }));
    case LabType.OrganicSynthesis:
      return read(organicSynthesisPresetSchema, object, (value) => ({
        kind: 'organicSynthesis',
        value,
      }));
    case LabType.Density:
      return read(densityPresetSchema, object, (value) => ({ kind: 'density', value }));
    case LabType.FreeMotion:
    case LabType.RampMotion:
      return read(motionPresetSchema, object, (value) => ({ kind: 'motion', value }));
    default:
      return { ok: false, reason: 'notSupported' };
  }
}
