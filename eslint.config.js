// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

/** Features do not import each other; dependencies flow common -> lib/offline -> features -> app. */
const featureBoundaries = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@/app/*', '../app/*'],
          message: 'Only the app composes features; import the other way.',
        },
      ],
    },
  ],
};

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Per feature: the boundaries above, plus no import of another feature. */
const ownFeatureOnly = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...featureBoundaries['no-restricted-imports'][1].patterns,
          {
            group: ['@/features/*', `!@/features/${feature}`],
            message: 'Features do not import each other; compose them in src/app.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      '.tsbuild',
      'server/db/migrations',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'dev-dist',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'src/features/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/offline/**/*.ts',
      'src/components/**/*.{ts,tsx}',
    ],
    rules: featureBoundaries,
  },
  ...ownFeatureOnly,
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '@server/*', 'node:*', 'react', 'react-dom'],
              message: 'common/ is isomorphic: no DOM, no Node, no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', 'react', 'react-dom'],
              message: 'The server does not import the PWA.',
            },
          ],
        },
      ],
    },
  },
);
