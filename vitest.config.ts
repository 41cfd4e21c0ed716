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

const project = (
  name: string,
  include: string[],
  env: Record<string, string>,
  exclude: string[] = [],
): TestProjectInlineConfiguration => ({
  ...shared,
  test: { ...shared.test, name, include, env, exclude: [...shared.test!.exclude!, ...exclude] },
});

/** With TEST_DATABASE_URL set, the integration tests run a second time, on PostgreSQL. */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      project(
        'pglite',
        [
          'common/**/*.test.{ts,tsx}',
          'src/**/*.test.{ts,tsx}',
          'server/**/*.test.{ts,tsx}',
          'tests/**/*.test.{ts,tsx}',
          'labs/**/*.test.{ts,tsx}',
        ],
        { TEST_DATABASE_URL: '' },
        // What only PostgreSQL has (its backends can be terminated): in the postgres project only.
        ['**/*.postgres.test.ts'],
      ),
      ...(postgresUrl
        ? [
            project(
              'postgres',
              ['tests/integration/**/*.test.ts'],
              { TEST_DATABASE_URL: postgresUrl },
              // What only the embedded database has (its data folder).
              ['**/*.pglite.test.ts'],
            ),
          ]
        : []),
    ],
  },
});
