import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

// Tests that touch a database run on in-memory PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so both drivers stay proven.
const databaseTests = ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'];

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'unit',
      environment: 'node',
      include: ['packages/contracts/src/**/*.test.ts', 'packages/mock-api/src/**/*.test.ts'],
    },
  },
  {
    test: { name: 'server:pglite', environment: 'node', include: databaseTests, env: { TEST_DB: 'pglite' } },
  },
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: { name: 'server:postgres', environment: 'node', include: databaseTests, env: { TEST_DB: 'postgres' } },
  });
}

export default defineConfig({ test: { projects, testTimeout: 20_000, hookTimeout: 60_000 } });
