import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_GROUPS } from '@server/db/seed/dashboard-data';
import { DEMO_GROUPS, DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';

describe('class-group reads for the lab book (user API)', () => {
  let testApp: TestApp;
  const tokens: Record<string, string> = {};
  let chem101 = 0;
  let phys100 = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const key of ['instructor', 'ta', 'student', 'support'] as const) {
      tokens[key] = await accessTokenFor(testApp.app, DEMO_USER_IDS[key]);
    }
    const res = await get(
      `/user-api/institutions/0/classgroups/${DEMO_USER_IDS.instructor}/owner`,
      'instructor',
    );
    const groups = res.json() as Array<{ Id: number; AccessCode: string }>;
    chem101 = groups.find((g) => g.AccessCode === DEMO_GROUPS[0]!.accessCode)!.Id;
    phys100 = groups.find((g) => g.AccessCode === DEMO_GROUPS[1]!.accessCode)!.Id;
  });
  afterAll(() => testApp?.close());

  const get = (url: string, who: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}` } });

  it("lists an instructor's groups, open ones first, newest first", async () => {
    const res = await get(
      `/user-api/institutions/0/classgroups/${DEMO_USER_IDS.instructor}/owner`,
      'instructor',
    );
    expect(res.statusCode).toBe(200);
    // The dashboard classes (seed-dashboard.ts) came last, so they are the newest.
    const dashboardClasses = [...DASHBOARD_GROUPS].reverse();
    expect(res.json()).toEqual([
      ...dashboardClasses.map((g) =>
        expect.objectContaining({ AccessCode: g.accessCode, Status: 'Open', isInstructor: true }),
      ),
      expect.objectContaining({ Id: chem101, Status: 'Open', isInstructor: true, isTA: false }),
      expect.objectContaining({ Id: phys100, Status: 'Archived', isInstructor: true }),
    ]);
  });

  it('lists the groups a TA tutors, marked as TA', async () => {
    const res = await get(`/user-api/institutions/0/classgroups/${DEMO_USER_IDS.ta}/owner`, 'ta');
    expect(res.json()).toEqual([
      expect.objectContaining({ Id: chem101, isTA: true, isInstructor: false }),
    ]);
  });

  it("refuses another user's group list", async () => {
    const res = await get(
      `/user-api/institutions/0/classgroups/${DEMO_USER_IDS.instructor}/owner`,
      'student',
    );
    expect(res.statusCode).toBe(403);
  });

  it("gives a group's students to its instructor and TA, with the TA marked", async () => {
    for (const who of ['instructor', 'ta']) {
      const res = await get(`/user-api/institutions/0/classgroups/${chem101}/students`, who);
      expect(res.statusCode).toBe(200);
      const students = res.json() as Array<{ username: string; roleName: string }>;
      expect(students.map((s) => s.username).sort()).toEqual(['beta', 'student', 'student2', 'ta']);
      expect(students.find((s) => s.username === 'ta')?.roleName).toBe('Teaching Assistant');
    }
  });

  it('refuses the students of a group to its students and to outsiders; 404 for no group', async () => {
    expect(
      (await get(`/user-api/institutions/0/classgroups/${chem101}/students`, 'student')).statusCode,
    ).toBe(403);
    expect(
      (await get(`/user-api/institutions/0/classgroups/${chem101}/students`, 'support')).statusCode,
    ).toBe(403);
    expect(
      (await get(`/user-api/institutions/0/classgroups/999999/students`, 'instructor')).statusCode,
    ).toBe(404);
    expect(
      (await get(`/user-api/institutions/0/classgroups/abc/students`, 'instructor')).statusCode,
    ).toBe(400);
  });
});
