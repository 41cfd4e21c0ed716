import { LABS } from '@common/domain/labs';

/**
 * The demo instructor's classes for the dashboard (issue 9): three more open groups of
 * `instructor` with students who ran labs over the last four weeks (and a few sessions before, so
 * Total Time differs), some far more and some far less than their classmates, so the charts show
 * students above and below one standard deviation; one student has no data yet. Everything is
 * derived from fixed ids and a fixed pseudo-random sequence: the same rows on every start, times
 * relative to the moment the seed first ran. Names avoid those the e2e specs look for.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface DashboardStudent {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  campus: 'Main Campus' | 'North Campus';
  /** How much the student works compared to the class (1 = typical); 0 = no data yet. */
  effort: number;
}

export interface DashboardGroup {
  name: string;
  accessCode: string;
  labTypes: readonly number[];
  members: readonly string[];
}

const studentId = (n: number) => `5eed0000-0000-4000-8000-000000000${String(200 + n)}`;
const student = (
  n: number,
  firstName: string,
  lastName: string,
  effort: number,
  campus: DashboardStudent['campus'] = 'Main Campus',
): DashboardStudent => ({
  id: studentId(n),
  username: `${firstName}.${lastName}`.toLowerCase(),
  firstName,
  lastName,
  campus,
  effort,
});

export const DASHBOARD_STUDENTS: readonly DashboardStudent[] = [
  student(1, 'Maya', 'Okafor', 1.1),
  student(2, 'Liam', 'Chen', 0.9),
  student(3, 'Sofia', 'Rossi', 2.3),
  student(4, 'Noah', 'Kim', 1.0),
  student(5, 'Amara', 'Mensah', 0.35, 'North Campus'),
  student(6, 'Lucas', 'Dubois', 1.2),
  student(7, 'Hana', 'Sato', 0.8),
  student(8, 'Yusuf', 'Farouk', 0),
  student(11, 'Priya', 'Nair', 1.9),
  student(12, 'Mateo', 'Alvarez', 1.0),
  student(13, 'Chloe', 'Martin', 0.3),
  student(14, 'Ethan', 'Brooks', 1.1, 'North Campus'),
  student(15, 'Zara', 'Ahmed', 0.9),
  student(16, 'Jonas', 'Weber', 1.3),
  student(17, 'Isla', 'Murphy', 0.7),
  student(18, 'Kai', 'Nakamura', 1.0),
  student(21, 'Elena', 'Petrova', 1.0),
  student(22, 'Samuel', 'Osei', 2.0, 'North Campus'),
  student(23, 'Grace', 'Lindqvist', 0.9),
  student(24, 'Leo', 'Fischer', 0.4),
  student(25, 'Aisha', 'Bello', 1.2),
  student(26, 'Nina', 'Kowalski', 0.8),
];

const ids = (...ns: number[]) => ns.map(studentId);

export const DASHBOARD_GROUPS: readonly DashboardGroup[] = [
  {
    name: 'Biology 110 - Period 2',
    accessCode: 'BIO110-P2',
    labTypes: [9, 10, 11, 12],
    members: ids(1, 2, 3, 4, 5, 6, 7, 8),
  },
  {
    name: 'Chemistry 201 - Honors',
    accessCode: 'CHEM201-H',
    labTypes: [0, 1, 2, 3],
    members: ids(11, 12, 13, 14, 15, 16, 17, 18),
  },
  {
    // Kai takes both chemistry and physics: once in the summary, in both groups.
    name: 'Physics 120 - Period 4',
    accessCode: 'PHYS120-P4',
    labTypes: [7, 14, 15, 16, 18],
    members: ids(18, 21, 22, 23, 24, 25, 26),
  },
];

export interface DashboardSession {
  id: string;
  actorId: string;
  labType: number;
  openedAgoMs: number;
  durationMs: number;
  actions: {
    id: string;
    actionType: 'startup' | 'state' | 'move';
    atMs: number;
    actions: Record<string, unknown>;
  }[];
  entries: { id: string; atMs: number; content: string }[];
}

/** mulberry32: a small, fixed pseudo-random sequence (the same demo on every machine). */
function sequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hex = (prefix: string, n: number) => `${prefix}-${String(n).padStart(12, '0')}`;
const OBJECTS = ['Sample A', 'Sample B', 'Beaker 1', 'Test tube 2', 'Slide 3', 'Cart', 'Lens'];
const NOTES = [
  'Set up the bench and recorded the starting values.',
  'Repeated the measurement: the second reading agrees within 2 %.',
  'The result is lower than expected; I will check the calibration next time.',
  'Summary: the trend is clear after three trials.',
];

/** The sessions of every student with data, in a fixed order with fixed ids. */
export function dashboardSessions(): DashboardSession[] {
  const random = sequence(9);
  const between = (low: number, high: number) => low + (high - low) * random();
  const sessions: DashboardSession[] = [];
  let actionN = 0;
  let entryN = 0;
  for (const group of DASHBOARD_GROUPS) {
    for (const actorId of group.members) {
      const who = DASHBOARD_STUDENTS.find((s) => s.id === actorId)!;
      if (who.effort === 0) continue;
      // Kai's chemistry and physics sessions both come from the group loop: two sets.
      const count = Math.max(2, Math.round(between(3, 6) * Math.sqrt(who.effort)));
      for (let i = 0; i < count + 1; i++) {
        const labType = group.labTypes[Math.floor(random() * group.labTypes.length)]!;
        const labName = LABS.find((l) => l.labType === labType)?.name ?? 'Lab';
        // The last one is older than four weeks: it shows under Total Time only.
        const openedAgoMs = i < count ? between(0.1, 27.5) * DAY : between(35, 60) * DAY;
        const durationMs = Math.round(between(12, 40) * who.effort * MINUTE);
        const actionCount = Math.max(2, Math.round(between(8, 22) * who.effort));
        const entryCount = Math.round(between(0, 3.4) * who.effort);
        const step = durationMs / (actionCount + 1);
        const n = sessions.length + 1;
        sessions.push({
          id: hex('5eedb00c-0000-7000-8001', n),
          actorId,
          labType,
          openedAgoMs,
          durationMs,
          actions: Array.from({ length: actionCount }, (_, k) => {
            const name = OBJECTS[(k + n) % OBJECTS.length]!;
            return {
              id: hex('5eeda000-0000-7000-8001', ++actionN),
              actionType: k === 0 ? 'startup' : k % 3 === 0 ? 'state' : 'move',
              atMs: Math.round(step * k),
              actions:
                k === 0
                  ? { name: labName, labName }
                  : k % 3 === 0
                    ? { name, state: 'observed' }
                    : { name, initialLocation: 'shelf', finalLocation: 'bench' },
            };
          }),
          entries: Array.from({ length: entryCount }, (_, k) => ({
            id: hex('5eede000-0000-7000-8001', ++entryN),
            atMs: Math.round(((k + 1) * durationMs) / (entryCount + 1)),
            content: `<p>${NOTES[(k + n) % NOTES.length]}</p>`,
          })),
        });
      }
    }
  }
  return sessions;
}
