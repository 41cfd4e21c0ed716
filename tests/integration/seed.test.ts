import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users, licenses } from '@server/db/schema/index';
import { DASHBOARD_STUDENTS } from '@server/db/seed/dashboard-data';
import { DEMO_USERS } from '@server/db/seed/demo-users';
import { seedDemoData } from '@server/db/seed/seed';
import { openTestDatabase } from '../helpers/app';

describe('demo seed on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let testDb: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    testDb = await openTestDatabase(process.env.TEST_DATABASE_URL);
  });
  afterAll(async () => {
    await testDb?.database.close();
    await testDb?.drop();
  });

  it('seeds once when several instances start together', async () => {
    const { db } = testDb.database;
    await Promise.all([1, 2, 3].map(() => seedDemoData(db, { password: 'Demo-lab-1' })));
    const [userCount] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    const [licenseCount] = await db.select({ n: sql<number>`count(*)::int` }).from(licenses);
    expect(userCount?.n).toBe(Object.keys(DEMO_USERS).length + DASHBOARD_STUDENTS.length);
    await seedDemoData(db, { password: 'Demo-lab-1' });
    const [again] = await db.select({ n: sql<number>`count(*)::int` }).from(licenses);
    expect(again?.n).toBe(licenseCount?.n);
  });
});
