import { describe, expect, it } from 'vitest';
import { NO_END_DATE } from '@common/schemas/worksheets';
import {
  assessmentDatesProblem,
  dateWindow,
  groupIdOfEnrollKey,
  groupOfCourse,
  isManager,
  readsAllScores,
  scoreProblem,
  setsScores,
  strongestRole,
} from './rules';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const s = (ms: number) => Math.floor(ms / 1000);
const DAY = 86_400;

describe('worksheets rules', () => {
  it('takes the strongest relation to a course', () => {
    expect(strongestRole(true, ['student'])).toBe('owner');
    expect(strongestRole(false, ['student', 'tutor'])).toBe('tutor');
    expect(strongestRole(false, ['tutor', 'co-instructor'])).toBe('co-instructor');
    expect(strongestRole(false, ['student'])).toBe('student');
    expect(strongestRole(false, [])).toBe('none');
  });

  it('managers manage, tutors read all scores and grade only with tutor grading', () => {
    expect([isManager('owner'), isManager('co-instructor'), isManager('tutor')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([readsAllScores('tutor'), readsAllScores('student'), readsAllScores('none')]).toEqual([
      true,
      false,
      false,
    ]);
    expect(setsScores('tutor', false)).toBe(false);
    expect(setsScores('tutor', true)).toBe(true);
    expect(setsScores('owner', false)).toBe(true);
    expect(setsScores('student', true)).toBe(false);
  });

  it('reads the group of an enroll key', () => {
    expect(groupIdOfEnrollKey('enroll::42')).toBe(42);
    for (const bad of [
      null,
      '',
      'enroll::',
      'enroll::0',
      'enroll::-1',
      'enroll::4x',
      'enroll::99999999999',
    ]) {
      expect(groupIdOfEnrollKey(bad)).toBeNull();
    }
    expect(groupOfCourse({ groupId: 7, enrollKey: 'enroll::8' })).toBe(7);
    expect(groupOfCourse({ groupId: null, enrollKey: 'enroll::8' })).toBe(8);
  });

  it('allows dates within two calendar years of now, 0 and the no-end date', () => {
    const { min, max } = dateWindow(NOW);
    expect(min).toBe(s(Date.UTC(2024, 10, 24, 12)));
    expect(max).toBe(s(Date.UTC(2028, 10, 24, 12)));
    expect(assessmentDatesProblem(0, NO_END_DATE, NOW)).toBeUndefined();
    expect(assessmentDatesProblem(0, 0, NOW)).toBeUndefined();
    expect(assessmentDatesProblem(min, max, NOW)).toBeUndefined();
    expect(assessmentDatesProblem(min - 1, NO_END_DATE, NOW)).toMatch(/startdate/);
    expect(assessmentDatesProblem(0, max + 1, NOW)).toMatch(/enddate/);
    expect(assessmentDatesProblem(s(NOW) + DAY, s(NOW), NOW)).toBe(
      'startdate must not be after enddate',
    );
    expect(assessmentDatesProblem(s(NOW), s(NOW), NOW)).toBeUndefined();
    expect(assessmentDatesProblem(s(NOW) + DAY, NO_END_DATE, NOW)).toBeUndefined();
  });

  it('keeps scores within 0..ptsposs', () => {
    expect(scoreProblem(0, 10)).toBeUndefined();
    expect(scoreProblem(10, 10)).toBeUndefined();
    expect(scoreProblem(10.5, 10)).toMatch(/at most 10/);
    expect(scoreProblem(-1, 10)).toMatch(/negative/);
    expect(scoreProblem(Number.NaN, 10)).toMatch(/negative/);
  });
});
