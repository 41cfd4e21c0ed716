/**
 * The read goal (issue 13 §2): paginated lab-book reads at a fixed rate (500 requests/s) with
 * 1 million entries in PostgreSQL, p99 within 20 ms, and the API's time against the same read
 * done as raw SQL through `pg` (the service's own query, taken from drizzle's toSQL: the page with
 * its count, its entries and its action items, in one round trip).
 *
 * Requests are sent on a fixed schedule (open loop): a slow answer does not delay the next
 * request, and latency is counted from the moment the request was due, so queueing shows.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openPostgres } from '@server/db/client';
import * as pageQuery from '@server/modules/lab-book/page-query';
import { users } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { eq } from 'drizzle-orm';
import { runLoadSignIns } from './sign-ins';
import { machine } from './report';
import { loadDatabase, startInstance, type Instance } from './servers';
import { percentile } from './stats';
import { PAGE_SIZE } from './student';

const SESSIONS_PER_STUDENT = 50;
const ENTRIES_PER_SESSION = 10;
const READERS = 40;
const P99_GOAL_MS = 20;

export interface ReadGoalOptions {
  entries: number;
  rate: number;
  seconds: number;
  instances: number;
}

interface RateResult {
  latencies: number[];
  errors: number;
  late: number;
}

/** One read at a time: the time of one read with nothing queued (service time). */
export async function oneAtATime(count: number, fire: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    if (await fire(i).catch(() => false)) latencies.push(performance.now() - start);
    else errors++;
  }
  return { latencies: latencies.sort((a, b) => a - b), errors, late: 0 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `fire` `rate` times a second for `seconds`, on schedule; latencies from the due time. */
export async function fixedRate(
  rate: number,
  seconds: number,
  fire: (i: number) => Promise<boolean>,
): Promise<RateResult> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  let late = 0;
  let firstFailure = '';
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    else if (wait < -5) late++;
    const done = fire(i).then(
      (isOk) => {
        if (isOk) latencies.push(performance.now() - due);
        else errors++;
      },
      (error: unknown) => {
        errors++;
        if (!firstFailure) firstFailure = error instanceof Error ? error.message : String(error);
      },
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  }
  await Promise.all(pending);
  if (firstFailure) console.log(`First failure: ${firstFailure}`);
  return { latencies: latencies.sort((a, b) => a - b), errors, late };
}

/**
 * CPU time the instances have used, in ms (Linux /proc, 100 ticks a second): per read, it is
 * the instance's own cost, which other work on a shared machine barely changes.
 */
export function cpuMs(instances: Instance[]): number {
  let ticks = 0;
  for (const instance of instances) {
    const stat = readFileSync(`/proc/${instance.process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

function line(label: string, r: { latencies: number[]; errors: number }, seconds: number) {
  const f = (p: number) => percentile(r.latencies, p).toFixed(1);
  return `${label}: ${(r.latencies.length / seconds).toFixed(0)}/s, p50 ${f(50)} ms, p95 ${f(95)} ms, p99 ${f(99)} ms, max ${(r.latencies.at(-1) ?? 0).toFixed(1)} ms, errors ${r.errors}`;
}

export async function readGoal(options: ReadGoalOptions): Promise<boolean> {
  console.log(`Machine: ${machine()}`);
  const runId = randomUUID().slice(0, 8);
  const dbHandle = await loadDatabase();
  const instances: Instance[] = [];
  const pool = new pg.Pool({ connectionString: dbHandle.url, max: 10 });
  // Dropping the database at the end ends idle connections: not an error of the run.
  pool.on('error', () => undefined);
  const database = await openPostgres(dbHandle.url).catch(async (error: unknown) => {
    await pool.end();
    await dbHandle.drop();
    throw error;
  });
  try {
    const first = await startInstance({ databaseUrl: dbHandle.url });
    instances.push(first);
    for (let i = 1; i < options.instances; i++)
      instances.push(await startInstance({ databaseUrl: dbHandle.url, publicUrl: first.origin }));
    const readers = await seed(pool, database.db, runId, options.entries);

    const tokens = await runLoadSignIns(first.origin, readers);
    const urls = instances.map((i) => i.origin);
    let firstError = '';
    const apiRead = async (i: number) => {
      const reader = i % readers.length;
      const url = `${urls[i % urls.length]}/labbook-api/lab-book/${readers[reader]!.id}/paginated-backwards/${PAGE_SIZE}`;
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${tokens[reader]}`, accept: 'application/json' },
      });
      const body = (await response.json()) as { Items?: unknown[] };
      if (!response.ok && !firstError) firstError = `HTTP ${response.status}`;
      return response.ok && body.Items?.length === PAGE_SIZE;
    };
    const rawRead = async (i: number) => {
      const actorId = readers[i % readers.length]!.id;
      // The service's one query: the page with its count, entries and action items. Rows as
      // arrays: the two json_agg columns are both named "coalesce" in pg's own naming.
      const page = await pool.query<unknown[]>({
        ...toSql(
          pageQuery.pageSessions(database.db, {
            actorId,
            direction: 'backwards',
            limit: PAGE_SIZE + 1,
          }),
        ),
        rowMode: 'array',
      });
      // Entries are the second column from the end (then the action items).
      const entries = page.rows.slice(0, PAGE_SIZE).flatMap((row) => row.at(-2) as unknown[]);
      return entries.length === PAGE_SIZE * ENTRIES_PER_SESSION;
    };

    console.log('One read at a time (service time, nothing queued)...');
    const cpuBeforeAlone = cpuMs(instances);
    const apiAlone = await oneAtATime(500, apiRead);
    const cpuAlone = (cpuMs(instances) - cpuBeforeAlone) / 500;
    const rawAlone = await oneAtATime(500, rawRead);
    console.log(
      line('API alone', apiAlone, 1).replace(/^API alone: \d+\/s, /, 'API, one at a time: '),
    );
    console.log(
      line('Raw alone', rawAlone, 1).replace(/^Raw alone: \d+\/s, /, 'Raw SQL, one at a time: '),
    );
    console.log(`Warming up (5 s at ${options.rate}/s)...`);
    await fixedRate(options.rate, 5, apiRead);
    await fixedRate(options.rate, 5, rawRead);
    console.log(`Measuring ${options.seconds} s at ${options.rate} requests/s...`);
    const cpuBefore = cpuMs(instances);
    const api = await fixedRate(options.rate, options.seconds, apiRead);
    const cpuPerRead = (cpuMs(instances) - cpuBefore) / (options.rate * options.seconds);
    const raw = await fixedRate(options.rate, options.seconds, rawRead);
    const apiP99 = percentile(api.latencies, 99);
    const rawP99 = percentile(raw.latencies, 99);
    const apiP50 = percentile(api.latencies, 50);
    const rawP50 = percentile(raw.latencies, 50);
    console.log(
      `\nRead goal: ${options.entries} entries, page of ${PAGE_SIZE} sessions (${PAGE_SIZE * ENTRIES_PER_SESSION} entries), ${readers.length} readers, ${urls.length} instance(s)`,
    );
    console.log(line('API  (HTTP, token, JSON)', api, options.seconds));
    console.log(line('Raw SQL (pg, same queries)', raw, options.seconds));
    console.log(
      `Instance CPU per API read: ${cpuAlone.toFixed(2)} ms one at a time, ${cpuPerRead.toFixed(2)} ms at ${options.rate}/s`,
    );
    console.log(`Sends that left more than 5 ms late: API ${api.late}, raw ${raw.late}`);
    if (firstError) console.log(`First API error: ${firstError}`);
    console.log(
      `API / raw SQL: p50 ${(apiP50 / rawP50).toFixed(2)}x, p99 ${(apiP99 / rawP99).toFixed(2)}x`,
    );
    const isOk = api.errors === 0 && apiP99 <= P99_GOAL_MS && apiP99 <= 2 * rawP99;
    console.log(
      `Goal p99 <= ${P99_GOAL_MS} ms and within 2x raw SQL: ${isOk ? 'RESULT: PASS' : 'RESULT: FAIL'}`,
    );
    return isOk;
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await pool.end();
    await database.close();
    await dbHandle.drop();
  }
}

