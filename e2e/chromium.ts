import type { LaunchOptions } from '@playwright/test';

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
