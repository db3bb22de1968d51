import type { DatabaseDriver } from '@flockbook/contracts';

type BackupKind = { extension: string; contentType: string; description: string };

/** What a backup of each database is, and how its file is named and sent. */
export const BACKUP_KINDS: Record<DatabaseDriver, BackupKind> = {
  pglite: {
    extension: '.tar.gz',
    contentType: 'application/gzip',
    description: 'a backup of the embedded database (its data folder)',
  },
  postgres: {
    extension: '.pgdump',
    contentType: 'application/octet-stream',
    description: 'a PostgreSQL backup (pg_dump)',
  },
};

/** A whole backup, in memory: a farm's database is a few megabytes. */
export type DatabaseBackup = { driver: DatabaseDriver; bytes: Uint8Array };

/** `flockbook-backup-2026-09-01T06-30-00Z.tar.gz`: the time it was taken, in UTC. */
export function backupFileName(driver: DatabaseDriver, at: Date = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `flockbook-backup-${stamp}${BACKUP_KINDS[driver].extension}`;
}

const GZIP = [0x1f, 0x8b];
const PG_DUMP = [...'PGDMP'].map((char) => char.charCodeAt(0));

/** Which database a backup file is of, from its first bytes; undefined for another file. */
export function backupKindOf(head: Uint8Array): DatabaseDriver | undefined {
  const startsWith = (magic: number[]) => magic.every((byte, index) => head[index] === byte);
  if (startsWith(GZIP)) return 'pglite';
  if (startsWith(PG_DUMP)) return 'postgres';
  return undefined;
}
