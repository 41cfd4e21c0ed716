/** What every load run prints: the machine, the table, the exactly-once check, a verdict. */
import os from 'node:os';
import type { LoadResult } from './driver';
import { printSummary } from './stats';
import type { ExactlyOnce } from './users';

export function machine(): string {
  const cpus = os.cpus();
  return `${new Date().toISOString()}, ${cpus.length} x ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
}

/** Prints the run and returns whether it met the goal (no error, every note exactly once). */
export function report(title: string, result: LoadResult, check: ExactlyOnce): boolean {
  printSummary(`${title} (${result.seconds.toFixed(0)} s of writing and reading)`, result.summary);
  const lost = [...result.lost.values()].reduce((a, b) => a + b, 0);
  console.log(
    `Notes: ${check.acknowledged} acknowledged, ${check.stored} stored, ${check.missing} missing, ${check.duplicated} duplicated, ${lost} never answered (${check.wrongStudents} students with a wrong count)`,
  );
  if (result.recorder.errorSamples.size > 0) {
    console.log('Errors and retries (first few):');
    for (const sample of result.recorder.errorSamples) console.log(`  ${sample}`);
  }
  const isOk =
    result.recorder.totalErrors() === 0 &&
    result.signInFailures === 0 &&
    check.missing === 0 &&
    check.duplicated === 0 &&
    lost === 0;
  console.log(isOk ? 'RESULT: PASS' : 'RESULT: FAIL');
  return isOk;
}