export type Db = Parameters<typeof pageQuery.pageSessions>[0];

function toSql(query: unknown): { text: string; values: unknown[] } {
  const { sql, params } = (query as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
  return { text: sql, values: params };
}

/**
 * `entries` entries in one statement each for users, sessions and entries (generate_series):
 * students with 50 sessions of 10 entries each. The first READERS students sign in and read.
 */
export async function seed(pool: pg.Pool, db: Db, runId: string, entries: number) {
  const [model] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, DEMO_USER_IDS.student));
  const students = Math.max(
    READERS,
    Math.ceil(entries / (SESSIONS_PER_STUDENT * ENTRIES_PER_SESSION)),
  );
  const prefix = `read-${runId}-`;
  const start = Date.now();
  console.log(
    `Seeding ${students} students, ${students * SESSIONS_PER_STUDENT} sessions, ${students * SESSIONS_PER_STUDENT * ENTRIES_PER_SESSION} entries...`,
  );
  await pool.query(
    `INSERT INTO users (id, username, email, password_hash, first_name, last_name)
     SELECT gen_random_uuid(), $1 || g, $1 || g || '@load.labportal.test', $2, 'Read', 'Load'
     FROM generate_series(0, $3 - 1) g`,
    [prefix, model!.hash, students],
  );
  await pool.query(
    `INSERT INTO labbook_sessions (id, actor_id, lab_type, open, duration, meta_data)
     SELECT gen_random_uuid(), u.id, 1, 1700000000000 + s * 3600000, 600000,
            '{"labType":1,"version":1}'::jsonb
     FROM users u CROSS JOIN generate_series(0, $2 - 1) s
     WHERE u.username LIKE $1 || '%'`,
    [prefix, SESSIONS_PER_STUDENT],
  );
  await pool.query(
    `INSERT INTO labbook_entries (id, session_id, actor_id, author_id, entry_type, timestamp, content)
     SELECT gen_random_uuid(), ls.id, ls.actor_id, ls.actor_id, 1, ls.open + e * 60000,
            '<p>Entry ' || e || ': the titration took ' || (20 + e) || '.4 mL of 0.1 M NaOH.</p>'
     FROM labbook_sessions ls JOIN users u ON u.id = ls.actor_id
     CROSS JOIN generate_series(0, $2 - 1) e
     WHERE u.username LIKE $1 || '%'`,
    [prefix, ENTRIES_PER_SESSION],
  );
  await pool.query('ANALYZE users, labbook_sessions, labbook_entries, labbook_actions');
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM labbook_entries',
  );
  console.log(
    `Seeded in ${((Date.now() - start) / 1000).toFixed(0)} s: ${rows[0]!.n} entries in the database`,
  );
  const readers = await pool.query<{ id: string; username: string }>(
    `SELECT id, username FROM users WHERE username LIKE $1 || '%' ORDER BY username LIMIT $2`,
    [prefix, READERS],
  );
  return readers.rows;
}
