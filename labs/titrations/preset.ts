import { EMPTY, mix, solution, type Mixture } from '@common/domain/titration';
import { titrationMaterial } from '@common/domain/titration-materials';
import { LabType } from '@common/domain/labs';
import {
  titrationPresetSchema,
  type TitrationContent,
  type TitrationPreset,
  type UnknownType,
} from '@common/schemas/preset-objects';
import type { InitMessage } from '../shared/portal-link';
import { seededIndex } from '../shared/seed';

/** A bottle on the shelf. */
export interface BottleSetup {
  uuid: string;
  /** What the label says (the preset's short name, or the material's name by default). */
  name: string;
  materialId: string;
  /** 0 a solution (concentration M), 1 a solid (purity 0-1). */
  phase: 0 | 1;
  concentration: number;
  /** Unknown: the concentration is not shown; `type` null when the preset does not say. */
  unknown: { type: UnknownType | null } | null;
}

export interface TitrationControls {
  pHMeter: boolean;
  conductivityMeter: boolean;
  graph: boolean;
  saveData: boolean;
}

export interface TitrationSetup {
  bottles: BottleSetup[];
  controls: TitrationControls;
  inserted: { pHMeter: boolean; conductivityMeter: boolean };
  beaker: Mixture;
  buret: { mixture: Mixture; source: string | null };
  pipetVolume: number;
  /** g of solid on the weighing paper when the lab opens. */
  paperGrams: number;
  preset: { uuid: string; name: string } | null;
  problem: 'other-lab' | 'bad-object' | null;
}

const ALL_ON: TitrationControls = {
  pHMeter: true,
  conductivityMeter: true,
  graph: true,
  saveData: true,
};

/**
 * The default setup: hydrochloric acid of unknown concentration (0.0800-0.1200 M, the same for
 * the whole session: seeded by its id), 0.1000 M sodium hydroxide, KHP, distilled water.
 */
export function defaultSetup(sessionId: string): TitrationSetup {
  const unknownM = 0.08 + seededIndex(`${sessionId}:hcl`, 401) * 0.0001;
  return {
    bottles: [
      {
        uuid: 'default-hcl',
        name: 'HCl',
        materialId: 'hcl',
        phase: 0,
        concentration: Number(unknownM.toFixed(4)),
        unknown: { type: null },
      },
      bottle('default-naoh', 'NaOH', 'naoh', 0, 0.1),
      bottle('default-khp', 'KHP', 'khp', 1, 1),
      bottle('default-water', 'H2O', 'water', 0, 0),
    ],
    controls: ALL_ON,
    inserted: { pHMeter: false, conductivityMeter: false },
    beaker: EMPTY,
    buret: { mixture: EMPTY, source: null },
    pipetVolume: 25,
    paperGrams: 0.5,
    preset: null,
    problem: null,
  };
}

function bottle(
  uuid: string,
  name: string,
  materialId: string,
  phase: 0 | 1,
  concentration: number,
): BottleSetup {
  return { uuid, name, materialId, phase, concentration, unknown: null };
}

type PresetData = InitMessage['presetData'];

/** A container's contents from a preset: water plus `amount` mL of each solution at `value` M. */
function contents(materials: readonly TitrationContent[]): Mixture {
  return mix(
    ...materials.map((m) =>
      mix(solution('water', 0, m.water), solution(m.id, m.id === 'water' ? 0 : m.value, m.amount)),
    ),
  );
}

/**
 * Applies `presetData` (from the portal's init, spec 3 §3 "Titration advanced customization"):
 * its bottles (names, concentrations, unknowns as assigned or practice), the controls, meters
 * already in the beaker, and the beaker, burette, pipette and weighing paper when given. A preset
 * of another lab or one that does not parse: the default setup, with the reason.
 */
export function titrationSetup(presetData: PresetData, sessionId: string): TitrationSetup {
  const fallback = defaultSetup(sessionId);
  if (!presetData) return fallback;
  if (presetData.labType !== LabType.Titrations) return { ...fallback, problem: 'other-lab' };
  let json: unknown;
  try {
    json = JSON.parse(presetData.object);
  } catch {
    return { ...fallback, problem: 'bad-object' };
  }
  const parsed = titrationPresetSchema.safeParse(json);
  if (!parsed.success) return { ...fallback, problem: 'bad-object' };
  return fromPreset(parsed.data, fallback, { uuid: presetData.uuid, name: presetData.name });
}

function fromPreset(
  preset: TitrationPreset,
  fallback: TitrationSetup,
  named: { uuid: string; name: string },
): TitrationSetup {
  const typeOf = (uuid: string): UnknownType | null =>
    preset.unknownData.assigned.some((u) => u.uuid === uuid)
      ? 'assigned'
      : preset.unknownData.practice.some((u) => u.uuid === uuid)
        ? 'practice'
        : null;
  const bottles = preset.bottles.map((b): BottleSetup => {
    const type = typeOf(b.uuid);
    return {
      uuid: b.uuid,
      name: b.shortName,
      materialId: b.jsonStr.materials[0]!.id,
      phase: b.phase,
      concentration: b.concentration,
      unknown: b.unknown || type ? { type } : null,
    };
  });
  const buret = preset.burets[0];
  const buretSource = buret?.materials.find((m) => m.id !== 'water')?.id;
  const paper = preset.papers[0]?.materials[0];
  const inserted = {
    pHMeter: preset.inserted?.pHMeter ?? false,
    conductivityMeter: preset.inserted?.conductivityMeter ?? false,
  };
  return {
    bottles: bottles.length > 0 ? bottles : fallback.bottles,
    // A meter already in the beaker stays usable (spec 3: its access cannot be turned off).
    controls: {
      ...preset.controls,
      pHMeter: preset.controls.pHMeter || inserted.pHMeter,
      conductivityMeter: preset.controls.conductivityMeter || inserted.conductivityMeter,
    },
    inserted,
    beaker: preset.beakers[0] ? contents(preset.beakers[0].materials) : EMPTY,
    buret: buret
      ? {
          mixture: contents(buret.materials),
          source: buretSource ? (titrationMaterial(buretSource)?.formula ?? buretSource) : null,
        }
      : fallback.buret,
    pipetVolume: preset.pipets[0]?.conVol ?? fallback.pipetVolume,
    paperGrams: paper?.amount ?? fallback.paperGrams,
    preset: named,
    problem: null,
  };
}
