import { describe, expect, it } from 'vitest';
import {
  gradeQuestion,
  gradeSubmission,
  parseNumber,
  withinTolerance,
  type GradableQuestion,
} from './scoring';

const numeric = (over: Partial<GradableQuestion> = {}): GradableQuestion => ({
  id: 1,
  kind: 'numeric',
  points: 2,
  answer: 2.7,
  tolerancePercent: 2,
  choices: [],
  correctChoice: null,
  ...over,
});
const choice = (over: Partial<GradableQuestion> = {}): GradableQuestion => ({
  id: 2,
  kind: 'choice',
  points: 1,
  answer: null,
  tolerancePercent: 2,
  choices: ['a', 'b', 'c'],
  correctChoice: 1,
  ...over,
});

describe('worksheets site scoring', () => {
  it('reads numbers with a decimal point or comma, and nothing else', () => {
    expect(parseNumber(' 2.74 ')).toBe(2.74);
    expect(parseNumber('2,74')).toBe(2.74);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('-1e-3')).toBe(-0.001);
    expect(parseNumber('1 000')).toBe(1000);
    for (const bad of ['', 'abc', '2.7 g/mL', '1,2,3', '1.2.3', 'Infinity', '0x10', '1e999']) {
      expect(parseNumber(bad)).toBeNull();
    }
  });

  it('accepts answers within the relative tolerance (absolute for 0)', () => {
    expect(withinTolerance(2.754, 2.7, 2)).toBe(true);
    expect(withinTolerance(1.275, 1.25, 2)).toBe(true);
    expect(withinTolerance(2.76, 2.7, 2)).toBe(false);
    expect(withinTolerance(-0.0199, 0, 2)).toBe(true);
    expect(withinTolerance(0.03, 0, 2)).toBe(false);
  });

  it('grades numeric and multiple-choice questions', () => {
    expect(gradeQuestion(numeric(), '2.65')).toMatchObject({ outcome: 'correct', earned: 2 });
    expect(gradeQuestion(numeric(), '2.6')).toMatchObject({ outcome: 'incorrect', earned: 0 });
    expect(gradeQuestion(numeric(), 'abc')).toMatchObject({ outcome: 'incorrect' });
    expect(gradeQuestion(numeric({ answer: null }), '3')).toMatchObject({
      outcome: 'needs-grading',
      earned: 0,
    });
    expect(gradeQuestion(choice(), '1')).toMatchObject({ outcome: 'correct', earned: 1 });
    expect(gradeQuestion(choice(), '0')).toMatchObject({ outcome: 'incorrect' });
    expect(gradeQuestion(choice(), '1.0')).toMatchObject({ outcome: 'incorrect' });
  });

  it('scales the questions’ points to the assessment’s points', () => {
    const questions = [numeric(), choice()];
    expect(gradeSubmission(questions, { q1: '2.7', q2: '1' }, 10).score).toBe(10);
    expect(gradeSubmission(questions, { q1: '2.7', q2: '2' }, 10).score).toBe(6.67);
    expect(gradeSubmission(questions, { q2: '1' }, 0).score).toBe(1);
    expect(gradeSubmission([], {}, 10).score).toBe(0);
  });
});

describe('the gradebook CSV', () => {
  it('quotes what needs quoting and neutralises formulas', async () => {
    const { csv } = await import('./html');
    expect(
      csv([
        ['Student', 'A, B (10)'],
        ['=cmd()', 7.5],
        ['say "hi"', -1],
      ]),
    ).toBe('Student,"A, B (10)"\r\n\'=cmd(),7.5\r\n"say ""hi""",-1\r\n');
  });
});
