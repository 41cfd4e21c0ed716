import { describe, expect, it } from 'vitest';
import {
  bottleConcentrationField,
  checkRange,
  containerVolumeField,
  contentConcentrationField,
  paperAmountField,
  toShown,
  toStored,
} from './preset-bounds';

describe('checkRange', () => {
  const bounds = { min: 0.001, max: 6 };

  it('accepts numbers within the bounds, inclusive, and decimal commas', () => {
    expect(checkRange('0.001', bounds)).toEqual({ ok: true, value: 0.001 });
    expect(checkRange(' 6 ', bounds)).toEqual({ ok: true, value: 6 });
    expect(checkRange('0,5', bounds)).toEqual({ ok: true, value: 0.5 });
    expect(checkRange(2, bounds)).toEqual({ ok: true, value: 2 });
  });

  it('names the problem', () => {
    expect(checkRange('', bounds)).toEqual({ ok: false, problem: 'number', bounds });
    expect(checkRange('abc', bounds)).toEqual({ ok: false, problem: 'number', bounds });
    expect(checkRange('0', bounds)).toEqual({ ok: false, problem: 'min', bounds });
    expect(checkRange('6.001', bounds)).toEqual({ ok: false, problem: 'max', bounds });
  });
});

describe('fields of §5', () => {
  it('a solution bottle is in M within its min and max, step 0.001', () => {
    expect(bottleConcentrationField({ phase: 0, min: 0.001, max: 6 })).toEqual({
      bounds: { min: 0.001, max: 6 },
      step: 0.001,
      unit: 'M',
      scale: 1,
    });
  });

  it("a solid bottle's percent is shown x100, step 0.01", () => {
    const field = bottleConcentrationField({ phase: 1, min: 0.5, max: 1 });
    expect(field).toEqual({ bounds: { min: 50, max: 100 }, step: 0.01, unit: '%', scale: 100 });
    expect(toShown(0.995, field)).toBe(99.5);
    expect(toStored(99.5, field)).toBe(0.995);
    expect(toShown(0.1, { ...field })).toBe(10);
  });

  it('water and amount are bounded by the container volume; paper 0-1000 g', () => {
    expect(containerVolumeField(250).bounds).toEqual({ min: 0, max: 250 });
    expect(containerVolumeField(250).unit).toBe('mL');
    expect(paperAmountField()).toMatchObject({ bounds: { min: 0, max: 1000 }, unit: 'g' });
  });

  it('a content concentration uses its material bounds', () => {
    expect(contentConcentrationField('naoh').bounds).toEqual({ min: 0.001, max: 6 });
    expect(contentConcentrationField('water').bounds).toEqual({ min: 0, max: 0 });
  });
});
