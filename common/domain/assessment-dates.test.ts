import { describe, expect, it } from 'vitest';
import { es } from 'date-fns/locale';
import { NO_END_DATE } from '../schemas/worksheets';
import {
  CLEARED,
  checkDates,
  dateWindow,
  formatAssessmentDate,
  fromDateTimeInput,
  isDateCleared,
  selectDateAndTime,
  toDateTimeInput,
} from './assessment-dates';

// Local times, so the tests hold in any time zone.
const at = (...parts: [number, number, number, number?, number?, number?]) =>
  Math.floor(
    new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0).getTime() /
      1000,
  );
const NOW = new Date(2026, 10, 24, 18, 30, 15);

describe('setting a date (spec 3 §4)', () => {
  it("'select date and time' gives the start or the end of today", () => {
    expect(selectDateAndTime('start', NOW)).toBe(at(2026, 10, 24, 0, 0, 0));
    expect(selectDateAndTime('end', NOW)).toBe(at(2026, 10, 24, 23, 59, 59));
  });

  it('clearing sets start 0 and end the no-end value', () => {
    expect(CLEARED).toEqual({ start: 0, end: NO_END_DATE });
    expect(isDateCleared('start', CLEARED.start)).toBe(true);
    expect(isDateCleared('end', CLEARED.end)).toBe(true);
    expect(isDateCleared('start', at(2026, 0, 1))).toBe(false);
    expect(isDateCleared('end', 0)).toBe(true);
    expect(isDateCleared('end', at(2026, 0, 1))).toBe(false);
  });
});

describe('date inputs (spec 3 §5)', () => {
  const start = at(2026, 10, 20, 10);
  const end = at(2026, 10, 27, 10);

  it('accepts start <= end within two years, and missing dates', () => {
    expect(checkDates({ start, end }, 'start', NOW)).toEqual({});
    expect(checkDates({ start, end: start }, 'end', NOW)).toEqual({});
    expect(checkDates({ start: 0, end: NO_END_DATE }, 'end', NOW)).toEqual({});
    expect(checkDates({ start: 0, end }, 'end', NOW)).toEqual({});
    expect(checkDates({ start, end: NO_END_DATE }, 'start', NOW)).toEqual({});
  });

  it('start cannot exceed end; end cannot precede start (on the field changed)', () => {
    expect(checkDates({ start: end, end: start }, 'start', NOW)).toEqual({
      start: 'startAfterEnd',
    });
    expect(checkDates({ start: end, end: start }, 'end', NOW)).toEqual({ end: 'endBeforeStart' });
  });

  it('allows two years before and after now, not more', () => {
    const window = dateWindow(NOW);
    expect(window.min).toBe(at(2024, 10, 24, 18, 30, 15));
    expect(window.max).toBe(at(2028, 10, 24, 18, 30, 15));
    expect(checkDates({ start: window.min, end: window.max }, 'end', NOW)).toEqual({});
    expect(checkDates({ start: window.min - 1, end }, 'start', NOW)).toEqual({
      start: 'outsideWindow',
    });
    expect(checkDates({ start, end: window.max + 1 }, 'end', NOW)).toEqual({
      end: 'outsideWindow',
    });
  });

  it('round-trips the datetime-local value in local time', () => {
    expect(toDateTimeInput(at(2026, 2, 5, 14, 3))).toBe('2026-03-05T14:03');
    expect(fromDateTimeInput('2026-03-05T14:03')).toBe(at(2026, 2, 5, 14, 3));
    expect(fromDateTimeInput('2026-03-05T14:03:30')).toBe(at(2026, 2, 5, 14, 3));
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('2026-03-05')).toBeNull();
    expect(fromDateTimeInput('2026-02-31T10:00')).toBeNull();
  });
});

describe('date formats (spec 3 §9)', () => {
  const seconds = at(2026, 2, 5, 14, 3);

  it('DD-MMM-YYYY h:mm a, MMM DD, YYYY and MM/DD/YYYY', () => {
    expect(formatAssessmentDate(seconds)).toBe('05-Mar-2026 2:03 pm');
    expect(formatAssessmentDate(at(2026, 2, 5, 10), 'dateTime')).toBe('05-Mar-2026 10:00 am');
    expect(formatAssessmentDate(seconds, 'long')).toBe('Mar 05, 2026');
    expect(formatAssessmentDate(seconds, 'short')).toBe('03/05/2026');
  });

  it('names the month in the reader language', () => {
    expect(formatAssessmentDate(seconds, 'long', es)).toBe('mar 05, 2026');
  });
});
