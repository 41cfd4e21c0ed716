import { describe, expect, it } from 'vitest';
import { periodLabel, periodLabelText } from './period-label';

describe('periodLabel (spec 1 §5)', () => {
  it('reads 365 days as a year', () => {
    expect(periodLabel(365)).toEqual({ unit: 'year', count: 1 });
    expect(periodLabelText(365)).toBe('1 year license');
  });

  it.each([180, 126])('reads %i days as a term', (days) => {
    expect(periodLabel(days)).toEqual({ unit: 'term', count: 1 });
    expect(periodLabelText(days)).toBe('1 term license');
  });

  it.each([30, 90, 364, 366, 730, 1])('reads %i days as N day license', (days) => {
    expect(periodLabel(days)).toEqual({ unit: 'day', count: days });
    expect(periodLabelText(days)).toBe(`${days} day license`);
  });
});
