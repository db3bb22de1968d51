import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { findClusterTemplate } from './cluster-template.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PgliteWorkerClient } from './pglite-worker/client.ts';

/** The embedded database's folder inside an installation's DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export type EmbeddedDatabase = { client: PgliteWorkerClient; unlock: () => void };

/**
 * Starts PGlite's worker on a folder (created if missing, as a copy of the migrated template
 * when there is one: cluster-template.ts; locked while open) or on `memory://`.
 */
export function startEmbeddedDatabase(dataDir: string): EmbeddedDatabase {
  if (dataDir.startsWith('memory://')) {
    return { client: new PgliteWorkerClient({ dataDir }), unlock: () => {} };
  }
  // PGlite does not create a missing parent folder.
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  return { client: new PgliteWorkerClient({ dataDir, template: findClusterTemplate() }), unlock };
}
