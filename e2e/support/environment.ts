/** PostgreSQL connection string for the e2e server; unset means embedded PGlite. */
export function e2eDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.E2E_DATABASE_URL;
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Driver the server is expected to report in /api/health and on the home page. */
export function expectedDriver(env: NodeJS.ProcessEnv = process.env): 'pglite' | 'postgres' {
  return e2eDatabaseUrl(env) === undefined ? 'pglite' : 'postgres';
}
