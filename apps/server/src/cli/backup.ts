import { resolve } from 'node:path';
import { writeBackup } from '@flockbook/db/backup';
import { loadEnv } from '../env.ts';
import { runCommand, UsageError } from './run-command.ts';

// `npm run backup [-- FOLDER]`: a timestamped backup of the installation's database into
// FOLDER (default ./backups), while the server keeps running (README, "Backups").

await runCommand(async () => {
  const [outDir = 'backups', ...rest] = process.argv.slice(2);
  if (rest.length > 0) throw new UsageError('Usage: npm run backup [-- FOLDER]');
  const env = loadEnv();
  const source = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
  const written = await writeBackup(source, resolve(outDir));
  const how = {
    server: `taken by the server running on ${env.DATA_DIR}`,
    folder: `taken from ${env.DATA_DIR} (no server was running on it)`,
    pg_dump: 'taken with pg_dump from DATABASE_URL',
  }[written.via];
  console.log(`Backup written: ${written.file} (${formatSize(written.size)}, ${how}).`);
});

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
