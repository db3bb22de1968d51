/** PostgreSQL connection string for the e2e server; unset means embedded PGlite. */
export function e2eDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.E2E_DATABASE_URL;
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Driver the server is expected to report in /api/health and on the home page. */
export function expectedDriver(env: NodeJS.ProcessEnv = process.env): 'pglite' | 'postgres' {
  return e2eDatabaseUrl(env) === undefined ? 'pglite' : 'postgres';
}

/** Set in each test worker by support/fixtures.ts: the DATA_DIR of that worker's server. */
export const E2E_DATA_DIR_VARIABLE = 'E2E_DATA_DIR';

export function e2eDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const value = env[E2E_DATA_DIR_VARIABLE];
  if (value === undefined || value === '') {
    throw new Error(
      `${E2E_DATA_DIR_VARIABLE} is not set: the specs must import test from support/fixtures.ts.`,
    );
  }
  return value;
}
