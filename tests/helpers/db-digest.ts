import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';

/**
 * A fingerprint of every table of the app's schema: equal fingerprints mean that nothing was
 * written. Per table, the row count and the newest row version (`xmin`, the transaction that
 * wrote the row): an insert or an update makes a newer version, a delete lowers the count, so
 * any write changes one of them. Cheap enough to take after every request. The rate-limit
 * counters are left out: every limited request counts itself, refused or not.
 */
export async function databaseDigest(db: Db): Promise<string> {
  const tables = await db.execute<{ name: string }>(sql`
    SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
    FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits'
    ORDER BY 1`);
  const names = rowsOf<{ name: string }>(tables).map((t) => t.name);
  // Names come from the catalogue and are quoted by quote_ident, so they are safe to inline.
  const parts = names.map(
    (name) =>
      `SELECT '${name}' AS name, count(*) || '/' || coalesce(max(xmin::text::bigint), 0) AS hash FROM ${name}`,
  );
  const result = await db.execute<{ name: string; hash: string }>(
    sql.raw(`${parts.join(' UNION ALL ')} ORDER BY 1`),
  );
  return rowsOf<{ name: string; hash: string }>(result)
    .map((r) => `${r.name}:${r.hash}`)
    .join('\n');
}

/** node-postgres answers `{ rows }`, PGlite too; both through drizzle's `execute`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
