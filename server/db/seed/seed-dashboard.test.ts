import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { openPglite, type Database } from '../client';
import * as schema from '../schema/index';
import { DASHBOARD_GROUPS, DASHBOARD_STUDENTS, dashboardSessions } from './dashboard-data';
import { seedDemoData } from './seed';

describe('the demo dashboard classes', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
    await seedDemoData(database.db, { password: 'Demo-lab-1' });
  });
  afterAll(async () => {
    await database.close();
  });

  const sessionsOf = async () => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.labbookSessions)
      .where(
        inArray(
          schema.labbookSessions.actorId,
          DASHBOARD_STUDENTS.map((s) => s.id),
        ),
      );
    return row!.n;
  };

  it('are the same rows on every run, with one student without data', () => {
    expect(dashboardSessions()).toEqual(dashboardSessions());
    const withData = new Set(dashboardSessions().map((s) => s.actorId));
    expect(DASHBOARD_STUDENTS.filter((s) => !withData.has(s.id)).map((s) => s.username)).toEqual([
      'yusuf.farouk',
    ]);
    // Every group's students are known; each group has several labs.
    for (const group of DASHBOARD_GROUPS) {
      expect(group.members.every((id) => DASHBOARD_STUDENTS.some((s) => s.id === id))).toBe(true);
      expect(group.labTypes.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('are seeded once, and a database seeded before them gets them', async () => {
    expect(await sessionsOf()).toBe(dashboardSessions().length);
    await seedDemoData(database.db, { password: 'Demo-lab-1' });
    expect(await sessionsOf()).toBe(dashboardSessions().length);

    // As if seeded before the dashboard classes existed.
    await database.db.delete(schema.classGroups).where(
      inArray(
        schema.classGroups.accessCode,
        DASHBOARD_GROUPS.map((g) => g.accessCode),
      ),
    );
    await database.db.delete(schema.users).where(
      inArray(
        schema.users.id,
        DASHBOARD_STUDENTS.map((s) => s.id),
      ),
    );
    expect(await sessionsOf()).toBe(0);
    await seedDemoData(database.db, { password: 'Demo-lab-1' });
    expect(await sessionsOf()).toBe(dashboardSessions().length);
    const groups = await database.db
      .select({ code: schema.classGroups.accessCode })
      .from(schema.classGroups)
      .where(
        inArray(
          schema.classGroups.accessCode,
          DASHBOARD_GROUPS.map((g) => g.accessCode),
        ),
      );
    expect(groups).toHaveLength(DASHBOARD_GROUPS.length);
  });
});
