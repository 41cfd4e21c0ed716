import { describe, expect, it } from 'vitest';
import { ASSESSMENTS, DEMO_COURSE, SECTIONS_PER_COURSE, TEMPLATE_COURSES } from './worksheets-data';
import { TEMPLATES } from './templates-data';

describe('worksheets seed data', () => {
  it('gives every template 3-6 assessments in its first sections, each once', () => {
    for (const template of TEMPLATES) {
      const plan = TEMPLATE_COURSES[template.name];
      expect(plan, template.name).toBeDefined();
      expect(plan!.length).toBeGreaterThanOrEqual(3);
      expect(plan!.length).toBeLessThanOrEqual(6);
      const sections = Math.min(SECTIONS_PER_COURSE, template.topics.length);
      expect(plan!.every(([section]) => section < sections)).toBe(true);
      expect(new Set(plan!.map(([, key]) => key)).size).toBe(plan!.length);
    }
  });

  it('has real questions: numeric with a reference answer, choices with a right one', () => {
    for (const [key, assessment] of Object.entries(ASSESSMENTS)) {
      expect(assessment.questions.length, key).toBeGreaterThan(0);
      for (const q of assessment.questions) {
        expect(q.points).toBeGreaterThan(0);
        if (q.kind === 'numeric') {
          expect(Number.isFinite(q.answer)).toBe(true);
          expect(q.tolerancePercent).toBeGreaterThanOrEqual(0);
        } else {
          expect(q.choices.length).toBeGreaterThan(1);
          expect(q.correctChoice).toBeGreaterThanOrEqual(0);
          expect(q.correctChoice).toBeLessThan(q.choices.length);
        }
      }
    }
    const measured = ASSESSMENTS.density.questions.filter(
      (q) => q.kind === 'numeric' && q.measurement,
    );
    expect(measured.length).toBeGreaterThan(0);
  });

  it('schedules and scores the demo course within its assessments and points', () => {
    const names = TEMPLATE_COURSES[DEMO_COURSE.template]!.map(([, key]) => ASSESSMENTS[key]);
    for (const name of Object.keys(DEMO_COURSE.schedule)) {
      expect(names.map((a) => a.name)).toContain(name);
    }
    for (const s of DEMO_COURSE.scores) {
      const a = names.find((x) => x.name === s.assessment)!;
      const points = a.questions.reduce((sum, q) => sum + q.points, 0);
      expect(s.score).toBeLessThanOrEqual(points);
    }
  });
});
