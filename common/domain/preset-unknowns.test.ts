import { describe, expect, it } from 'vitest';
import { LabType } from './labs';
import {
  isUnexpected,
  majorityType,
  readUnknownType,
  setUnknownType,
  supportsUnknownToggle,
} from './preset-unknowns';

const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';

const density = (...types: Array<'assigned' | 'practice'>) => ({
  name: 'Density',
  labName: 'Density',
  controls: { balance: true },
  unknownsData: {
    cylinderUnknowns: types.map((unknownType, i) => ({
      cylinder: i + 1,
      unknownType,
      unknownList: ['steel'],
    })),
  },
});

describe('majorityType', () => {
  it('is null without unknowns, the majority otherwise, assigned on a tie', () => {
    expect(majorityType([])).toBeNull();
    expect(majorityType(['practice', 'practice', 'assigned'])).toBe('practice');
    expect(majorityType(['practice', 'assigned'])).toBe('assigned');
    expect(majorityType(['assigned'])).toBe('assigned');
  });
});

describe('Density (majority of cylinders, ties assigned)', () => {
  it('reads the majority', () => {
    expect(readUnknownType(LabType.Density, density('practice', 'practice', 'assigned'))).toBe(
      'practice',
    );
    expect(readUnknownType(LabType.Density, density('practice', 'assigned'))).toBe('assigned');
    expect(readUnknownType(LabType.Density, density())).toBeNull();
  });

  it('flips every cylinder and keeps the rest of the object', () => {
    const source = density('assigned', 'practice', 'assigned');
    const flipped = setUnknownType(LabType.Density, source, 'practice');
    expect(isUnexpected(flipped)).toBe(false);
    expect(readUnknownType(LabType.Density, flipped)).toBe('practice');
    expect(flipped).toMatchObject({ name: 'Density', controls: { balance: true } });
    // The input is untouched.
    expect(source.unknownsData.cylinderUnknowns[0]!.unknownType).toBe('assigned');
  });
});

describe('Inorganic and Calorimetry', () => {
  it('reads and flips Inorganic unknownData[].type', () => {
    const object = {
      unknownData: [
        { uuid: U1, type: 'practice', cations: ['Ag+'] },
        { uuid: U2, type: 'practice', cations: ['K+'] },
      ],
    };
    expect(readUnknownType(LabType.Inorganic, object)).toBe('practice');
    const flipped = setUnknownType(LabType.Inorganic, object, 'assigned');
    expect(flipped).toEqual({
      unknownData: [
        { uuid: U1, type: 'assigned', cations: ['Ag+'] },
        { uuid: U2, type: 'assigned', cations: ['K+'] },
      ],
    });
    expect(readUnknownType(LabType.Inorganic, { unknownData: [] })).toBeNull();
  });

  it('reads and flips Calorimetry unknownsData[].unknownType', () => {
    const object = { unknownsData: [{ unknownUUID: U1, unknownType: 'assigned' }] };
    expect(readUnknownType(LabType.Calorimetry, object)).toBe('assigned');
    expect(
      readUnknownType(LabType.Calorimetry, setUnknownType(LabType.Calorimetry, object, 'practice')),
    ).toBe('practice');
  });
});

describe('Titrations (items move between the lists)', () => {
  const object = {
    bottles: [],
    unknownData: {
      assigned: [{ uuid: U1, unknownType: 'assigned' }],
      practice: [{ uuid: U2, unknownType: 'practice' }],
    },
  };

  it('reads a tie as assigned, and the majority otherwise', () => {
    expect(readUnknownType(LabType.Titrations, object)).toBe('assigned');
    expect(
      readUnknownType(LabType.Titrations, {
        unknownData: { assigned: [], practice: [{ uuid: U2, unknownType: 'practice' }] },
      }),
    ).toBe('practice');
    expect(
      readUnknownType(LabType.Titrations, { unknownData: { assigned: [], practice: [] } }),
    ).toBeNull();
  });

  it('moves every item to the practice list with its type', () => {
    expect(setUnknownType(LabType.Titrations, object, 'practice')).toEqual({
      bottles: [],
      unknownData: {
        assigned: [],
        practice: [
          { uuid: U1, unknownType: 'practice' },
          { uuid: U2, unknownType: 'practice' },
        ],
      },
    });
  });
});

describe('Quantum', () => {
  it('moves the names between assignedUnknowns and practiceUnknowns', () => {
    const object = {
      SDKJSON: { other: 1, unknowns: { assignedUnknowns: ['H', 'He'], practiceUnknowns: [] } },
    };
    expect(readUnknownType(LabType.Quantum, object)).toBe('assigned');
    const flipped = setUnknownType(LabType.Quantum, object, 'practice');
    expect(flipped).toEqual({
      SDKJSON: { other: 1, unknowns: { assignedUnknowns: [], practiceUnknowns: ['H', 'He'] } },
    });
  });
});

describe('unsupported labs and shapes', () => {
  it('returns the unexpected-state marker', () => {
    expect(supportsUnknownToggle(LabType.Gases)).toBe(false);
    expect(supportsUnknownToggle(LabType.Density)).toBe(true);
    expect(isUnexpected(readUnknownType(LabType.Gases, {}))).toBe(true);
    expect(isUnexpected(setUnknownType(LabType.FreeMotion, {}, 'assigned'))).toBe(true);
    expect(isUnexpected(readUnknownType(LabType.Density, { unknownsData: 3 }))).toBe(true);
    expect(isUnexpected(readUnknownType(LabType.Titrations, { unknownData: {} }))).toBe(true);
    expect(isUnexpected(readUnknownType(LabType.Inorganic, null))).toBe(true);
    expect(
      isUnexpected(readUnknownType(LabType.Inorganic, { unknownData: [{ type: 'maybe' }] })),
    ).toBe(true);
  });
});
