import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, TRACE } from './e2e/chromium';
import { FORUM_SECRET, FORUM_URL } from './e2e/stand-in-forum';
import { TIMEOUT } from './e2e/timeouts';
import { mailboxPorts } from './e2e/test-mailbox';

const PORT = Number(process.env.E2E_PORT ?? 4180);
export const BASE_URL = `http://localhost:${PORT}`;
// A fresh embedded database per run, seeded with the demo data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'lab-portal-e2e-'));
const mailbox = mailboxPorts(PORT);

export default defineConfig({
  testDir: './e2e',
  timeout: TIMEOUT.test,
  expect: { timeout: TIMEOUT.ui },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    serviceWorkers: 'allow',
    trace: TRACE,
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'portal', testIgnore: /update-prompt/ },
    // Deploys a new service worker into dist/, so it runs after every other test.
    // One at a time: each spec changes dist/sw.js and puts it back afterwards.
    { name: 'new-version', testMatch: /update-prompt/, dependencies: ['portal'], workers: 1 },
  ],
  webServer: [
    {
      // The mailbox the portal sends to (e2e/page-models/mailbox.ts reads it).
      command: 'node --import tsx e2e/test-mailbox.ts',
      url: `http://127.0.0.1:${mailbox.http}/health`,
      reuseExistingServer: false,
      timeout: TIMEOUT.serverStart,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(PORT) },
    },
    {
      command: 'node --import tsx server/server.ts',
      url: `${BASE_URL}/health`,
      reuseExistingServer: false,
      timeout: TIMEOUT.serverStart,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        PUBLIC_URL: BASE_URL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '1000',
        CODE_RATE_LIMIT: '1000',
        ACCOUNT_RATE_LIMIT: '1000',
        DATABASE_URL: '',
        // The stand-in forum e2e/community.spec.ts starts.
        DISCOURSE_URL: FORUM_URL,
        DISCOURSE_CONNECT_SECRET: FORUM_SECRET,
        SMTP_URL: `smtp://127.0.0.1:${mailbox.smtp}`,
      },
    },
  ],
});
