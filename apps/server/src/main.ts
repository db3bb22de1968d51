import type { AddressInfo } from 'node:net';
import { embeddedDatabaseDir, openDatabase } from '@flockbook/db/open';
import { EnvError, loadEnv } from './env.ts';
import { publicUrl } from './lib/public-url.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  // The embedded database opens in a thread of its own while this one loads the app.
  const database = await openDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { dataDir: embeddedDatabaseDir(env.DATA_DIR) },
  );
  const { DEMO_USERS, seedDemoData } = await import('@flockbook/db');
  const [app, demoLoaded] = await Promise.all([
    import('./app.ts').then(({ buildApp }) => buildApp({ env, database })),
    database.migrate().then(() => env.DEMO === 'on' && seedDemoData(database)),
  ]);
  // `npm run backup` asks this process for the embedded database's backup (it alone may open
  // it). Without the socket the server still serves; admins download backups from the app.
  const { serveBackups } = await import('@flockbook/db/backup');
  const backupSocket =
    database.driver === 'pglite'
      ? await serveBackups(env.DATA_DIR, () => database.backup()).catch((error: unknown) => {
          app.log.warn({ err: error }, 'the backup socket could not be opened');
          return undefined;
        })
      : undefined;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(() => backupSocket?.close())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const { port } = app.server.address() as AddressInfo;
  const { setupAddressLines } = await import('./modules/auth/setup/setup-address.ts');
  // A stop asked for while the server is already answering closes the database under this
  // last query: that is a stop, not a failed start.
  const setupLines = await setupAddressLines(database.db, publicUrl(env, port)).catch(
    (error: unknown) => {
      if (closing) return undefined;
      throw error;
    },
  );
  if (setupLines === undefined) return;
  const lines = [
    `Flockbook is ready at http://localhost:${port}`,
    `  database: ${database.driver}${database.driver === 'pglite' ? ` in ${env.DATA_DIR}` : ''}`,
    `  API docs: http://localhost:${port}/api/docs`,
  ];
  if (demoLoaded) lines.push('  Demo data loaded.');
  if (env.DEMO === 'on') {
    lines.push('  Demo accounts:');
    for (const user of DEMO_USERS)
      lines.push(`    ${user.email} / ${user.password}  (${user.role.join(', ')})`);
  }
  lines.push(...setupLines);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else if (isAddressInUse(error))
    console.error(`The port is already in use: ${error.message}. Set PORT to a free port.`);
  else console.error('Flockbook could not start:', error);
  process.exit(1);
});

function isAddressInUse(error: unknown): error is Error {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
}
