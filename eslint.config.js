import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { flockbookPlugin } from './tooling/lint/plugin.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'bench/results/**',
      'packages/db/drizzle/**',
      'apps/web/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/mock-api/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The project's own rules (tooling/lint/): the web app's layers and no import cycles in it,
    // another workspace reached through its package, test tools and test code only in tests;
    // static imports, `export ... from` and `import()` alike.
    plugins: { flockbook: flockbookPlugin },
    rules: {
      'flockbook/web-layers': 'error',
      'flockbook/import-cycles': 'error',
      'flockbook/workspace-imports': 'error',
      'flockbook/test-code': 'error',
    },
  },
  {
    // The web app draws text in the specified weights only (tooling/lint/font-weights.js).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { flockbook: flockbookPlugin },
    rules: { 'flockbook/font-weights': 'error' },
  },
  {
    // The hardening suites: their tests and the modules only those tests use.
    files: ['apps/server/src/hardening/**'],
    rules: { 'flockbook/test-code': 'off' },
  },
);
