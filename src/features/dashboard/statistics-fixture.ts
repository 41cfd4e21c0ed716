import { statisticsSchema, type Statistics } from '@common/schemas/dashboard';

/**
 * A statistics answer built from the contract (common/schemas/dashboard.ts) for the unit tests:
 * two groups, a student in both, a student without data, time under and over an hour.
 */
/** Student ids of the fixture. */
export const FIXTURE_IDS = {
  lopez: '0190a000-0000-7000-8000-000000000001',
  carter: '0190a000-0000-7000-8000-000000000002',
  diaz: '0190a000-0000-7000-8000-000000000003',
  tran: '0190a000-0000-7000-8000-000000000004',
} as const;

export function statisticsFixture(): Statistics {
  const lab = (labType: number, time: number, actions: number, entries: number) => ({
    labType,
    time,
    actions,
    entries,
  });
  const stats = (labType: number, average: number[], sd: number[], studentCount: number) => ({
    labType,
    average: { time: average[0]!, actions: average[1]!, entries: average[2]! },
    standardDeviation: { time: sd[0]!, actions: sd[1]!, entries: sd[2]! },
    studentCount,
  });
  return statisticsSchema.parse({
    scale: 3,
    computedAt: Date.UTC(2026, 10, 24, 9, 30),
    since: null,
    summary: {
      studentCount: 4,
      labs: [stats(0, [1.5, 20, 3], [0.5, 5, 1], 3), stats(7, [0.25, 8, 1], [0, 0, 0], 1)],
    },
    groups: [
      {
        id: 11,
        name: 'Biology 7',
        studentCount: 2,
        labs: [stats(0, [1.5, 20, 3], [0, 0, 0], 1), stats(7, [0.25, 8, 1], [0, 0, 0], 1)],
        studentIds: [FIXTURE_IDS.carter, FIXTURE_IDS.lopez],
      },
      {
        id: 10,
        name: 'Chemistry 101',
        studentCount: 3,
        labs: [
          stats(0, [1.25, 17.5, 2.5], [0.25, 2.5, 0.5], 2),
          stats(7, [0.25, 8, 1], [0, 0, 0], 1),
        ],
        studentIds: [FIXTURE_IDS.diaz, FIXTURE_IDS.lopez, FIXTURE_IDS.tran],
      },
    ],
    students: [
      {
        id: FIXTURE_IDS.lopez,
        firstName: 'Ana',
        lastName: 'Lopez',
        username: 'student',
        labs: [lab(0, 1.5, 20, 3), lab(7, 0.25, 8, 1)],
      },
      {
        id: FIXTURE_IDS.carter,
        firstName: 'Ben',
        lastName: 'Carter',
        username: 'student2',
        labs: [],
      },
      {
        id: FIXTURE_IDS.diaz,
        firstName: null,
        lastName: null,
        username: 'carla',
        labs: [lab(0, 1, 15, 2)],
      },
      { id: FIXTURE_IDS.tran, firstName: 'Bea', lastName: 'Tran, Jr.', username: 'beta', labs: [] },
    ],
  });
}
