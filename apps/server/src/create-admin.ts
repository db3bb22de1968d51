import { join } from 'node:path';
import { openDatabase } from '@flockbook/db/open';
import { EnvError, loadEnv } from './env.ts';
import { publicUrl } from './lib/public-url.ts';
import { runCreateAdmin } from './modules/auth/setup/create-admin.ts';
import { readPassword } from './modules/auth/setup/read-password.ts';

// `npm run create-admin -- --email … --name …`: the first admin from a shell, on the database
// the server uses (the same DATABASE_URL or DATA_DIR).
async function main(): Promise<number> {
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { dataDir: join(env.DATA_DIR, 'pglite') },
  );
  try {
    await database.migrate();
    return await runCreateAdmin(database.db, process.argv.slice(2), {
      out: (text) => console.log(text),
      err: (text) => console.error(text),
      readPassword: () => readPassword(process.stdin, process.stdout),
      appUrl: publicUrl(env),
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof EnvError || error instanceof Error) console.error(error.message);
    else console.error('The admin could not be created:', error);
    process.exit(1);
  },
);
