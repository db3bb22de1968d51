import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

// Tests that touch a database run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is
// set (CI sets it), so both drivers stay proven. Server and database tests that need no
// database end in `.unit.test.ts` and run once.
const databaseTests = {
  include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
  exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
};

// The hardening suites send generated requests to every operation of the OpenAPI document and
// check the answers' status, messages, roles and money fields: the HTTP layer, the same on
// either driver. They reach the database only through the routes, whose SQL the other suites
// prove on both drivers (hardening/driver.unit.test.ts checks it), so they run once, on the
// quicker driver at hand: PostgreSQL when there is one (38 s against 56 s on two cores), else
// PGlite.
const httpLayerSuites = ['apps/server/src/hardening/**'];
const postgresAtHand = process.env.TEST_DATABASE_URL !== undefined;
const onceOnly = (driver: 'pglite' | 'postgres'): string[] =>
  (driver === 'postgres') === postgresAtHand ? [] : httpLayerSuites;

// Each in-memory PGlite takes a few seconds to start while other files run beside it.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

const onDriver = (driver: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `server:${driver}`,
    environment: 'node',
    include: databaseTests.include,
    exclude: [...databaseTests.exclude, ...onceOnly(driver)],
    ...timeouts,
    env: { TEST_DB: driver },
    // Migrates one database for the run; each test file's database is a copy of it.
    globalSetup: ['packages/db/src/testing/global-setup.ts'],
  },
});

const muiTiptapEsm = fileURLToPath(
  new URL('./node_modules/mui-tiptap/dist/esm/index.js', import.meta.url),
);

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'unit',
      environment: 'node',
      include: [
        'packages/contracts/src/**/*.test.ts',
        'packages/mock-api/src/**/*.test.ts',
        '{apps/server,packages/db}/src/**/*.unit.test.ts',
        'apps/web/build/**/*.unit.test.ts',
        'apps/web/worker/**/*.unit.test.ts',
        'tooling/**/*.unit.test.ts',
      ],
    },
  },
  onDriver('pglite'),
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // A worker's files share its jsdom page and loaded packages; the set-up file gives each
      // file the app's modules fresh and a clean page, storage and globals.
      isolate: false,
      setupFiles: ['src/testing/test-file-setup.ts'],
      // Screen tests walk whole pages; on a two-core machine running the browser tests beside,
      // a file's first render alone has taken over 15 s (see src/testing/waits.ts).
      testTimeout: 60_000,
      // Under CI the machine also builds and runs the server tests; a screen test that loses a
      // race with jsdom's timers gets one more try there (a real failure fails both).
      retry: process.env.CI ? 1 : 0,
      // mui-tiptap's package sends Node to its CommonJS build, which loads a second ProseMirror
      // beside the ES modules the editor's own imports load; the two number their plugin keys
      // separately and can clash. Its ES build, transformed here, shares the one copy.
      alias: [{ find: /^mui-tiptap$/, replacement: muiTiptapEsm }],
      server: { deps: { inline: ['mui-tiptap'] } },
    },
  },
];
if (postgresAtHand) projects.push(onDriver('postgres'));

// Vitest leaves one core to itself by default, which on two cores means one worker; its own
// share is small, and the files wait on databases and timers enough to keep two workers busy.
const maxWorkers = Math.max(availableParallelism() - 1, 2);

export default defineConfig({ test: { projects, maxWorkers, ...timeouts } });
