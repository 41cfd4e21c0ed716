import { SAMPLE_CYLINDERS, type Material, type SampleCylinder } from '@common/domain/density';
import { LabType } from '@common/domain/labs';
import { densityPresetSchema, type UnknownType } from '@common/schemas/preset-objects';
import type { InitMessage } from '../shared/portal-link';
import { seededIndex } from '../shared/seed';

/** A cylinder on this bench: its material, and whether the student must find it. */
export interface BenchSample extends SampleCylinder {
  /** An unknown: the material is not named; `letter` names it (A, B, ...). */
  unknown?: { type: UnknownType; letter: string };
}

export interface DensityControls {
  balance: boolean;
  graduatedCylinder: boolean;
  unknownReporting: boolean;
}

/** How the bench opens: the default setup, or a preset's (issue 10 §3). */
export interface DensitySetup {
  samples: readonly BenchSample[];
  controls: DensityControls;
  /** The preset applied (for the startup statement); null: the default setup. */
  preset: { uuid: string; name: string } | null;
  /** Why a preset was not applied (shown on the bench). */
  problem: 'other-lab' | 'bad-object' | null;
}

const ALL_ON: DensityControls = { balance: true, graduatedCylinder: true, unknownReporting: true };

export const DEFAULT_SETUP: DensitySetup = {
  samples: SAMPLE_CYLINDERS,
  controls: ALL_ON,
  preset: null,
  problem: null,
};

type PresetData = InitMessage['presetData'];

/**
 * Applies `presetData` (from the portal's init): the unknown cylinders get a material picked from
 * their `unknownList`, the same for the whole session (seeded by its id), and lose their name;
 * controls turned off are not offered. A preset of another lab or one that does not parse: the
 * default setup, with the reason.
 */
export function densitySetup(presetData: PresetData, sessionId: string): DensitySetup {
  if (!presetData) return DEFAULT_SETUP;
  if (presetData.labType !== LabType.Density) return { ...DEFAULT_SETUP, problem: 'other-lab' };
  let json: unknown;
  try {
    json = JSON.parse(presetData.object);
  } catch {
    return { ...DEFAULT_SETUP, problem: 'bad-object' };
  }
  const parsed = densityPresetSchema.safeParse(json);
  if (!parsed.success) return { ...DEFAULT_SETUP, problem: 'bad-object' };
  const unknowns = [...parsed.data.unknownsData.cylinderUnknowns].sort(
    (a, b) => a.cylinder - b.cylinder,
  );
  const samples = SAMPLE_CYLINDERS.map((sample): BenchSample => {
    const index = unknowns.findIndex((u) => u.cylinder === sample.number);
    if (index < 0) return sample;
    const unknown = unknowns[index]!;
    const material: Material =
      unknown.unknownList[
        seededIndex(`${sessionId}:${presetData.uuid}:${sample.number}`, unknown.unknownList.length)
      ]!;
    return {
      ...sample,
      material,
      unknown: { type: unknown.unknownType, letter: String.fromCharCode(65 + index) },
    };
  });
  return {
    samples,
    controls: parsed.data.controls,
    preset: { uuid: presetData.uuid, name: presetData.name },
    problem: null,
  };
}
