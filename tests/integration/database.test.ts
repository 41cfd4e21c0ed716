import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, isTable, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { parseMetaData } from '@common/schemas/catalog';
import { LABS } from '@common/domain/labs';
import * as schema from '@server/db/schema/index';
import { verifyPassword } from '@server/db/passwords';
import { DASHBOARD_GROUPS, DASHBOARD_STUDENTS } from '@server/db/seed/dashboard-data';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/app';

// node-postgres and PGlite both answer raw queries with `rows`.
const rowsSchema = z.object({ rows: z.array(z.object({ table_name: z.string() })) });
const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable =>
  isTable(v),
);

describe('database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has every table of the schema after the migrations', async () => {
    const result = rowsSchema.parse(
      await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      ),
    );
    const existing = new Set(result.rows.map((r) => r.table_name));
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) expect(existing).toContain(getTableName(table));
  });

  it('holds the demo school', async () => {
    const { db } = t.database;
    const users = await db.select().from(schema.users);
    expect(users.map((u) => u.username).sort()).toEqual(
      [
        'admin',
        'beta',
        // A student without a license, for trying a purchase (issue 12).
        'buyer',
        'desktop',
        'instructor',
        'instructor2',
        'nolicense',
        'student',
        'student2',
        'student3',
        'student4',
        'student5',
        'student6',
        'student7',
        'support',
        'ta',
        // The demo instructor's dashboard classes (seed-dashboard.ts).
        ...DASHBOARD_STUDENTS.map((student) => student.username),
      ].sort(),
    );
    expect(users.every((u) => u.email === u.email.toLowerCase())).toBe(true);
    expect(await verifyPassword(users[0]!.passwordHash, TEST_PASSWORD)).toBe(true);

    const institutions = await db.select().from(schema.institutions);
    expect(institutions.length).toBeGreaterThanOrEqual(4);
    const [school] = await db
      .select()
      .from(schema.institutions)
      .where(eq(schema.institutions.name, 'Riverside Community College'));
    const campuses = await db
      .select()
      .from(schema.campuses)
      .where(eq(schema.campuses.institutionId, school!.id));
    expect(campuses.map((c) => [c.locationName, c.isMain])).toEqual([
      ['Main Campus', true],
      ['North Campus', false],
    ]);
  });

  it('holds one bench product per lab, the desktop products, one beta and one non-working bench', async () => {
    const products = await t.database.db.select().from(schema.products);
    const benches = products.filter((p) => p.productType === 'Bench');
    expect(benches.map((p) => p.name).sort()).toEqual(LABS.map((l) => l.name).sort());
    expect(products.filter((p) => p.productType === 'Desktop')).toHaveLength(5);
    const metas = benches.map((p) => ({ name: p.name, meta: parseMetaData(p.metaData) }));
    expect(metas.filter((m) => m.meta.beta).map((m) => m.name)).toEqual(['Solar System']);
    expect(metas.filter((m) => m.meta.workingBench === false).map((m) => m.name)).toEqual([
      'Circuits',
    ]);
    expect(
      metas.every((m) => m.meta.introVideoID?.length === 11 && (m.meta.tags?.length ?? 0) > 0),
    ).toBe(true);
  });

  it('gives the student one expired license and nolicense none', async () => {
    const { db } = t.database;
    const studentLicenses = await db
      .select()
      .from(schema.licenses)
      .where(eq(schema.licenses.userId, DEMO_USER_IDS.student));
    expect(studentLicenses.filter((l) => l.endDate.getTime() < Date.now())).toHaveLength(1);
    const none = await db
      .select()
      .from(schema.licenses)
      .where(eq(schema.licenses.userId, DEMO_USER_IDS.nolicense));
    expect(none).toHaveLength(0);
    const issued = await db
      .select()
      .from(schema.licenses)
      .where(eq(schema.licenses.status, 'Issued'));
    expect(issued.map((l) => l.activationCode).sort()).toEqual([
      'DEMO-CODE-0001',
      'DEMO-CODE-0002',
      'DEMO-CODE-0003',
      'DEMO-PHYS-0001',
    ]);
    expect(issued.every((l) => l.userId === null)).toBe(true);
    expect(issued.filter((l) => l.contractId === null).map((l) => l.activationCode)).toEqual([
      'DEMO-PHYS-0001',
    ]);
  });

  it("has the instructor's groups with their members", async () => {
    const { db } = t.database;
    const groups = await db.select().from(schema.classGroups);
    expect(groups.map((g) => [g.name, g.accessCode, g.status, g.ownerId])).toEqual([
      ['Chemistry 101 - Fall', 'CHEM101', 'Open', DEMO_USER_IDS.instructor],
      ['Physics 100 - Spring', 'PHYS100', 'Archived', DEMO_USER_IDS.instructor],
      ...DASHBOARD_GROUPS.map((g) => [g.name, g.accessCode, 'Open', DEMO_USER_IDS.instructor]),
    ]);
    const members = await db
      .select()
      .from(schema.classGroupMembers)
      .where(eq(schema.classGroupMembers.groupId, groups[0]!.id));
    expect(members.map((m) => [m.userId, m.memberRole]).sort()).toEqual(
      [
        [DEMO_USER_IDS.student, 'Student'],
        [DEMO_USER_IDS.student2, 'Student'],
        [DEMO_USER_IDS.beta, 'Student'],
        [DEMO_USER_IDS.ta, 'Student'],
        [DEMO_USER_IDS.instructor2, 'Instructor'],
      ].sort(),
    );
  });
});
