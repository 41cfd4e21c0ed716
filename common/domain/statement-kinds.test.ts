import { describe, expect, it } from 'vitest';
import { LabType } from './labs';
import { statementKindProblem, statementKindsOf } from './statement-kinds';

describe('statement kinds by lab (spec 2 §4)', () => {
  it('gives calibration to titrations only', () => {
    expect(statementKindsOf(LabType.Titrations)).toContain('calibration');
    for (const labType of [LabType.Inorganic, LabType.Density, LabType.Optics, LabType.Portal]) {
      expect(statementKindProblem(labType, 'calibration')).toBe('not-for-lab');
    }
  });

  it('keeps genetics, microscopy, ecology and systematics to state and startup', () => {
    for (const labType of [
      LabType.Genetics,
      LabType.Microscopy,
      LabType.Ecology,
      LabType.Systematics,
    ]) {
      expect(statementKindsOf(labType)).toEqual(['state', 'startup']);
      expect(statementKindProblem(labType, 'move')).toBe('not-for-lab');
    }
  });

  it('gives molecular biology and the physics labs state, startup and move', () => {
    for (const labType of [
      LabType.MolecularBiology,
      LabType.FreeMotion,
      LabType.RampMotion,
      LabType.Collisions,
      LabType.Optics,
    ]) {
      expect(statementKindsOf(labType)).toEqual(['state', 'startup', 'move']);
      expect(statementKindProblem(labType, 'transfer')).toBe('not-for-lab');
      expect(statementKindProblem(labType, 'move')).toBeNull();
    }
  });

  it('gives the other labs every kind but calibration', () => {
    expect(statementKindsOf(LabType.Density)).toEqual(['state', 'startup', 'move', 'transfer']);
    expect(statementKindProblem(LabType.Inorganic, 'transfer')).toBeNull();
  });

  it('calls any other kind unknown', () => {
    expect(statementKindProblem(LabType.Titrations, 'reset')).toBe('unknown');
    expect(statementKindProblem(LabType.Density, '')).toBe('unknown');
  });
});
