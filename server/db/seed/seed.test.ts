import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, isTable, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openPglite, type Database } from '../client';
import * as schema from '../schema/index';
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
    expect(first.users).toBe(Object.keys(DEMO_USERS).length);
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
