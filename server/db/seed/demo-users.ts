import { RoleId } from '@common/domain/roles';

/**
 * The demo accounts (all with DEMO_PASSWORD). Ids are fixed so tests and docs can name them;
 * `5eed` marks them as seeded.
 */
export const DEMO_USER_IDS = {
  student: '5eed0000-0000-4000-8000-000000000001',
  student2: '5eed0000-0000-4000-8000-000000000002',
  instructor: '5eed0000-0000-4000-8000-000000000003',
  ta: '5eed0000-0000-4000-8000-000000000004',
  support: '5eed0000-0000-4000-8000-000000000005',
  beta: '5eed0000-0000-4000-8000-000000000006',
  admin: '5eed0000-0000-4000-8000-000000000007',
  desktop: '5eed0000-0000-4000-8000-000000000008',
  nolicense: '5eed0000-0000-4000-8000-000000000009',
  /** Co-instructor of CHEM101 (joined with the code as an instructor). */
  instructor2: '5eed0000-0000-4000-8000-00000000000a',
  /** A student in no group: joins, becomes TA and leaves in the groups e2e. */
  student6: '5eed0000-0000-4000-8000-00000000000b',
  /** Full Suite, in no group: the bench e2e tests (titrations, presets in the labs) use her book. */
  student7: '5eed0000-0000-4000-8000-00000000000c',
  // Accounts the profile e2e changes (password, username, a new license): no other spec uses them.
  student3: '5eed0000-0000-4000-8000-000000000101',
  student4: '5eed0000-0000-4000-8000-000000000102',
  student5: '5eed0000-0000-4000-8000-000000000103',
  /** No license: the purchase e2e buys Full Suite as him (nolicense keeps the license message). */
  buyer: '5eed0000-0000-4000-8000-000000000104',
} as const;

export type DemoUserKey = keyof typeof DEMO_USER_IDS;

export interface DemoLicense {
  /** Bundle name of catalog-data BUNDLES. */
  bundle: string;
  activationCode: string;
  /** Activated this many days ago; the end date is activation + the bundle's period. */
  activatedDaysAgo: number;
  /** Bought under the demo contract (shows up with its holder in the instructor's contract). */
  isUnderContract?: boolean;
}

export interface DemoUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  roleIds: readonly RoleId[];
  campus: 'Main Campus' | 'North Campus';
  licenses: readonly DemoLicense[];
}

const user = (key: DemoUserKey, rest: Omit<DemoUser, 'id' | 'username' | 'email'>): DemoUser => ({
  id: DEMO_USER_IDS[key],
  username: key,
  email: `${key}@demo.labportal.test`,
  ...rest,
});

const fullSuite = (code: string, isUnderContract = false): DemoLicense => ({
  bundle: 'Full Suite',
  activationCode: code,
  activatedDaysAgo: 30,
  isUnderContract,
});

