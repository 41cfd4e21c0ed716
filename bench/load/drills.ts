/**
 * Fault drills under load: each runs the driver and, once everyone is signed in, breaks one part;
 * the verdict is the same as a load run's (no failed write, every note exactly once), so a fault
 * may slow requests (retries are counted) but must not lose or duplicate anything.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { loadRun, type LoadRunOptions } from './load';
import { startPrivatePostgres } from './servers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = promisify(execFile);

type DrillOptions = Pick<LoadRunOptions, 'students' | 'minutes' | 'writeEverySeconds'>;

/** kill -9 of the second of two instances a third into the run; its students move to the first. */
export function killDrill(options: DrillOptions): Promise<boolean> {
  return loadRun({
    ...options,
    instances: 2,
    title: 'Drill kill: one of two instances killed (kill -9) under load',
    during: async ({ instances }) => {
      await sleep((options.minutes * 60_000) / 3);
      const victim = instances[1]!;
      console.log(`kill -9 of the instance at ${victim.origin} (pid ${victim.process.pid})`);
      victim.crash();
    },
  });
}

/**
 * PostgreSQL restarted (pg_ctl restart -m fast: every connection cut) a third into the run, on a
 * private server started for the drill. The instances must reconnect by themselves; requests in
 * flight fail and the clients retry them with the same Idempotency-Key.
 */
export async function pgRestartDrill(
  options: DrillOptions & { instances: number },
): Promise<boolean> {
  const postgres = await startPrivatePostgres();
  console.log(`Private PostgreSQL at ${postgres.url} (the shared one is not touched)`);
  try {
    return await loadRun({
      ...options,
      databaseUrl: postgres.url,
      title: 'Drill pg-restart: PostgreSQL restarted under load',
      during: async () => {
        await sleep((options.minutes * 60_000) / 3);
        const start = Date.now();
        console.log('Restarting PostgreSQL (pg_ctl restart -m fast)...');
        await run(postgres.pgCtl, postgres.restartArgs);
        console.log(`PostgreSQL back after ${((Date.now() - start) / 1000).toFixed(1)} s`);
      },
    });
  } finally {
    postgres.stop();
  }
}
