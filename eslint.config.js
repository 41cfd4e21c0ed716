// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
