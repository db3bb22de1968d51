import type { DatabaseHandle, DatabaseOptions } from './client.ts';
import { startEmbeddedDatabase } from './embedded-database.ts';

export { embeddedDatabaseDir } from './embedded-database.ts';

/**
 * createDb for a server's start: an embedded database starts opening in its thread before the
 * query layer (drizzle, node-postgres) has loaded, as opening it takes longest.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return (await import('./client.ts')).createDb(options);
  const embedded = startEmbeddedDatabase(options.dataDir);
  return (await import('./client.ts')).embeddedDatabaseHandle(embedded);
}
