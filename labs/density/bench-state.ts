import {
  balanceReading,
  round3,
  SAMPLE_CYLINDERS,
  waterLevel,
  type SampleCylinder,
} from '@common/domain/density';
import type { LabStatement } from '@common/schemas/lab-frame';
import type { BenchSample } from './preset';

/** Where a cylinder can be. The graduated cylinder is narrow: one sample fits at a time. */
export const PLACES = ['bench', 'balance', 'graduated-cylinder'] as const;
export type Place = (typeof PLACES)[number];

/** Places as statements name them (data for the lab book, in the lab's own words). */
export const PLACE_NAMES: Record<Place, string> = {
  bench: 'bench',
  balance: 'balance',
  'graduated-cylinder': 'graduated cylinder',
};

export type CylinderNumber = SampleCylinder['number'];

export interface BenchState {
  places: Record<CylinderNumber, Place>;
  /** The cylinders of this session (a preset may make some unknown, of another material). */
  samples: readonly BenchSample[];
}

export interface Readings {
  /** g, 3 decimals. */
  mass: number;
  /** mL, 3 decimals. */
  volume: number;
}

export const initialState = (samples: readonly BenchSample[] = SAMPLE_CYLINDERS): BenchState => ({
  places: { 1: 'bench', 2: 'bench', 3: 'bench', 4: 'bench', 5: 'bench' },
  samples,
});

export function sampleOf(state: BenchState, number: CylinderNumber): BenchSample {
  const sample = state.samples.find((s) => s.number === number);
  if (!sample) throw new RangeError(`no cylinder ${number}`);
  return sample;
}

export function samplesAt(state: BenchState, place: Place): BenchSample[] {
  return state.samples.filter((s) => state.places[s.number] === place);
}

export function readings(state: BenchState): Readings {
  return {
    mass: round3(balanceReading(samplesAt(state, 'balance'))),
    volume: round3(waterLevel(samplesAt(state, 'graduated-cylinder'))),
  };
}

export function canPlace(state: BenchState, number: CylinderNumber, to: Place): boolean {
  if (state.places[number] === to) return false;
  return to !== 'graduated-cylinder' || samplesAt(state, 'graduated-cylinder').length === 0;
}

/**
 * Puts a cylinder somewhere. Into or out of the water is a transfer; between the bench and the
 * balance a move; then a state statement for each reading that changed.
 */
export function place(
  state: BenchState,
  number: CylinderNumber,
  to: Place,
): { state: BenchState; statements: LabStatement[] } | null {
  if (!canPlace(state, number, to)) return null;
  const from = state.places[number];
  const next: BenchState = { ...state, places: { ...state.places, [number]: to } };
  const sample = sampleOf(state, number);
  // An unknown's material stays out of the lab book: the student is to find it.
  const subject = {
    name: `cylinder ${number}`,
    materials: sample.unknown ? `unknown ${sample.unknown.letter}` : sample.material,
  };
  const isTransfer = from === 'graduated-cylinder' || to === 'graduated-cylinder';
  const statements: LabStatement[] = [
    isTransfer
      ? {
          actionType: 'transfer',
          actions: { ...subject, source: PLACE_NAMES[from], destination: PLACE_NAMES[to] },
        }
      : {
          actionType: 'move',
          actions: {
            ...subject,
            initialLocation: PLACE_NAMES[from],
            finalLocation: PLACE_NAMES[to],
          },
        },
  ];
  const before = readings(state);
  const after = readings(next);
  if (after.mass !== before.mass)
    statements.push({ actionType: 'state', actions: { name: 'balance', mass: after.mass } });
  if (after.volume !== before.volume)
    statements.push({
      actionType: 'state',
      actions: { name: 'graduated cylinder', volume: after.volume },
    });
  return { state: next, statements };
}

/**
 * Startup (spec 2 §4): a lab launch, or a preset autoload carrying the preset's uuid and name
 * (sent after `init`, which brings the preset).
 */
export function startupStatement(preset: { uuid: string; name: string } | null): LabStatement {
  return {
    actionType: 'startup',
    actions: preset
      ? { labName: 'Density', presetName: preset.name, uuid: preset.uuid }
      : { labName: 'Density' },
  };
}
