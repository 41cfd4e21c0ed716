import { describe, expect, it } from 'vitest';
import { GRID_UNSET } from '@common/schemas/preset-objects';
import { setGridLimit } from './motion-limits';

const limits = { xMin: 0, xMax: 50, yMin: 0, yMax: GRID_UNSET };

describe('setGridLimit', () => {
  it('an x max clears the y max and a y max clears the x max', () => {
    expect(setGridLimit({ ...limits, yMax: 10 }, 'xMax', 40)).toEqual({ ...limits, xMax: 40 });
    expect(setGridLimit(limits, 'yMax', 30)).toEqual({
      ...limits,
      xMax: GRID_UNSET,
      yMax: 30,
    });
  });

  it('clearing a max or setting a min changes only that limit', () => {
    expect(setGridLimit(limits, 'xMax', GRID_UNSET)).toEqual({ ...limits, xMax: GRID_UNSET });
    expect(setGridLimit(limits, 'yMin', -5)).toEqual({ ...limits, yMin: -5 });
  });
});
