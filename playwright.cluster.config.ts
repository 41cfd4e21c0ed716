import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, TRACE } from './e2e/chromium';
import { BALANCER_PORT, FIRST_INSTANCE_PORT } from './e2e/cluster/cluster-ports';
import { TIMEOUT } from './e2e/timeouts';

/**
 * The lab book through two instances with HAProxy in between (`npm run cluster`): a private
 * PostgreSQL and s3rver, both instances started at the same moment on the empty database.
 * Run after `vite build`: `npx playwright test -c playwright.cluster.config.ts`.
 */
export default defineConfig({
  testDir: './e2e/cluster',
  // Named *.cluster.ts so that playwright.config.ts (all of e2e/, *.spec.ts) leaves them out.
  testMatch: /\.cluster\.ts$/,
  timeout: TIMEOUT.longTest,
  expect: { timeout: TIMEOUT.ui },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${BALANCER_PORT}`,
    serviceWorkers: 'allow',
    trace: TRACE,
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `npm run cluster -- --instances 2 --port ${BALANCER_PORT} --instance-port ${FIRST_INSTANCE_PORT}`,
    // Printed once every instance passed the balancer's health check.
    wait: { stdout: /Lab Portal cluster is running at/ },
    reuseExistingServer: false,
    timeout: TIMEOUT.serverStart,
    stdout: 'pipe',
    stderr: 'pipe',
    // The cluster stops its instances, HAProxy, PostgreSQL and s3rver, then removes its folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      // Always the cluster's own PostgreSQL and object store, never the machine's.
      DATABASE_URL: '',
      S3_BUCKET: '',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      CODE_RATE_LIMIT: '1000',
      ACCOUNT_RATE_LIMIT: '1000',
    },
  },
});
