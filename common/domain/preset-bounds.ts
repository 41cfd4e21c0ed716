import { TITRATION_CONTAINERS, titrationMaterial } from './titration-materials';

/**
 * The bounds of the titrations advanced customization (spec 3 §5): every numeric field is
 * checked on blur by ONE range check (`checkRange`), with the bounds, step and unit of its field
 * from the functions below. The presets service checks the same bounds (preset-objects.ts).
 */

export interface Bounds {
  min: number;
  max: number;
}

export type RangeProblem = 'number' | 'min' | 'max';
export type RangeCheck =
  { ok: true; value: number } | { ok: false; problem: RangeProblem; bounds: Bounds };

/** Spec 3 §9 units (L is in the list; our containers hold at most 1 L, so volumes are mL). */
export type PresetUnit = 'M' | 'L' | 'g' | '%' | 'mL';

export interface NumericField {
  bounds: Bounds;
  step: number;
  unit: PresetUnit;
  /** Shown value = stored value x scale (a solid's percent weight is stored as 0-1). */
  scale: number;
}

/** Spec 3 §5: inputs step 0.001, 0.01 for some concentration fields (a solid's percent). */
export const STEP = 0.001;
export const PERCENT_STEP = 0.01;

/** The shared range check: a number within [min, max] (the typed text as the user left it). */
export function checkRange(input: string | number, bounds: Bounds): RangeCheck {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(',', '.');
  const value = text === '' ? NaN : Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: 'number', bounds };
  if (value < bounds.min) return { ok: false, problem: 'min', bounds };
  if (value > bounds.max) return { ok: false, problem: 'max', bounds };
  return { ok: true, value };
}

/** Rounds away binary noise (0.1 x 100 = 10.000000000000002) to the field's step. */
export function roundToStep(value: number, step: number): number {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)));
  return Number(value.toFixed(decimals + 3));
}

export const toShown = (stored: number, field: NumericField) =>
  roundToStep(stored * field.scale, field.step);
export const toStored = (shown: number, field: NumericField) =>
  roundToStep(shown / field.scale, field.step / field.scale);

/** A bottle's concentration: M for a solution, percent weight for a solid (min/max x 100). */
export function bottleConcentrationField(bottle: {
  phase: 0 | 1;
  min: number;
  max: number;
}): NumericField {
  return bottle.phase === 1
    ? {
        bounds: { min: bottle.min * 100, max: bottle.max * 100 },
        step: PERCENT_STEP,
        unit: '%',
        scale: 100,
      }
    : { bounds: { min: bottle.min, max: bottle.max }, step: STEP, unit: 'M', scale: 1 };
}

/** Water and solution in a container: 0 to the container's volume, mL. */
export function containerVolumeField(conVol: number): NumericField {
  return { bounds: { min: 0, max: conVol }, step: STEP, unit: 'mL', scale: 1 };
}

/** A solid on a weighing paper: 0 to 1000 g. */
export function paperAmountField(): NumericField {
  return {
    bounds: { min: 0, max: TITRATION_CONTAINERS.paperMaxGrams },
    step: STEP,
    unit: 'g',
    scale: 1,
  };
}

/** The concentration of a container's content: the material's own min and max, M. */
export function contentConcentrationField(materialId: string): NumericField {
  const material = titrationMaterial(materialId);
  return {
    bounds: { min: material?.min ?? 0, max: material?.max ?? 0 },
    step: STEP,
    unit: 'M',
    scale: 1,
  };
}
