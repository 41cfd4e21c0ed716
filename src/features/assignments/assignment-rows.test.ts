import { describe, expect, it } from 'vitest';
import { GB_MODE, NO_END_DATE, type Assessment, type CourseData } from '@common/schemas/worksheets';
import {
  filterSections,
  scoreCell,
  studentLaunch,
  toSections,
  type AssignmentRow,
} from './assignment-rows';

const NOW = 1_780_000_000;
const DAY = 86_400;

const assessment = (id: number, over: Partial<Assessment> = {}): Assessment => ({
  id,
  courseid: 7,
  name: `Quiz ${id}`,
  summary: '',
  startdate: 0,
  enddate: NO_END_DATE,
  ptsposs: 10,
  sectionId: null,
  labType: null,
  ...over,
});

const item = (typeid: number, sectionId: number, position: number) => ({
  id: 100 + typeid,
  typeid,
  itemtype: 'Assessment',
  sectionId,
  position,
});

const course = (assessments: Assessment[], sections: CourseData['syllabus']['sections'] = []) =>
  ({
    courseid: 7,
    assessmentsData: assessments,
    itemsData: [],
    gbschemeData: { defgbmode: GB_MODE.points },
    course: {
      id: 7,
      name: 'Chemistry 101',
      enrollkey: 'enroll::1',
      groupId: 1,
      ownerId: 'owner',
      templateId: 1,
      gbmode: GB_MODE.points,
      tutorGrading: false,
      hasSections: sections.length > 0,
      role: 'student',
    },
    syllabus: { courseid: 7, sections },
    scores: [{ studentid: 3, userId: 'me', assessmentid: 2, courseid: 7, score: 8 }],
  }) satisfies CourseData;

describe('toSections', () => {
  const data = course(
    [
      assessment(1, { sectionId: 10 }),
      assessment(2, { sectionId: 10, startdate: NOW - 2 * DAY, enddate: NOW - DAY }),
      assessment(3, { sectionId: 20 }),
      assessment(4),
    ],
    [
      { id: 10, name: 'Density', items: [item(2, 10, 0), item(1, 10, 1)] },
      { id: 20, name: 'Titrations', items: [item(3, 20, 0)] },
      { id: 30, name: 'Empty', items: [] },
    ],
  );

  it('lists assessments in syllabus order, loose ones last, empty sections dropped', () => {
    const sections = toSections(data, NOW);
    expect(sections.map((s) => [s.name, s.rows.map((r) => r.assessment.id)])).toEqual([
      ['Density', [2, 1]],
      ['Titrations', [3]],
      [null, [4]],
    ]);
  });

  it('gives each row its status and score, and a dot to sections with scheduled assessments', () => {
    const [density, titrations] = toSections(data, NOW);
    expect(density!.rows.map((r) => [r.status, r.score])).toEqual([
      ['Closed', 8],
      ['Unscheduled', undefined],
    ]);
    expect(density!.hasScheduled).toBe(true);
    expect(titrations!.hasScheduled).toBe(false);
  });

  it('filters by status and name, keeping the dot of the whole section', () => {
    const sections = toSections(data, NOW);
    const unscheduled = filterSections(sections, { status: 'Unscheduled', search: '' });
    expect(unscheduled.map((s) => s.rows.map((r) => r.assessment.id))).toEqual([[1], [3], [4]]);
    expect(unscheduled[0]!.hasScheduled).toBe(true);
    expect(
      filterSections(sections, { status: 'All', search: '  quiz 3 ' }).map((s) => s.name),
    ).toEqual(['Titrations']);
    expect(filterSections(sections, { status: 'Open', search: '' })).toEqual([]);
  });
});

describe('the student score cell (spec 3 §6)', () => {
  const row = (over: Partial<AssignmentRow>): AssignmentRow => ({
    assessment: assessment(1, { ptsposs: 8 }),
    status: 'Closed',
    score: 6,
    ...over,
  });

  it("says 'after due' for open assessments", () => {
    expect(scoreCell(row({ status: 'Open' }), GB_MODE.points)).toEqual({ kind: 'afterDue' });
  });

  it('shows score/points in mode 21 and percent in mode 400021', () => {
    expect(scoreCell(row({}), GB_MODE.points)).toEqual({ kind: 'points', score: 6, possible: 8 });
    expect(scoreCell(row({}), GB_MODE.percent)).toEqual({ kind: 'percent', percent: 75 });
    expect(scoreCell(row({ score: 1 }), GB_MODE.percent)).toEqual({
      kind: 'percent',
      percent: 12.5,
    });
  });

  it('shows nothing without a score', () => {
    expect(scoreCell(row({ score: undefined }), GB_MODE.points)).toEqual({ kind: 'none' });
  });

  it('launches open assessments and opens scored closed ones in stuview', () => {
    expect(studentLaunch(row({ status: 'Open', score: undefined }))).toBe('assessment');
    expect(studentLaunch(row({}))).toBe('stuview');
    expect(studentLaunch(row({ score: undefined }))).toBeNull();
    expect(studentLaunch(row({ status: 'Upcoming' }))).toBeNull();
  });
});
