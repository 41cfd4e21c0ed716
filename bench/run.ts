/**
 * `npm run bench`: runs every benchmark and prints a Markdown table for BENCHMARKS.md.
 * Needs a built app (`npm run build`) and Debian's Chromium for the browser benchmarks.
 */
import os from 'node:os';
import { browserBench } from './browser.bench';
import { offlineDrainBench } from './offline-drain.bench';

const rows: Array<[string, Record<string, number>]> = [];
rows.push(['offline drain (engine + server)', await offlineDrainBench()]);
rows.push(['browser (Chromium)', await browserBench()]);

const machine = `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`\n### ${new Date().toISOString().slice(0, 10)} on ${machine}\n`);
console.log('| benchmark | measure | value |\n|---|---|---|');
for (const [name, values] of rows) {
  for (const [key, value] of Object.entries(values)) {
    console.log(`| ${name} | ${key} | ${Number.isInteger(value) ? value : value.toFixed(1)} |`);
  }
}
process.exit(0);
