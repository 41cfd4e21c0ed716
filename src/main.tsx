import { boot } from './app/boot';

// zod (it comes later, with the API contract) probes whether `new Function` works to compile
// faster parsers; the CSP forbids eval, so the probe shows up as a CSP violation. Parse jitless.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

const root = document.getElementById('root');
if (root) void boot(root);
