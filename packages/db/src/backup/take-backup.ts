import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pgDump } from './postgres-tools.ts';
import { dataDirOwner } from '../data-dir-lock.ts';
import { embeddedDatabaseDir, startEmbeddedDatabase } from '../embedded-database.ts';
import { BackupError } from './backup-error.ts';
import { backupFileName } from './backup-file.ts';
import type { DatabaseBackup } from './backup-file.ts';
import { requestBackup } from './backup-socket.ts';

export type BackupSource = { databaseUrl: string } | { dataDir: string };

export type WrittenBackup = {
  file: string;
  size: number;
  /** How it was taken: through the running server, or with the database opened here. */
  via: 'server' | 'folder' | 'pg_dump';
};

/**
 * Writes a timestamped backup file into `outDir` (created if missing) while the installation
 * keeps running: pg_dump on PostgreSQL; on the embedded database the server running on
 * DATA_DIR takes it (backup-socket.ts), or, with no server running, the folder is opened here.
 */
export async function writeBackup(source: BackupSource, outDir: string): Promise<WrittenBackup> {
  const { backup, via } = await takeBackup(source);
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, backupFileName(backup.driver));
  // Written under another name first: a file cut short never looks like a backup.
  await writeFile(`${file}.part`, backup.bytes, { mode: 0o600 });
  await rename(`${file}.part`, file);
  return { file, size: backup.bytes.length, via };
}

async function takeBackup(
  source: BackupSource,
): Promise<{ backup: DatabaseBackup; via: WrittenBackup['via'] }> {
  if ('databaseUrl' in source) {
    return {
      backup: { driver: 'postgres', bytes: await pgDump(source.databaseUrl) },
      via: 'pg_dump',
    };
  }
  const folder = embeddedDatabaseDir(source.dataDir);
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no database in ${source.dataDir} to back up. Set DATA_DIR to the folder the ` +
        'server uses, or DATABASE_URL for PostgreSQL.',
    );
  }
  if (dataDirOwner(folder) !== undefined) {
    return { backup: await requestBackup(source.dataDir), via: 'server' };
  }
  // No server on it: open it here, locked meanwhile as a server locks it.
  const { client, unlock } = startEmbeddedDatabase(folder);
  try {
    return { backup: { driver: 'pglite', bytes: await client.backup() }, via: 'folder' };
  } finally {
    await client.close().finally(unlock);
  }
}
