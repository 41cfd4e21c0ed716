/**
 * `--read-goal --compare <dir>`: this checkout's portal against another checkout's (e.g. `git
 * archive main` unpacked, node_modules linked) on one seeded database, reads interleaved so that
 * whatever else runs on the machine weighs on both alike. Prints, per instance, the time of a
 * read with nothing queued, the time at `rate`, and the CPU time the instance spent per read.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '@server/db/client';
import { runLoadSignIns } from './sign-ins';
import { machine } from './report';
import { cpuMs, fixedRate, seed } from './read-goal';
import { loadDatabase, startInstance, type Instance } from './servers';
import { percentile } from './stats';
import { PAGE_SIZE } from './student';

const ROUNDS = 4;

export async function readCompare(options: {
  entries: number;
  rate: number;
  seconds: number;
  compareDir: string;
}): Promise<boolean> {
  console.log(`Machine: ${machine()}`);
  const dbHandle = await loadDatabase();
  const pool = new pg.Pool({ connectionString: dbHandle.url, max: 4 });
  pool.on('error', () => undefined);
  const database = await openPostgres(dbHandle.url);
  const instances: Instance[] = [];
  try {
    const ours = await startInstance({ databaseUrl: dbHandle.url });
    instances.push(ours);
    instances.push(
      await startInstance({
        databaseUrl: dbHandle.url,
        publicUrl: ours.origin,
        cwd: options.compareDir,
      }),
    );
    const readers = await seed(pool, database.db, randomUUID().slice(0, 8), options.entries);
    const tokens = await runLoadSignIns(ours.origin, readers);
    const read = (instance: Instance) => async (i: number) => {
      const reader = i % readers.length;
      const url = `${instance.origin}/labbook-api/lab-book/${readers[reader]!.id}/paginated-backwards/${PAGE_SIZE}`;
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${tokens[reader]}`, accept: 'application/json' },
      });
      const body = (await response.json()) as { Items?: unknown[] };
      return response.ok && body.Items?.length === PAGE_SIZE;
    };
    const names = ['this checkout', options.compareDir];
    const alone = instances.map(() => [] as number[]);
    const aloneCpu = [0, 0];
    // Nothing queued: one read at a time, the two instances taking turns, 40 x 25 each.
    for (let round = 0; round < 25; round++) {
      for (const [k, instance] of (round % 2 ? [...instances].reverse() : instances).entries()) {
        const index = round % 2 ? 1 - k : k;
        const before = cpuMs([instance]);
        for (let i = 0; i < readers.length; i++) {
          const start = performance.now();
          if (await read(instance)(i)) alone[index]!.push(performance.now() - start);
        }
        aloneCpu[index]! += cpuMs([instance]) - before;
      }
    }
    await Promise.all(instances.map((instance) => fixedRate(options.rate, 3, read(instance))));
    const atRate = instances.map(() => [] as number[]);
    const rateCpu = [0, 0];
    const errors = [0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [k, instance] of (round % 2 ? [...instances].reverse() : instances).entries()) {
        const index = round % 2 ? 1 - k : k;
        const before = cpuMs([instance]);
        const result = await fixedRate(options.rate, options.seconds / ROUNDS, read(instance));
        rateCpu[index]! += cpuMs([instance]) - before;
        atRate[index]!.push(...result.latencies);
        errors[index]! += result.errors;
      }
    }
    const f = (values: number[], p: number) =>
      percentile(
        [...values].sort((a, b) => a - b),
        p,
      ).toFixed(1);
    for (const [index, name] of names.entries()) {
      const a = alone[index]!;
      const r = atRate[index]!;
      console.log(
        `${name}: one at a time p50 ${f(a, 50)} / p95 ${f(a, 95)} / p99 ${f(a, 99)} ms, CPU ${(aloneCpu[index]! / a.length).toFixed(2)} ms a read; ` +
          `at ${options.rate}/s p50 ${f(r, 50)} / p95 ${f(r, 95)} / p99 ${f(r, 99)} ms, CPU ${(rateCpu[index]! / Math.max(1, r.length)).toFixed(2)} ms a read, errors ${errors[index]}`,
      );
    }
    return true;
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    await pool.end();
    await database.close();
    await dbHandle.drop();
  }
}
