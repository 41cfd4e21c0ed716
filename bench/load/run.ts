/**
 * `npm run load -- [options]`: the load driver and the fault drills (bench/load/README.md).
 *   --students 500 --minutes 5 --instances 1|2 --write-every 5 --url http://127.0.0.1:8080
 *   --drill kill|pg-restart|store-down
 *   --read-goal [--entries 1000000 --rate 500 --seconds 60] [--compare <another checkout>]
 * Exits 1 when the run misses its goal.
 */
import { parseArgs } from 'node:util';
import { killDrill, pgRestartDrill } from './drills';
import { loadRun } from './load';
import { readCompare } from './read-compare';
import { readGoal } from './read-goal';
import { storeDownDrill } from './store-down';

const { values } = parseArgs({
  options: {
    students: { type: 'string' },
    minutes: { type: 'string' },
    instances: { type: 'string', default: '1' },
    'write-every': { type: 'string', default: '5' },
    url: { type: 'string' },
    drill: { type: 'string' },
    'read-goal': { type: 'boolean', default: false },
    entries: { type: 'string', default: '1000000' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    compare: { type: 'string' },
  },
});

function bounded(name: string, text: string | undefined, fallback: number, max: number): number {
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(`--${name} must be a number above 0 and at most ${max}`);
  return value;
}

async function main(): Promise<boolean> {
  const instances = bounded('instances', values.instances, 1, 2);
  const writeEverySeconds = bounded('write-every', values['write-every'], 5, 600);
  if (values['read-goal'] && values.compare)
    return readCompare({
      entries: bounded('entries', values.entries, 1_000_000, 5_000_000),
      rate: bounded('rate', values.rate, 500, 5_000),
      seconds: bounded('seconds', values.seconds, 60, 600),
      compareDir: values.compare,
    });
  if (values['read-goal'])
    return readGoal({
      entries: bounded('entries', values.entries, 1_000_000, 5_000_000),
      rate: bounded('rate', values.rate, 500, 5_000),
      seconds: bounded('seconds', values.seconds, 60, 600),
      instances,
    });
  const drill = values.drill;
  // Drills default to a shorter run: the fault is what they measure.
  const students = bounded('students', values.students, drill ? 100 : 500, 5_000);
  const minutes = bounded('minutes', values.minutes, drill ? 1.5 : 5, 60);
  const common = { students, minutes, writeEverySeconds };
  switch (drill) {
    case undefined:
      return loadRun({ ...common, instances, ...(values.url ? { url: values.url } : {}) });
    case 'kill':
      return killDrill(common);
    case 'pg-restart':
      return pgRestartDrill({ ...common, instances });
    case 'store-down':
      return storeDownDrill({ students: Math.min(students, 50), minutes });
    default:
      throw new Error('--drill is one of kill, pg-restart, store-down');
  }
}

main().then(
  (isOk) => process.exit(isOk ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
