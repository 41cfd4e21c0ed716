import { describe, expect, it } from 'vitest';
import { NO_END_DATE } from '../schemas/worksheets';
import { assessmentStatus, isScheduled } from './assessment-status';

const NOW = 1_780_000_000;
const HOUR = 3600;

describe('assessmentStatus (spec 3 §4)', () => {
  it('is Unscheduled when either date is missing (start 0, or a date absent)', () => {
    expect(assessmentStatus({ startdate: 0, enddate: NO_END_DATE }, NOW)).toBe('Unscheduled');
    expect(assessmentStatus({ startdate: 0, enddate: NOW + HOUR }, NOW)).toBe('Unscheduled');
    expect(assessmentStatus({ startdate: NOW - HOUR, enddate: null }, NOW)).toBe('Unscheduled');
    expect(assessmentStatus({ startdate: NOW - HOUR, enddate: 0 }, NOW)).toBe('Unscheduled');
    expect(assessmentStatus({ enddate: NOW + HOUR }, NOW)).toBe('Unscheduled');
    expect(assessmentStatus({ startdate: -5, enddate: NOW + HOUR }, NOW)).toBe('Unscheduled');
  });

  it('is Upcoming while the start is ahead', () => {
    expect(assessmentStatus({ startdate: NOW + 1, enddate: NOW + HOUR }, NOW)).toBe('Upcoming');
  });

  it('is Closed once the end has passed', () => {
    expect(assessmentStatus({ startdate: NOW - 2 * HOUR, enddate: NOW - 1 }, NOW)).toBe('Closed');
  });

  it('is Open from the start to the end, both included', () => {
    expect(assessmentStatus({ startdate: NOW, enddate: NOW + HOUR }, NOW)).toBe('Open');
    expect(assessmentStatus({ startdate: NOW - HOUR, enddate: NOW }, NOW)).toBe('Open');
    expect(assessmentStatus({ startdate: NOW - HOUR, enddate: NOW + HOUR }, NOW)).toBe('Open');
  });

  it('an end of no end (2000000000) is not missing: open from the start on, never closed', () => {
    expect(assessmentStatus({ startdate: NOW - HOUR, enddate: NO_END_DATE }, NOW)).toBe('Open');
    expect(assessmentStatus({ startdate: NOW + HOUR, enddate: NO_END_DATE }, NOW)).toBe('Upcoming');
    expect(assessmentStatus({ startdate: NOW, enddate: NO_END_DATE }, NO_END_DATE + 10)).toBe(
      'Open',
    );
  });

  it('checks the start before the end (a start ahead of a past end is Upcoming)', () => {
    expect(assessmentStatus({ startdate: NOW + HOUR, enddate: NOW - HOUR }, NOW)).toBe('Upcoming');
  });

  it('isScheduled: both dates set', () => {
    expect(isScheduled({ startdate: NOW, enddate: NOW + HOUR })).toBe(true);
    expect(isScheduled({ startdate: 0, enddate: NOW })).toBe(false);
    expect(isScheduled({ startdate: NOW, enddate: NO_END_DATE })).toBe(true);
  });
});
