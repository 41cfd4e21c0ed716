// `npm run size`: the JavaScript a first visit loads, gzip-compressed, from the built app, on its
// two paths. index.html's entry (src/app/boot.ts) is tiny; it then loads either
//   - the sign-in path (a signed-out visit with a network goes straight to the sign-in page), or
//   - the app (src/app/bootstrap.tsx and its static imports) for everyone else.
// Fails when a path is over its budget, or when a heavy library (Quill, nivo, xlsx, Stripe) is
// part of either: those load only on the routes that use them.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** KB gzip: a signed-out first visit before the sign-in page, and the app's own start. */
const BUDGETS = { 'Signed-out visit (to sign-in)': 150, 'App start (signed in)': 180 };
const PATHS = {
  'Signed-out visit (to sign-in)': 'src/features/auth/sign-in-first.ts',
  'App start (signed in)': 'src/app/bootstrap.tsx',
};
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

const HEAVY = /^(quill|@nivo\/.+|xlsx|@stripe\/.+)$/;
const packagesPath = path.join(dist, '.vite', 'chunk-packages.json');
if (!existsSync(packagesPath)) {
  console.error('No chunk-packages.json: run "npm run build" first.');
  process.exit(1);
}
const packages = JSON.parse(readFileSync(packagesPath, 'utf8'));
const heavyIn = (file) => (packages[file] ?? []).filter((name) => HEAVY.test(name));

/** A chunk and everything it imports statically (what loads before its code runs). */
function closure(start, seen = new Set()) {
  const files = [];
  (function visit(chunk) {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    files.push(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  })(start);
  return files;
}
const gzipOf = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1).padStart(7);

const entryFiles = closure(entry);
const everSeen = new Set(entryFiles);
let failed = false;
for (const [name, src] of Object.entries(PATHS)) {
  const chunk = manifest[src];
  if (!chunk || !(entry.dynamicImports ?? []).includes(src)) {
    console.error(`${src} is no longer loaded by the entry: update scripts/size.mjs.`);
    process.exit(1);
  }
  const files = [...entryFiles, ...closure(chunk, new Set(entryFiles))];
  files.forEach((file) => everSeen.add(file));
  const rows = files.map((file) => ({ file, gzip: gzipOf(file) }));
  console.log(`${name}:`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip).slice(0, 12))
    console.log(`${kb(row.gzip)} KB gzip  ${row.file}`);
  if (rows.length > 12) console.log(`          ... and ${rows.length - 12} more`);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`  = ${kb(total).trim()} KB gzip (budget ${BUDGETS[name]} KB)\n`);
  const eager = files.flatMap((file) => heavyIn(file).map((pkg) => `${pkg} (${file})`));
  if (eager.length > 0) {
    console.error(`Heavy libraries in the first load: ${eager.join(', ')}`);
    failed = true;
  }
  if (total > BUDGETS[name] * 1024) {
    console.error(`${name} is over budget: load heavy parts only on the routes that use them.`);
    failed = true;
  }
}
const lazy = Object.entries(packages)
  .filter(([file]) => !everSeen.has(file))
  .flatMap(([file]) => heavyIn(file).map((name) => `${name} (${file})`));
console.log(`Loaded only where used: ${lazy.join(', ') || 'none'}`);
if (failed) process.exit(1);
