import {
  conductivityOf,
  EMPTY,
  mix,
  pHOf,
  solid,
  solution,
  take,
  toBuretStep,
  type Mixture,
} from '@common/domain/titration';
import { TITRATION_CONTAINERS } from '@common/domain/titration-materials';
import type { LabStatement } from '@common/schemas/lab-frame';
import type { BottleSetup, TitrationSetup } from './preset';

/**
 * The titrations bench's rules, pure: a beaker, a burette, a volumetric pipette, bottles, a pH
 * meter and a conductivity meter. Every action returns the next state and the statements it
 * makes (spec 2: state, startup, move, transfer, calibration), or null when it cannot be done.
 */

export type Meter = 'pHMeter' | 'conductivityMeter';
export const METER_NAMES: Record<Meter, string> = {
  pHMeter: 'pH meter',
  conductivityMeter: 'conductivity meter',
};

/** An uncalibrated pH meter reads this much high (a drifted electrode); calibration fixes it. */
export const UNCALIBRATED_OFFSET = 0.3;

export interface CurvePoint {
  /** mL added from the burette since the beaker was filled. */
  volume: number;
  pH: number | null;
  conductivity: number | null;
}

export interface BenchState {
  beaker: Mixture;
  buret: Mixture;
  /** The bottle the burette was filled from (its name). */
  buretSource: string | null;
  /** The burette's reading: mL delivered since it was filled. */
  delivered: number;
  /** mL added from the burette to the beaker since the beaker was last emptied. */
  added: number;
  pipetVolume: number;
  inserted: Record<Meter, boolean>;
  calibrated: boolean;
  curve: CurvePoint[];
}

export interface Readings {
  pH: number | null;
  conductivity: number | null;
  beakerVolume: number;
  buretReading: number;
  buretVolume: number;
}

type Result = { state: BenchState; statements: LabStatement[] } | null;

