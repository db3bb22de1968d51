import type { Database } from '@flockbook/db';
import type { SQL } from 'drizzle-orm';

/** Runs raw SQL and answers its rows; both drivers put them under `rows`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
