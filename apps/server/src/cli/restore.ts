import { resolve } from 'node:path';
import { restoreBackup } from '@flockbook/db/backup';
import { loadEnv } from '../env.ts';
import { runCommand, UsageError } from './run-command.ts';

// `npm run restore -- FILE`: brings a backup back into an empty installation: the empty data
// folder of DATA_DIR, or the empty PostgreSQL database of DATABASE_URL (README, "Backups").

await runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1) throw new UsageError('Usage: npm run restore -- FILE');
  const file = resolve(args[0]!);
  const env = loadEnv();
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
  await restoreBackup(file, target);
  const where = env.DATABASE_URL ? 'the database of DATABASE_URL' : env.DATA_DIR;
  console.log(`Restored ${file} into ${where}. Start the server on it as usual.`);
});
