import { describe, expect, it } from 'vitest';
import { labStatementSchema } from '@common/schemas/lab-frame';
import {
  addFromBuret,
  addSolid,
  calibrate,
  emptyBeaker,
  fillBuret,
  initialState,
  moveMeter,
  pipetIntoBeaker,
  readings,
  startupStatement,
  UNCALIBRATED_OFFSET,
  type BenchState,
} from './bench-state';
import { defaultSetup, type BottleSetup } from './preset';

const setup = defaultSetup('session-1');
const bottle = (id: string) => setup.bottles.find((b) => b.materialId === id)!;
const hcl: BottleSetup = { ...bottle('hcl'), concentration: 0.1 };
const naoh = bottle('naoh');

function run(state: BenchState, ...steps: Array<(s: BenchState) => ReturnType<typeof calibrate>>) {
  const statements = [];
  for (const step of steps) {
    const result = step(state);
    if (!result) throw new Error('step refused');
    state = result.state;
    statements.push(...result.statements);
  }
  for (const statement of statements) labStatementSchema.parse(statement);
  return { state, statements };
}

describe('titrations bench state', () => {
  it('starts empty: no readings, burette at 0', () => {
    const state = initialState(setup);
    expect(readings(state)).toEqual({
      pH: null,
      conductivity: null,
      beakerVolume: 0,
      buretReading: 0,
      buretVolume: 0,
    });
    expect(state.curve).toEqual([]);
  });

  it('pipette, meter in, calibrate, titrate: transfer, move, calibration and state statements', () => {
    const { state, statements } = run(
      initialState(setup),
      (s) => pipetIntoBeaker(s, hcl),
      (s) => moveMeter(s, 'pHMeter', true),
      (s) => calibrate(s),
      (s) => fillBuret(s, naoh),
      (s) => addFromBuret(s, 25),
    );
    expect(statements.map((s) => s.actionType)).toEqual([
      'transfer', // pipette -> beaker
      'state', // beaker volume 25
      'move', // pH meter in
      'state', // pH 1.30 (uncalibrated)
      'calibration',
      'state', // pH 1.00
      'transfer', // bottle -> burette
      'transfer', // burette -> beaker
      'state', // beaker volume 50
      'state', // pH 7.00
    ]);
    expect(statements[0]?.actions).toMatchObject({
      source: 'HCl',
      destination: 'beaker',
      volume: 25,
    });
    expect(statements[7]?.actions).toMatchObject({ source: 'burette', volume: 25 });
    expect(readings(state)).toMatchObject({ pH: 7, beakerVolume: 50, buretReading: 25 });
    expect(state.curve.map((p) => [p.volume, p.pH])).toEqual([
      [0, 1],
      [25, 7],
    ]);
  });

  it('an uncalibrated pH meter reads high', () => {
    const { state } = run(
      initialState(setup),
      (s) => pipetIntoBeaker(s, hcl),
      (s) => moveMeter(s, 'pHMeter', true),
    );
    expect(readings(state).pH).toBeCloseTo(1 + UNCALIBRATED_OFFSET, 6);
  });

  it('the burette delivers in 0.05 mL drops, never more than it holds', () => {
    const { state } = run(
      initialState(setup),
      (s) => fillBuret(s, naoh),
      (s) => addFromBuret(s, 0.05),
      (s) => addFromBuret(s, 0.52),
      (s) => addFromBuret(s, 100),
    );
    expect(readings(state).buretReading).toBe(50);
    expect(readings(state).buretVolume).toBe(0);
    expect(addFromBuret(state, 1)).toBeNull();
    expect(addFromBuret(initialState(setup), 1)).toBeNull();
  });

  it('the conductivity meter follows the ions; removing a meter stops its reading', () => {
    const { state } = run(
      initialState(setup),
      (s) => pipetIntoBeaker(s, hcl),
      (s) => moveMeter(s, 'conductivityMeter', true),
    );
    expect(readings(state).conductivity).toBeCloseTo(42.61, 2);
    const out = moveMeter(state, 'conductivityMeter', false)!;
    expect(out.statements[0]?.actions).toMatchObject({ finalLocation: 'bench' });
    expect(readings(out.state).conductivity).toBeNull();
    expect(moveMeter(out.state, 'conductivityMeter', false)).toBeNull();
  });

  it('KHP from the weighing paper (g, 3 decimals); the beaker empties to a new curve', () => {
    const water = bottle('water');
    const { state, statements } = run(
      initialState(setup),
      (s) => pipetIntoBeaker(s, water),
      (s) => addSolid(s, bottle('khp'), 0.51057),
    );
    expect(statements.find((s) => s.actions.name === 'weighing paper')?.actions).toMatchObject({
      mass: 0.511,
    });
    expect(addSolid(state, bottle('khp'), 0)).toBeNull();
    const emptied = emptyBeaker(state)!;
    expect(readings(emptied.state).beakerVolume).toBe(0);
    expect(emptied.state.curve).toEqual([]);
  });

  it('the beaker holds 250 mL: no pipette beyond it', () => {
    let state = initialState(setup);
    for (let i = 0; i < 10; i++) state = pipetIntoBeaker(state, hcl)!.state;
    expect(readings(state).beakerVolume).toBe(250);
    expect(pipetIntoBeaker(state, hcl)).toBeNull();
  });

  it('startup is a launch, or a preset autoload with the preset name and uuid', () => {
    expect(startupStatement(null)).toEqual({
      actionType: 'startup',
      actions: { labName: 'Titrations' },
    });
    expect(startupStatement({ uuid: 'u-1', name: 'Strong acid - strong base titration' })).toEqual({
      actionType: 'startup',
      actions: {
        labName: 'Titrations',
        presetName: 'Strong acid - strong base titration',
        uuid: 'u-1',
      },
    });
  });
});
