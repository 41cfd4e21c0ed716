import type { DemoUserKey } from './demo-users';

/**
 * Demo lab books: what a class looks like after a few lab sessions, so the lab-book screens, the
 * instructor's review and the Lab Cam have something real to show. Ids are fixed (`5eed` marks
 * them as seeded); times are relative to the moment the seed runs.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The TA record of `ta` (spec 1 §3): presets type 3, lab type 99, TA of CHEM101. */
export const DEMO_TA_RECORD = {
  uuid: '5eed7a00-0000-4000-8000-000000000001',
  owner: 'ta',
  /** Access codes of the tutored groups; their ids are looked up when seeding. */
  groups: ['CHEM101'],
} as const satisfies { uuid: string; owner: DemoUserKey; groups: readonly string[] };

/** Verb ids of the statements the portal's labs send, one per action type. */

export interface DemoEntry {
  id: string;
  author: DemoUserKey;
  type: 1 | 3 | 5 | 10;
  /** After the session opened. */
  atMs: number;
  content: string;
}

export interface DemoAction {
  id: string;
  actionType: 'state' | 'startup' | 'move' | 'transfer' | 'calibration';
  atMs: number;
  actions: Record<string, unknown>;
  /** Also sent to the learning record store as this statement (xAPI sessions). */
  statementId?: string;
}

export interface DemoSession {
  id: string;
  owner: DemoUserKey;
  labType: number;
  /** Opened this long before the seed ran (rounded down to the minute). */
  openedAgoMs: number;
  durationMs: number;
  /** The xAPI registration of the session's statements (Lab Cam). */
  xapiSession?: string;
  entries: readonly DemoEntry[];
  actions: readonly DemoAction[];
}

