import { LabType } from './labs';

/**
 * Statement kinds by lab (spec 2 §4): State, Startup, Move, Transfer, and Calibration for
 * titrations only. Genetics, microscopy, ecology and systematics use state and startup only;
 * molecular biology, free motion, ramp motion, collisions and optics use state, startup and move.
 */

export const STATEMENT_KINDS = ['state', 'startup', 'move', 'transfer', 'calibration'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

const STATE_STARTUP: readonly StatementKind[] = ['state', 'startup'];
const WITH_MOVE: readonly StatementKind[] = ['state', 'startup', 'move'];
/** Every other lab (the chemistry benches, density, ...): all but calibration. */
const DEFAULT_KINDS: readonly StatementKind[] = ['state', 'startup', 'move', 'transfer'];

const BY_LAB: ReadonlyMap<number, readonly StatementKind[]> = new Map([
  [LabType.Titrations, STATEMENT_KINDS],
  [LabType.Genetics, STATE_STARTUP],
  [LabType.Microscopy, STATE_STARTUP],
  [LabType.Ecology, STATE_STARTUP],
  [LabType.Systematics, STATE_STARTUP],
  [LabType.MolecularBiology, WITH_MOVE],
  [LabType.FreeMotion, WITH_MOVE],
  [LabType.RampMotion, WITH_MOVE],
  [LabType.Collisions, WITH_MOVE],
  [LabType.Optics, WITH_MOVE],
]);

export function statementKindsOf(labType: number): readonly StatementKind[] {
  return BY_LAB.get(labType) ?? DEFAULT_KINDS;
}

/**
 * Why a statement's kind breaks the rules: not one of the five, or not one this lab sends.
 * Null when it follows them. The lab book still shows such a statement as it came (nothing a lab
 * recorded is hidden) and logs the problem.
 */
export function statementKindProblem(
  labType: number,
  actionType: string,
): 'unknown' | 'not-for-lab' | null {
  if (!(STATEMENT_KINDS as readonly string[]).includes(actionType)) return 'unknown';
  return (statementKindsOf(labType) as readonly string[]).includes(actionType)
    ? null
    : 'not-for-lab';
}
