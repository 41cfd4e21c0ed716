import { describe, expect, it } from 'vitest';
import type { CourseData } from '@common/schemas/worksheets';
import { appendScore } from './save-score';

const data = {
  courseid: 5,
  assessmentsData: [],
  itemsData: [],
  gbschemeData: { defgbmode: 21 },
  syllabus: { courseid: 5, sections: [] },
  course: {
    id: 5,
    name: 'Chem',
    enrollkey: 'enroll::1',
    groupId: 1,
    ownerId: 'o',
    templateId: 1,
    gbmode: 21,
    tutorGrading: false,
    hasSections: true,
    role: 'owner',
  },
  scores: [{ studentid: 7, userId: 'u7', assessmentid: 3, courseid: 5, score: 2 }],
} satisfies CourseData;

describe('appendScore (spec 3 §4)', () => {
  it('appends the returned score to the cached scores, keeping the earlier ones', () => {
    const next = appendScore(data, {
      status: 'ok',
      studentid: 7,
      userId: 'u7',
      assessmentid: 3,
      courseid: 5,
      score: 4,
    });
    expect(next.scores).toEqual([
      data.scores[0],
      { studentid: 7, userId: 'u7', assessmentid: 3, courseid: 5, score: 4 },
    ]);
    expect(data.scores).toHaveLength(1);
  });
});
