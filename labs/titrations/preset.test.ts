import { describe, expect, it } from 'vitest';
import { concentrationText } from './bottles-view';
import { defaultSetup, titrationSetup } from './preset';
import { TEXTS } from './texts';

const id = (n: number) => `0b7e5a10-8c1d-4e2f-9b01-0000000000${String(n).padStart(2, '0')}`;
const bottle = (n: number, material: string, shortName: string, c: number, unknown = false) => ({
  uuid: id(n),
  shortName,
  phase: material === 'khp' ? 1 : 0,
  concentration: c,
  min: material === 'water' ? 0 : material === 'khp' ? 0.5 : 0.001,
  max: material === 'water' ? 0 : material === 'khp' ? 1 : 6,
  unknown,
  jsonStr: { materials: [{ id: material }] },
});
const object = {
  name: 'Standardizing NaOH with KHP',
  labName: 'Titrations',
  controls: { pHMeter: true, conductivityMeter: false, graph: false, saveData: true },
  inserted: { pHMeter: true, conductivityMeter: false },
  bottles: [
    bottle(1, 'khp', 'KHP', 0.998),
    bottle(2, 'naoh', 'NaOH (to standardize)', 0.0987, true),
    bottle(3, 'hcl', 'HCl practice', 0.05, true),
  ],
  beakers: [{ conVol: 250, materials: [{ id: 'water', water: 50, amount: 0, value: 0 }] }],
  burets: [{ conVol: 50, materials: [{ id: 'naoh', water: 0, amount: 50, value: 0.0987 }] }],
  pipets: [{ conVol: 10, materials: [] }],
  papers: [{ conVol: 10, materials: [{ id: 'khp', water: 0, amount: 0.5105, value: 0.998 }] }],
  cylinders: [],
  unknownData: {
    assigned: [{ uuid: id(2), unknownType: 'assigned' }],
    practice: [{ uuid: id(3), unknownType: 'practice' }],
  },
};
const presetData = (o: unknown = object, labType = 0) => ({
  uuid: '0b7e5a10-8c1d-4e2f-9a01-000000000003',
  name: 'Standardizing NaOH with KHP',
  labType,
  object: typeof o === 'string' ? o : JSON.stringify(o),
});
const t = TEXTS.en;

describe('titrations bench: presets', () => {
  it('default setup: HCl unknown (the same all session), NaOH 0.1000 M, KHP, water', () => {
    const setup = titrationSetup(null, 's-1');
    expect(setup.preset).toBeNull();
    expect(setup.bottles.map((b) => [b.name, concentrationText(b, t)])).toEqual([
      ['HCl', 'Unknown'],
      ['NaOH', '0.1000 M'],
      ['KHP', '100.0 % pure (solid)'],
      ['H2O', '—'],
    ]);
    const hcl = setup.bottles[0]!.concentration;
    expect(hcl).toBeGreaterThanOrEqual(0.08);
    expect(hcl).toBeLessThanOrEqual(0.12);
    expect(defaultSetup('s-1').bottles[0]!.concentration).toBe(hcl);
    expect(Object.values(setup.controls).every(Boolean)).toBe(true);
  });

  it('applies bottles, unknowns (assigned/practice), controls, meters and glassware', () => {
    const setup = titrationSetup(presetData(), 's-1');
    expect(setup.preset).toEqual({
      uuid: '0b7e5a10-8c1d-4e2f-9a01-000000000003',
      name: 'Standardizing NaOH with KHP',
    });
    expect(setup.bottles.map((b) => [b.name, concentrationText(b, t)])).toEqual([
      ['KHP', '99.8 % pure (solid)'],
      ['NaOH (to standardize)', 'Unknown (assigned)'],
      ['HCl practice', 'Unknown (practice)'],
    ]);
    expect(setup.controls).toEqual({
      pHMeter: true,
      conductivityMeter: false,
      graph: false,
      saveData: true,
    });
    expect(setup.inserted).toEqual({ pHMeter: true, conductivityMeter: false });
    expect(setup.beaker.volume).toBe(50);
    expect(setup.buret.mixture.volume).toBe(50);
    expect(setup.buret.mixture.mmol.naoh).toBeCloseTo(4.935, 6);
    expect(setup.pipetVolume).toBe(10);
    expect(setup.paperGrams).toBe(0.5105);
  });

  it('a meter already in the beaker stays offered even if its control is off', () => {
    const setup = titrationSetup(
      presetData({ ...object, controls: { ...object.controls, pHMeter: false } }),
      's-1',
    );
    expect(setup.controls.pHMeter).toBe(true);
  });

  it('a preset of another lab or one that does not parse: the default setup and why', () => {
    expect(titrationSetup(presetData(object, 7), 's-1')).toMatchObject({
      preset: null,
      problem: 'other-lab',
    });
    expect(titrationSetup(presetData('nope'), 's-1')).toMatchObject({ problem: 'bad-object' });
    const badBottle = { ...object, bottles: [{ ...object.bottles[0], concentration: 7 }] };
    expect(titrationSetup(presetData(badBottle), 's-1')).toMatchObject({
      preset: null,
      problem: 'bad-object',
      bottles: defaultSetup('s-1').bottles,
    });
  });

  it('Spanish labels', () => {
    const setup = titrationSetup(presetData(), 's-1');
    expect(concentrationText(setup.bottles[1]!, TEXTS.es)).toBe('Desconocida (asignada)');
    expect(concentrationText(setup.bottles[0]!, TEXTS.es)).toBe('99,8 % de pureza (sólido)');
  });
});
