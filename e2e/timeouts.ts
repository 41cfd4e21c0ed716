import { scaled } from '../tests/helpers/time-limits';

/**
 * Every wait of the end-to-end tests, in one place. A wait ends as soon as what the user waits
 * for shows; these are only the limits after which a test fails, set for a machine with 4 cores
 * to itself and scaled for this one (tests/helpers/time-limits.ts, `TEST_TIMEOUT_SCALE`).
 * The sign-in benchmark (`npm run bench -- sign-in`) shows where the time of a sign-in goes.
 */
export const TIMEOUT = {
  /** A control or text after a click: Playwright's `expect` default. */
  ui: scaled(10_000),
  /** Sign-in through the provider to the first screen, or a screen's first data from the server. */
  screen: scaled(20_000),
  /** The outbox reaching the server once the network is back (backoff included). */
  sync: scaled(30_000),
  /** A PDF rendered in the server's Chromium and downloaded. */
  download: scaled(30_000),
  /** One test (the slowest single-user tests take 60-85 s on 2 busy cores). */
  test: scaled(60_000),
  /** A test that waits out the outbox's 30 s request timeout or signs several users in. */
  longTest: scaled(90_000),
  /** The server's start (migrations, seed) before the first test. */
  serverStart: scaled(90_000),
} as const;
