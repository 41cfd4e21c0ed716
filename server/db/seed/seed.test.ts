import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, inArray, isTable, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openPglite, type Database } from '../client';
import * as schema from '../schema/index';
import { DASHBOARD_STUDENTS } from './dashboard-data';
import { DEMO_USERS } from './demo-users';
import { seedDemoData } from './seed';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  isTable(value),
);

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row?.n ?? -1;
  }
  return counts;
}

describe('seedDemoData', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
  });
  afterAll(async () => {
    await database.close();
  });

  it('is idempotent: a second run changes no table', async () => {
    await seedDemoData(database.db, { password: 'Demo-lab-1' });
    const first = await rowCounts(database);
    expect(first.users).toBe(Object.keys(DEMO_USERS).length + DASHBOARD_STUDENTS.length);
    expect(first.roles).toBe(10);
    await seedDemoData(database.db, { password: 'another-password' });
    expect(await rowCounts(database)).toEqual(first);
  });

  it('gives every demo user the same argon2id hash of the demo password', async () => {
    const rows = await database.db.select({ hash: schema.users.passwordHash }).from(schema.users);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(1);
    expect(rows[0]?.hash.startsWith('$argon2id$')).toBe(true);
  });
});

describe('seedDemoData on a database seeded before new demo users existed', () => {
  it('adds the missing demo users and their co-instructor memberships once', async () => {
    const database = await openPglite('memory://');
    try {
      await seedDemoData(database.db, { password: 'Demo-lab-1' });
      const added = [DEMO_USERS.instructor2.id, DEMO_USERS.student3.id];
      await database.db.delete(schema.users).where(inArray(schema.users.id, added));
      await seedDemoData(database.db, { password: 'Demo-lab-1' });
      const counts = await rowCounts(database);
      expect(counts.users).toBe(Object.keys(DEMO_USERS).length + DASHBOARD_STUDENTS.length);
      const coInstructors = await database.db
        .select({ userId: schema.classGroupMembers.userId })
        .from(schema.classGroupMembers)
        .where(eq(schema.classGroupMembers.memberRole, 'Instructor'));
      expect(coInstructors.map((m) => m.userId)).toEqual([DEMO_USERS.instructor2.id]);
      await seedDemoData(database.db, { password: 'Demo-lab-1' });
      expect(await rowCounts(database)).toEqual(counts);
    } finally {
      await database.close();
    }
  });
});

describe('seedDemoData on a database seeded with the placeholder bench host', () => {
  it('moves the demo benches to their current address; a bench a deployment changed stays', async () => {
    const database = await openPglite('memory://');
    try {
      await seedDemoData(database.db, { password: 'Demo-lab-1' });
      const { products } = schema;
      await database.db
        .update(products)
        .set({ url: 'https://benches.example.org/chemistry-gases/' })
        .where(eq(products.name, 'Gases'));
      await database.db
        .update(products)
        .set({ url: 'https://labs.school.example/optics/' })
        .where(eq(products.name, 'Optics'));
      await seedDemoData(database.db, { password: 'Demo-lab-1' });
      const rows = await database.db
        .select({ name: products.name, url: products.url })
        .from(products)
        .where(inArray(products.name, ['Gases', 'Optics']));
      expect(Object.fromEntries(rows.map((row) => [row.name, row.url]))).toEqual({
        Gases: 'chemistry-gases/',
        Optics: 'https://labs.school.example/optics/',
      });
    } finally {
      await database.close();
    }
  });
});
