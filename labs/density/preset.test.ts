import { describe, expect, it } from 'vitest';
import { DEFAULT_SETUP, densitySetup } from './preset';

const UUID = '3f1c2b9a-6d4e-4f1a-8b2c-9d0e1f2a3b4c';
const object = {
  name: 'Density of unknown solids',
  labName: 'Density',
  controls: { balance: true, graduatedCylinder: false, unknownReporting: true },
  unknownsData: {
    cylinderUnknowns: [
      { cylinder: 4, unknownType: 'practice', unknownList: ['rubber'] },
      { cylinder: 2, unknownType: 'assigned', unknownList: ['steel', 'cement', 'plastic'] },
    ],
  },
};
const presetData = (o: unknown = object, labType = 7) => ({
  uuid: UUID,
  name: 'Density of unknown solids',
  labType,
  object: typeof o === 'string' ? o : JSON.stringify(o),
});

describe('density bench: presets', () => {
  it('without a preset: the default setup, every control on, no unknowns', () => {
    expect(densitySetup(null, 's-1')).toBe(DEFAULT_SETUP);
    expect(densitySetup(undefined, 's-1')).toBe(DEFAULT_SETUP);
    expect(DEFAULT_SETUP.samples.some((sample) => 'unknown' in sample)).toBe(false);
  });

  it('marks the unknown cylinders, lettered by cylinder number, assigned or practice', () => {
    const setup = densitySetup(presetData(), 's-1');
    expect(setup.preset).toEqual({ uuid: UUID, name: 'Density of unknown solids' });
    expect(setup.controls).toEqual(object.controls);
    expect(setup.samples.map((sample) => sample.unknown ?? null)).toEqual([
      null,
      { type: 'assigned', letter: 'A' },
      null,
      { type: 'practice', letter: 'B' },
      null,
    ]);
    // A one-material list leaves no choice; the others keep their own material.
    expect(setup.samples[3]?.material).toBe('rubber');
    expect(setup.samples[0]?.material).toBe('steel');
    expect(['steel', 'cement', 'plastic']).toContain(setup.samples[1]?.material);
  });

  it('picks the same material for the whole session, and varies between sessions', () => {
    const pick = (session: string) => densitySetup(presetData(), session).samples[1]?.material;
    expect(pick('s-1')).toBe(pick('s-1'));
    const picks = new Set(Array.from({ length: 40 }, (_, i) => pick(`session-${i}`)));
    expect(picks.size).toBeGreaterThan(1);
  });

  it('a preset of another lab or one that does not parse: the default setup and why', () => {
    expect(densitySetup(presetData(object, 0), 's-1')).toMatchObject({
      samples: DEFAULT_SETUP.samples,
      preset: null,
      problem: 'other-lab',
    });
    expect(densitySetup(presetData('{not json'), 's-1')).toMatchObject({ problem: 'bad-object' });
    expect(
      densitySetup(presetData({ ...object, controls: { balance: 'yes' } }), 's-1'),
    ).toMatchObject({ preset: null, problem: 'bad-object' });
  });
});