export const DEMO_USERS: Record<DemoUserKey, DemoUser> = {
  student: user('student', {
    firstName: 'Ana',
    lastName: 'Lopez',
    roleIds: [RoleId.Student],
    campus: 'Main Campus',
    licenses: [
      fullSuite('DEMO-STU-FULL', true),
      // 180-day Chemistry license activated 200 days ago: expired 20 days ago.
      {
        bundle: 'Chemistry',
        activationCode: 'DEMO-STU-CHEM-OLD',
        activatedDaysAgo: 200,
        isUnderContract: true,
      },
    ],
  }),
  student2: user('student2', {
    firstName: 'Ben',
    lastName: 'Carter',
    roleIds: [RoleId.Student],
    campus: 'North Campus',
    licenses: [
      {
        bundle: 'Chemistry',
        activationCode: 'DEMO-STU2-CHEM',
        activatedDaysAgo: 30,
        isUnderContract: true,
      },
    ],
  }),
  instructor: user('instructor', {
    firstName: 'Irene',
    lastName: 'Novak',
    roleIds: [RoleId.Instructor],
    campus: 'Main Campus',
    licenses: [fullSuite('DEMO-INS-FULL')],
  }),
  ta: user('ta', {
    firstName: 'Tomas',
    lastName: 'Reyes',
    roleIds: [RoleId.Student, RoleId.TeachingAssistant],
    campus: 'Main Campus',
    licenses: [fullSuite('DEMO-TA-FULL')],
  }),
  support: user('support', {
    firstName: 'Sam',
    lastName: 'Ortiz',
    roleIds: [RoleId.BlSupport],
    campus: 'Main Campus',
    licenses: [fullSuite('DEMO-SUP-FULL')],
  }),
  beta: user('beta', {
    firstName: 'Bea',
    lastName: 'Tran',
    roleIds: [RoleId.Student, RoleId.BetaTester],
    campus: 'Main Campus',
    licenses: [fullSuite('DEMO-BETA-FULL')],
  }),
  admin: user('admin', {
    firstName: 'Ada',
    lastName: 'Admin',
    roleIds: [RoleId.Admin, RoleId.Administrator],
    campus: 'Main Campus',
    licenses: [fullSuite('DEMO-ADM-FULL')],
  }),
  desktop: user('desktop', {
    firstName: 'Dan',
    lastName: 'Desk',
    roleIds: [RoleId.Student],
    campus: 'Main Campus',
    licenses: [
      { bundle: 'Desktop Suite', activationCode: 'DEMO-DESK-SUITE', activatedDaysAgo: 30 },
    ],
  }),
  nolicense: user('nolicense', {
    firstName: 'Noel',
    lastName: 'Nolan',
    roleIds: [RoleId.Student],
    campus: 'Main Campus',
    licenses: [],
  }),
  instructor2: user('instructor2', {
    firstName: 'Omar',
    lastName: 'Haddad',
    roleIds: [RoleId.Instructor],
    campus: 'Main Campus',
    licenses: [],
  }),
  student6: user('student6', {
    firstName: 'Cora',
    lastName: 'Diaz',
    roleIds: [RoleId.Student],
    campus: 'Main Campus',
    licenses: [],
  }),
  student7: user('student7', {
    firstName: 'Lena',
    lastName: 'Park',
    roleIds: [RoleId.Student],
    campus: 'Main Campus',
    licenses: [fullSuite('DEMO-STU7-FULL')],
  }),
  student3: user('student3', {
    firstName: 'Carla',
    lastName: 'Diaz',
    roleIds: [RoleId.Student],
    campus: 'Main Campus',
    licenses: [fullSuite('DEMO-STU3-FULL')],
  }),
  student4: user('student4', {
    firstName: 'Diego',
    lastName: 'Silva',
    roleIds: [RoleId.Student],
    campus: 'North Campus',
    licenses: [fullSuite('DEMO-STU4-FULL')],
  }),
  student5: user('student5', {
    firstName: 'Eva',
    lastName: 'Moreau',
    roleIds: [RoleId.Student],
    campus: 'Main Campus',
    licenses: [],
  }),
  buyer: user('buyer', {
    firstName: 'Bruno',
    lastName: 'Reis',
    roleIds: [RoleId.Student],
    campus: 'Main Campus',
    licenses: [],
  }),
};

/** Unactivated Full Suite codes of the demo contract, for the "activate a code" flow. */
export const DEMO_ISSUED_CODES = ['DEMO-CODE-0001', 'DEMO-CODE-0002', 'DEMO-CODE-0003'] as const;

/**
 * Codes sold outside any contract and not activated yet (valid for a year): a Physics code for
 * the activation flow (the profile e2e activates it as student5).
 */
export const DEMO_SPARE_CODES = [
  { activationCode: 'DEMO-PHYS-0001', bundle: 'Physics', validDays: 365 },
] as const;

export const DEMO_CONTRACT = {
  owner: 'instructor' satisfies DemoUserKey,
  multiuseCode: 'RIVERSIDE-2026',
  /** The school year: started this many days ago, ends this many days from now. */
  startedDaysAgo: 200,
  endsInDays: 165,
} as const;

export const DEMO_GROUPS = [
  {
    name: 'Chemistry 101 - Fall',
    accessCode: 'CHEM101',
    status: 'Open',
    owner: 'instructor',
    members: ['student', 'student2', 'beta', 'ta'],
    coInstructors: ['instructor2'],
  },
  {
    name: 'Physics 100 - Spring',
    accessCode: 'PHYS100',
    status: 'Archived',
    owner: 'instructor',
    members: ['student'],
    coInstructors: [],
  },
] as const satisfies readonly {
  name: string;
  accessCode: string;
  status: 'Open' | 'Archived';
  owner: DemoUserKey;
  members: readonly DemoUserKey[];
  /** Instructors who joined with the code (member role 'Instructor'). */
  coInstructors: readonly DemoUserKey[];
}[];