export function initialState(setup: TitrationSetup): BenchState {
  const state: BenchState = {
    beaker: setup.beaker,
    buret: setup.buret.mixture,
    buretSource: setup.buret.source,
    delivered: 0,
    added: 0,
    pipetVolume: setup.pipetVolume,
    inserted: { ...setup.inserted },
    calibrated: false,
    curve: [],
  };
  return { ...state, curve: firstPoint(state) };
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function readings(state: BenchState): Readings {
  const pH = state.inserted.pHMeter ? pHOf(state.beaker) : null;
  const conductivity = state.inserted.conductivityMeter ? conductivityOf(state.beaker) : null;
  return {
    pH: pH === null ? null : round(pH + (state.calibrated ? 0 : UNCALIBRATED_OFFSET), 2),
    conductivity: conductivity === null ? null : round(conductivity, 3),
    beakerVolume: round(state.beaker.volume, 3),
    buretReading: round(state.delivered, 5),
    buretVolume: round(state.buret.volume, 5),
  };
}

/** The curve's first point (0 mL): it follows the readings until titrant is added. */
function firstPoint(state: BenchState): CurvePoint[] {
  if (state.added > 0) return state.curve;
  const now = readings(state);
  if (now.pH === null && now.conductivity === null) return [];
  return [{ volume: 0, pH: now.pH, conductivity: now.conductivity }];
}

/** The statements of the readings that changed (state statements, spec 2). */
function changes(before: Readings, after: Readings): LabStatement[] {
  const statements: LabStatement[] = [];
  if (after.beakerVolume !== before.beakerVolume)
    statements.push({
      actionType: 'state',
      actions: { name: 'beaker', volume: after.beakerVolume },
    });
  if (after.pH !== before.pH && after.pH !== null)
    statements.push({ actionType: 'state', actions: { name: 'pH meter', pH: after.pH } });
  if (after.conductivity !== before.conductivity && after.conductivity !== null)
    statements.push({
      actionType: 'state',
      actions: { name: 'conductivity meter', conductivity: after.conductivity },
    });
  return statements;
}

function step(state: BenchState, next: BenchState, first: LabStatement): Result {
  return { state: next, statements: [first, ...changes(readings(state), readings(next))] };
}

function contentOf(bottle: BottleSetup, volume: number): Mixture {
  return solution(bottle.materialId, bottle.concentration, volume);
}

const beakerRoom = (state: BenchState) => TITRATION_CONTAINERS.beaker - state.beaker.volume;

/** The volumetric pipette: its full volume of a bottle's solution into the beaker. */
export function pipetIntoBeaker(state: BenchState, bottle: BottleSetup): Result {
  if (bottle.phase !== 0 || beakerRoom(state) < state.pipetVolume) return null;
  const beaker = mix(state.beaker, contentOf(bottle, state.pipetVolume));
  const next = { ...state, beaker };
  return step(
    state,
    { ...next, curve: firstPoint(next) },
    {
      actionType: 'transfer',
      actions: {
        name: 'pipette',
        materials: bottle.name,
        source: bottle.name,
        destination: 'beaker',
        volume: round(state.pipetVolume, 3),
      },
    },
  );
}

export function setPipetVolume(state: BenchState, volume: number): BenchState {
  return volume > 0 && volume <= TITRATION_CONTAINERS.pipet
    ? { ...state, pipetVolume: volume }
    : state;
}

/** Fills the burette to 0.00 mL with a bottle's solution (what was in it is discarded). */
export function fillBuret(state: BenchState, bottle: BottleSetup): Result {
  if (bottle.phase !== 0) return null;
  const volume = TITRATION_CONTAINERS.buret;
  const next = {
    ...state,
    buret: contentOf(bottle, volume),
    buretSource: bottle.name,
    delivered: 0,
  };
  return step(state, next, {
    actionType: 'transfer',
    actions: {
      name: 'burette',
      materials: bottle.name,
      source: bottle.name,
      destination: 'burette',
      volume,
    },
  });
}

/** Opens the stopcock for `volume` mL (rounded to the 0.05 mL drop; at most what is left). */
export function addFromBuret(state: BenchState, volume: number): Result {
  const wanted = toBuretStep(volume);
  const amount = Math.min(wanted, round(state.buret.volume, 5), round(beakerRoom(state), 5));
  if (!(amount > 0)) return null;
  const { taken, rest } = take(state.buret, amount);
  const next: BenchState = {
    ...state,
    beaker: mix(state.beaker, taken),
    buret: rest,
    delivered: round(state.delivered + amount, 5),
    added: round(state.added + amount, 5),
  };
  const now = readings(next);
  const withPoint =
    now.pH !== null || now.conductivity !== null
      ? {
          ...next,
          curve: [
            ...firstPoint(state),
            { volume: next.added, pH: now.pH, conductivity: now.conductivity },
          ],
        }
      : next;
  return step(state, withPoint, {
    actionType: 'transfer',
    actions: {
      name: 'burette',
      materials: state.buretSource ?? 'burette',
      source: 'burette',
      destination: 'beaker',
      volume: round(amount, 5),
    },
  });
}

/** A weighed solid (g, 3 decimals) from its weighing paper into the beaker. */
export function addSolid(state: BenchState, bottle: BottleSetup, grams: number): Result {
  const mass = round(grams, 3);
  if (bottle.phase !== 1 || !(mass > 0) || mass > TITRATION_CONTAINERS.paperMaxGrams) return null;
  const next = {
    ...state,
    beaker: mix(state.beaker, solid(bottle.materialId, mass, bottle.concentration)),
  };
  return step(
    state,
    { ...next, curve: firstPoint(next) },
    {
      actionType: 'transfer',
      actions: {
        name: 'weighing paper',
        materials: bottle.name,
        source: 'weighing paper',
        destination: 'beaker',
        mass,
      },
    },
  );
}

/** Puts a meter into the beaker or takes it out (a move). */
export function moveMeter(state: BenchState, meter: Meter, into: boolean): Result {
  if (state.inserted[meter] === into) return null;
  const next = { ...state, inserted: { ...state.inserted, [meter]: into } };
  return step(
    state,
    { ...next, curve: firstPoint(next) },
    {
      actionType: 'move',
      actions: {
        name: METER_NAMES[meter],
        initialLocation: into ? 'bench' : 'beaker',
        finalLocation: into ? 'beaker' : 'bench',
      },
    },
  );
}

/** Two-point-plus calibration with the pH 4, 7 and 10 buffers. */
export function calibrate(state: BenchState): Result {
  const next = { ...state, calibrated: true };
  return step(
    state,
    { ...next, curve: firstPoint(next) },
    {
      actionType: 'calibration',
      actions: { name: 'pH meter', buffers: '4, 7, 10' },
    },
  );
}

/** Pours the beaker out (rinsed): a new titration starts, with a new curve. */
export function emptyBeaker(state: BenchState): Result {
  if (state.beaker.volume <= 0) return null;
  const next = { ...state, beaker: EMPTY, added: 0, curve: [] };
  return step(state, next, {
    actionType: 'transfer',
    actions: {
      name: 'beaker',
      source: 'beaker',
      destination: 'waste',
      volume: round(state.beaker.volume, 3),
    },
  });
}

/** Startup (spec 2): a lab launch, or a preset autoload with the preset's name and uuid. */
export function startupStatement(preset: { uuid: string; name: string } | null): LabStatement {
  return {
    actionType: 'startup',
    actions: preset
      ? { labName: 'Titrations', presetName: preset.name, uuid: preset.uuid }
      : { labName: 'Titrations' },
  };
}
