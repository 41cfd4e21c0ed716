import { describe, expect, it } from 'vitest';
import {
  formatDayMonthYear,
  formatElapsed,
  formatLabBookDate,
  formatLocalTime,
  formatSessionStart,
  relativeTime,
} from './relative-time';

const NOW = new Date(2026, 2, 20, 12, 0, 0).getTime();
const ago = (seconds: number) => relativeTime(NOW - seconds * 1000, NOW);
const DAY = 86_400;

describe('relativeTime (spec 2 §9)', () => {
  it.each([
    [0, { unit: 'seconds', count: 0 }],
    [19, { unit: 'seconds', count: 19 }],
    [19.9, { unit: 'seconds', count: 19 }],
    [20, { unit: 'halfMinute' }],
    [39, { unit: 'halfMinute' }],
    [40, { unit: 'lessThanMinute' }],
    [59, { unit: 'lessThanMinute' }],
    [60, { unit: 'minutes', count: 1 }],
    [90, { unit: 'minutes', count: 1 }],
    [91, { unit: 'minutes', count: 2 }],
    [3540, { unit: 'minutes', count: 59 }],
    [3541, { unit: 'hours', count: 1 }],
    [5400, { unit: 'hours', count: 1 }],
    [5401, { unit: 'hours', count: 2 }],
    [DAY, { unit: 'hours', count: 24 }],
    [DAY + 1, { unit: 'days', count: 1 }],
    [1.5 * DAY, { unit: 'days', count: 1 }],
    [1.5 * DAY + 1, { unit: 'days', count: 2 }],
    [6 * DAY, { unit: 'days', count: 6 }],
    [6.9 * DAY, { unit: 'days', count: 6 }],
    [7 * DAY, { unit: 'weeks', count: 1 }],
    [9 * DAY, { unit: 'weeks', count: 1 }],
  ])('%s s ago -> %o', (seconds, expected) => {
    expect(ago(seconds)).toEqual(expected);
  });

  it('shows the date past 9 days', () => {
    expect(ago(10 * DAY)).toEqual({ unit: 'date', date: new Date(NOW - 10 * DAY * 1000) });
    expect(ago(9 * DAY + 1).unit).toBe('date');
  });

  it('counts a time in the future as now', () => {
    expect(relativeTime(NOW + 5000, NOW)).toEqual({ unit: 'seconds', count: 0 });
  });
});

describe('dates', () => {
  it('formats DD-MMM-YYYY', () => {
    expect(formatDayMonthYear(new Date(2026, 2, 5))).toBe('05-Mar-2026');
    expect(formatDayMonthYear(new Date(2026, 11, 31), 'es')).toBe('31-Dic-2026');
  });

  it("formats lab-book dates 'YYYY/MM/D HH:mm:ss'", () => {
    expect(formatLabBookDate(new Date(2026, 2, 5, 9, 3, 7))).toBe('2026/03/5 09:03:07');
    expect(formatLabBookDate(new Date(2026, 10, 25, 23, 59, 59).getTime())).toBe(
      '2026/11/25 23:59:59',
    );
  });

  it('shows a session start as a lab-book date with the zone abbreviation', () => {
    const at = Date.UTC(2026, 2, 5, 19, 3, 9);
    expect(formatSessionStart(at, { timeZone: 'America/New_York' })).toBe('2026/03/5 14:03:09 EST');
    expect(
      formatSessionStart(Date.UTC(2026, 6, 5, 19, 3, 9), { timeZone: 'America/New_York' }),
    ).toBe('2026/07/5 15:03:09 EDT');
    expect(formatSessionStart(at, { timeZone: 'Europe/Madrid', locale: 'es' })).toBe(
      '2026/03/5 20:03:09 CET',
    );
    expect(formatLabBookDate(at, 'Asia/Tokyo')).toBe('2026/03/6 04:03:09');
    // Midnight is 00, never 24.
    expect(formatLabBookDate(Date.UTC(2026, 0, 1, 0, 0, 0), 'UTC')).toBe('2026/01/1 00:00:00');
  });

  it('formats local time with the zone abbreviation', () => {
    const at = Date.UTC(2026, 2, 5, 19, 3, 9);
    expect(formatLocalTime(at, { timeZone: 'America/New_York' })).toBe(
      'Mar 5, 2026, 2:03:09 PM EST',
    );
    expect(formatLocalTime(at, { timeZone: 'UTC', locale: 'es' })).toContain('19:03:09 UTC');
  });

  it('formats elapsed time as mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65_999)).toBe('01:05');
    expect(formatElapsed(3_600_000 + 61_000)).toBe('61:01');
    expect(formatElapsed(-5000)).toBe('00:00');
  });
});
