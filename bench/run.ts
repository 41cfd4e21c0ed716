/**
 * `npm run bench`: runs every benchmark and prints a Markdown table for BENCHMARKS.md.
 * `npm run bench -- sign-in` runs only the benchmarks whose name contains one of the words.
 * Needs a built app (`npm run build`) and Debian's Chromium for the browser benchmarks.
 */
import os from 'node:os';
import { browserBench } from './browser.bench';
import { dashboardStatsBench } from './dashboard-stats.bench';
import { dashboardUiBench } from './dashboard-ui.bench';
import { lighthouseBench } from './lighthouse.bench';
import { offlineDrainBench } from './offline-drain.bench';
import { offlineReadyBench } from './offline-ready.bench';
import { peerSyncBench } from './peer-sync.bench';
import { signInBench } from './sign-in.bench';

const benches: Array<[string, () => Promise<Record<string, number>>]> = [
  ['offline drain (engine + server)', offlineDrainBench],
  ['peer sync (Workbox in Chromium vs our outbox, clean and flaky)', peerSyncBench],
  ['browser (Chromium)', browserBench],
  ['sign-in (Chromium)', signInBench],
  ['offline-ready (Chromium, after the first sign-in)', offlineReadyBench],
  ['dashboard statistics (server)', dashboardStatsBench],
  ['dashboard on screen (Chromium)', dashboardUiBench],
  ['lighthouse mobile (Chromium)', lighthouseBench],
];
const only = process.argv.slice(2);

const rows: Array<[string, Record<string, number>]> = [];
for (const [name, bench] of benches)
  if (only.length === 0 || only.some((word) => name.includes(word)))
    rows.push([name, await bench()]);

const machine = `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`\n### ${new Date().toISOString().slice(0, 10)} on ${machine}\n`);
console.log('| benchmark | measure | value |\n|---|---|---|');
for (const [name, values] of rows) {
  for (const [key, value] of Object.entries(values)) {
    console.log(`| ${name} | ${key} | ${Number.isInteger(value) ? value : value.toFixed(1)} |`);
  }
}
process.exit(0);
