// `npm run size`: the JavaScript a first visit loads (the entry chunk and its static imports),
// gzip-compressed, from the built app. Fails when it is over the 200 KB budget, or when a heavy
// library (Quill, nivo, xlsx, Stripe) is part of it: those load only on the routes that use them.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run "npm run build" first (vite build with build.manifest).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
if (!entry) {
  console.error('The build manifest has no index.html entry.');
  process.exit(1);
}

const seen = new Set();
const rows = [];
(function visit(chunk) {
  if (seen.has(chunk.file)) return;
  seen.add(chunk.file);
  const bytes = readFileSync(path.join(dist, chunk.file));
  rows.push({ file: chunk.file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  for (const key of chunk.imports ?? []) visit(manifest[key]);
})(entry);

const HEAVY = /^(quill|@nivo\/.+|xlsx|@stripe\/.+)$/;
const packagesPath = path.join(dist, '.vite', 'chunk-packages.json');
if (!existsSync(packagesPath)) {
  console.error('No chunk-packages.json: run "npm run build" first.');
  process.exit(1);
}
const packages = JSON.parse(readFileSync(packagesPath, 'utf8'));
const heavyIn = (file) => (packages[file] ?? []).filter((name) => HEAVY.test(name));

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
for (const row of rows.sort((a, b) => b.gzip - a.gzip))
  console.log(`${kb(row.gzip)} KB gzip ${kb(row.raw)} KB  ${row.file}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`First-load JavaScript: ${kb(total).trim()} KB gzip (budget ${BUDGET_KB} KB)`);
const lazy = Object.entries(packages)
  .filter(([file]) => !seen.has(file))
  .flatMap(([file]) => heavyIn(file).map((name) => `${name} (${file})`));
console.log(`Loaded only where used: ${lazy.join(', ') || 'none'}`);
const eager = rows.flatMap((row) => heavyIn(row.file).map((name) => `${name} (${row.file})`));
if (eager.length > 0) {
  console.error(`Heavy libraries in the first load: ${eager.join(', ')}`);
  process.exit(1);
}
if (total > BUDGET_KB * 1024) {
  console.error('Over budget: load heavy parts only on the routes that use them.');
  process.exit(1);
}
