import type { LaunchOptions, PlaywrightWorkerOptions } from '@playwright/test';

/**
 * Debian's Chromium, started the way this machine needs (toolchain.md pitfall 7): no sandbox as
 * root, and no background connections to hosts the closed network refuses.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * What a failed test keeps: DOM snapshots, network and console, never the screencast (a screenshot
 * of every frame took a third of the suite's time on 2 cores). Recording costs a fifth of the
 * suite's CPU besides, so CI (which retries once) records only the retry of a failed test; a local
 * run keeps the trace of every failure.
 */
export const TRACE: PlaywrightWorkerOptions['trace'] = {
  mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  screenshots: false,
};
