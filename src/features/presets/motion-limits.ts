import { GRID_UNSET, type MotionPreset } from '@common/schemas/preset-objects';

export type GridLimits = MotionPreset['gridLimits'];

/**
 * Spec 3 §5: grid limits are numbers (98765 = unset); choosing an x max clears the y max and
 * vice versa.
 */
export function setGridLimit(limits: GridLimits, key: keyof GridLimits, value: number): GridLimits {
  const next = { ...limits, [key]: value };
  if (value !== GRID_UNSET && key === 'xMax') next.yMax = GRID_UNSET;
  if (value !== GRID_UNSET && key === 'yMax') next.xMax = GRID_UNSET;
  return next;
}
