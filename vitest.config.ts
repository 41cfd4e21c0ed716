import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { scaled } from './tests/helpers/time-limits';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Unit and integration tests of every part (common, src, server, tests). Playwright specs in e2e/
 * run separately. The default environment is node: no jsdom here, so browser code is tested
 * through pure functions, fake-indexeddb and real local servers.
 */
const shared: TestProjectInlineConfiguration = {
  resolve: {
    alias: {
      '@common': here('./common'),
      '@server': here('./server'),
      '@': here('./src'),
    },
  },
  test: {
    environment: 'node',
    exclude: ['e2e/**', '**/node_modules/**', 'dist/**'],
    // Server tests start PGlite and the OpenID provider, which takes a few seconds on 2 cores.
    testTimeout: scaled(15_000),
    hookTimeout: scaled(30_000),
  },
};

interface ProjectOptions {
  env: Record<string, string>;
  exclude?: string[];
  /**
   * Whether each test file gets fresh modules. The server's tests share them within a worker:
   * importing the whole server again for every file was half of the suite's time. The browser
   * code's tests keep their own (fake-indexeddb and Dexie are globals there).
   */
  isolate: boolean;
}

const project = (
  name: string,
  include: string[],
  { env, exclude = [], isolate }: ProjectOptions,
): TestProjectInlineConfiguration => ({
  ...shared,
  test: {
    ...shared.test,
    name,
    include,
    env,
    isolate,
    exclude: [...shared.test!.exclude!, ...exclude],
  },
});

/** With TEST_DATABASE_URL set, the integration tests run a second time, on PostgreSQL. */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  // The global setup runs with the root's aliases.
  resolve: shared.resolve,
  test: {
    // A migrated PGlite that the tests' in-memory databases start from (much faster than initdb).
    globalSetup: ['./tests/global-setup.ts'],
    // Two at least: most server tests wait on their databases, servers and browsers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      project(
        'app',
        ['common/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'labs/**/*.test.{ts,tsx}'],
        {
          env: { TEST_DATABASE_URL: '' },
          isolate: true,
        },
      ),
      project('pglite', ['server/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'], {
        env: { TEST_DATABASE_URL: '' },
        // What only PostgreSQL has (its backends can be terminated): in the postgres project only.
        exclude: ['**/*.postgres.test.ts'],
        isolate: false,
      }),
      ...(postgresUrl
        ? [
            project('postgres', ['tests/integration/**/*.test.ts'], {
              env: { TEST_DATABASE_URL: postgresUrl },
              // What only the embedded database has (its data folder).
              exclude: ['**/*.pglite.test.ts'],
              isolate: false,
            }),
          ]
        : []),
    ],
  },
});
