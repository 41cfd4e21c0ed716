import os from 'node:os';

/**
 * How much longer than on a machine with 4 cores to itself a test may take here: every time limit
 * of the tests (e2e/timeouts.ts, vitest.config.ts) is multiplied by it. `TEST_TIMEOUT_SCALE` when
 * set (e.g. 3 on a machine shared with other jobs), else by how many fewer cores this machine has.
 */
export const TIMEOUT_SCALE = (() => {
  const configured = Number(process.env.TEST_TIMEOUT_SCALE);
  if (Number.isFinite(configured) && configured > 0) return configured;
  return Math.max(1, 4 / Math.max(1, os.availableParallelism()));
})();

export const scaled = (ms: number) => Math.round(ms * TIMEOUT_SCALE);
