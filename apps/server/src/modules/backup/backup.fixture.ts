import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, seedDemoData } from '@flockbook/db';
import type { DatabaseHandle, DatabaseOptions } from '@flockbook/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import type { Caller } from '../../test/farm-fixture.ts';

export type Installation = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Calls the API as the demo admin. */
  admin: Caller;
  close(): Promise<void>;
};

/** A temporary folder, removed by the returned function. */
export function temporaryFolder(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * The app started on a database as the server starts it (migrated; the demo accounts loaded
 * when `demo`), signed in as the demo admin.
 */
export async function openInstallation(
  options: DatabaseOptions,
  { env = {}, demo = false }: { env?: Record<string, string>; demo?: boolean } = {},
): Promise<Installation> {
  const database = createDb(options);
  await database.migrate();
  if (demo) await seedDemoData(database, { farmRecords: false });
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database,
  });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: 'admin@example.com', password: 'admin' },
  });
  const token = signIn.json<{ access_token?: string }>().access_token;
  if (!token) throw new Error(`the demo admin cannot sign in: ${signIn.body}`);
  return {
    app,
    database,
    admin: (method, url, payload) =>
      app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: `Bearer ${token}` },
      }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
