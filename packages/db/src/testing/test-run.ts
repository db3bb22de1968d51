import pg from 'pg';

/** Set by the global set-up for the test files: the PostgreSQL database they are copied from. */
export const TEST_TEMPLATE_DATABASE = 'FLOCKBOOK_TEST_TEMPLATE_DATABASE';
/** Set by the global set-up for the test files: the run's folder for PGlite data folders. */
export const TEST_DATA_ROOT = 'FLOCKBOOK_TEST_DATA_ROOT';

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