const sessionId = (n: number) => `5eedb00c-0000-7000-8000-${String(n).padStart(12, '0')}`;
const entryId = (n: number) => `5eede000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const actionId = (n: number) => `5eeda000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const statementId = (n: number) => `5eed5000-0000-7000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_SESSION_IDS = {
  studentDensity: sessionId(1),
  studentTitrations: sessionId(2),
  studentPortal: sessionId(3),
  student2Density: sessionId(4),
} as const;

/** A density bench run: cylinders of 10.000 cm³ weighed, then sunk in water. */
const densityActions: DemoAction[] = [
  {
    id: actionId(1),
    statementId: statementId(1),
    actionType: 'startup',
    atMs: 5_000,
    actions: { name: 'Density', labName: 'Density' },
  },
  {
    id: actionId(2),
    statementId: statementId(2),
    actionType: 'move',
    atMs: 70_000,
    actions: {
      name: 'Cylinder 1',
      materials: 'steel',
      initialLocation: 'shelf',
      finalLocation: 'balance',
    },
  },
  {
    id: actionId(3),
    statementId: statementId(3),
    actionType: 'state',
    atMs: 90_000,
    actions: { name: 'Balance', state: 'reading', container: 'Cylinder 1', mass: 78.5 },
  },
  {
    id: actionId(4),
    statementId: statementId(4),
    actionType: 'transfer',
    atMs: 180_000,
    actions: {
      name: 'Cylinder 1',
      source: 'balance',
      destination: 'Graduated cylinder',
      volume: 10,
      data: { waterBefore: 50, waterAfter: 60 },
    },
  },
  {
    id: actionId(5),
    statementId: statementId(5),
    actionType: 'move',
    atMs: 330_000,
    actions: {
      name: 'Cylinder 2',
      materials: 'wood',
      initialLocation: 'shelf',
      finalLocation: 'balance',
    },
  },
  {
    id: actionId(6),
    statementId: statementId(6),
    actionType: 'state',
    atMs: 345_000,
    actions: { name: 'Balance', state: 'reading', container: 'Cylinder 2', mass: 7.5 },
  },
  {
    id: actionId(7),
    statementId: statementId(7),
    actionType: 'transfer',
    atMs: 420_000,
    actions: {
      name: 'Cylinder 2',
      source: 'balance',
      destination: 'Graduated cylinder',
      volume: 10,
      data: { waterBefore: 50, waterAfter: 60, note: 'held under with a rod' },
    },
  },
  {
    id: actionId(8),
    statementId: statementId(8),
    actionType: 'move',
    atMs: 780_000,
    actions: {
      name: 'Cylinder 4',
      materials: 'cement',
      initialLocation: 'shelf',
      finalLocation: 'balance',
    },
  },
  {
    id: actionId(9),
    statementId: statementId(9),
    actionType: 'state',
    atMs: 795_000,
    actions: { name: 'Balance', state: 'reading', container: 'Cylinder 4', mass: 24 },
  },
];

export const DEMO_SESSIONS: readonly DemoSession[] = [
  {
    id: DEMO_SESSION_IDS.studentDensity,
    owner: 'student',
    labType: 7,
    openedAgoMs: DAY + 2 * HOUR,
    durationMs: 25 * MINUTE,
    xapiSession: '5eedc000-0000-7000-8000-000000000001',
    actions: densityActions,
    entries: [
      {
        id: entryId(1),
        author: 'student',
        type: 1,
        atMs: 2 * MINUTE,
        content:
          '<p>Cylinder 1 (<strong>steel</strong>): mass 78.500 g. Water rose from 50.000 mL to 60.000 mL, so V = 10.000 cm³.</p>',
      },
      {
        id: entryId(2),
        author: 'student',
        type: 1,
        atMs: 8 * MINUTE,
        content:
          '<p>Cylinder 2 (<strong>wood</strong>) floats! Mass 7.500 g; pushed it under with a thin rod: V = 10.000 cm³.</p>',
      },
      {
        id: entryId(3),
        author: 'student',
        type: 1,
        atMs: 20 * MINUTE,
        content:
          '<p>Results (ρ = m / V):</p><ul><li>steel 7.850 g/cm³</li><li>wood 0.750 g/cm³</li><li>cement 2.400 g/cm³</li></ul><p>Only the wood is less dense than water.</p>',
      },
      {
        id: entryId(4),
        author: 'instructor',
        type: 5,
        atMs: 25 * HOUR,
        content:
          '<p><strong>Irene Novak</strong> {lab_book_timestamp}</p><p>Good method. Check the wood volume again: the rod adds a little volume of its own.</p>',
      },
    ],
  },
  {
    id: DEMO_SESSION_IDS.studentTitrations,
    owner: 'student',
    labType: 0,
    openedAgoMs: 7 * DAY + 3 * HOUR,
    durationMs: 40 * MINUTE,
    actions: [
      {
        id: actionId(20),
        actionType: 'startup',
        atMs: 4_000,
        actions: {
          name: 'Titrations',
          labName: 'Titrations',
          presetName: 'Strong acid, strong base',
        },
      },
      {
        id: actionId(21),
        actionType: 'calibration',
        atMs: 120_000,
        actions: { name: 'pH meter', state: 'calibrated', data: { buffers: [4, 7, 10] } },
      },
      {
        id: actionId(22),
        actionType: 'transfer',
        atMs: 900_000,
        actions: {
          source: 'Buret',
          destination: 'Flask 1',
          volume: 12.35,
          materials: 'NaOH 0.1 M',
        },
      },
    ],
    entries: [
      {
        id: entryId(20),
        author: 'student',
        type: 1,
        atMs: 10 * MINUTE,
        content: '<p>25.000 mL of HCl in the flask, 3 drops of phenolphthalein.</p>',
      },
      {
        id: entryId(21),
        author: 'student',
        type: 1,
        atMs: 16 * MINUTE,
        content:
          '<p>Endpoint at <strong>12.35000 mL</strong> of 0.1 M NaOH, so [HCl] = 0.0494 M.</p>',
      },
    ],
  },
  {
    id: DEMO_SESSION_IDS.studentPortal,
    owner: 'student',
    labType: 99,
    openedAgoMs: 3 * DAY,
    durationMs: 0,
    actions: [],
    entries: [
      {
        id: entryId(30),
        author: 'student',
        type: 1,
        atMs: 0,
        content: '<p>Bring the density results table to Thursday’s class.</p>',
      },
    ],
  },
  {
    id: DEMO_SESSION_IDS.student2Density,
    owner: 'student2',
    labType: 7,
    openedAgoMs: 2 * DAY + 5 * HOUR,
    durationMs: 12 * MINUTE,
    actions: [
      {
        id: actionId(40),
        actionType: 'startup',
        atMs: 3_000,
        actions: { name: 'Density', labName: 'Density' },
      },
    ],
    entries: [
      {
        id: entryId(40),
        author: 'student2',
        type: 1,
        atMs: 6 * MINUTE,
        content: '<p>Rubber cylinder: 11.000 g for 10.000 cm³, so 1.100 g/cm³. It sinks.</p>',
      },
    ],
  },
];
