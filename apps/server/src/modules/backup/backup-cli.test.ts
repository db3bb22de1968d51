import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { restoreBackup, serveBackups } from '@flockbook/db/backup';
import type { BackupSocket } from '@flockbook/db/backup';
import { embeddedDatabaseDir } from '@flockbook/db/open';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInstallation, temporaryFolder } from './backup.fixture.ts';
import type { Installation } from './backup.fixture.ts';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const run = promisify(execFile);

/** `npm run backup` or `npm run restore` as a farm runs them; answers exit code and output. */
async function command(name: 'backup' | 'restore', args: string[], dataDir: string) {
  const script = join(root, 'apps/server/src/cli', `${name}.ts`);
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// The embedded database's own path: its folder held by one server, whose local socket takes
// the backup. (backup.test.ts covers the download and the restore on both databases.)
describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup and restore on PGlite', () => {
  const folder = temporaryFolder('flockbook-backup-cli-');
  const dataDir = join(folder.path, 'data');
  const backups = join(folder.path, 'backups');
  let installation: Installation | undefined;
  let socket: BackupSocket | undefined;
  let flockId: string;

  beforeAll(async () => {
    installation = await openInstallation(
      { dataDir: embeddedDatabaseDir(dataDir) },
      { env: { DATA_DIR: dataDir }, demo: true },
    );
    socket = await serveBackups(dataDir, () => installation!.database.backup());
    const farm = await installation.admin('POST', '/api/farms', { name: 'Riverside' });
    const flock = await installation.admin('POST', '/api/flocks', {
      farmId: farm.json<{ id: string }>().id,
      name: 'Batch 7',
      type: 'broiler',
      breed: 'Ross 308',
      placedOn: '2026-10-01',
      chicksPlaced: 500,
      freeChicks: 0,
      chickPrice: '50.00',
    });
    flockId = flock.json<{ id: string }>().id;
    const death = await installation.admin('POST', '/api/deaths', {
      flockId,
      date: '2026-10-04',
      count: 7,
    });
    expect(death.statusCode, death.body).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await socket?.close();
    await installation?.close();
    folder.remove();
  });

  it('writes a timestamped backup taken by the running server, and restores it into an empty folder only', async () => {
    const server = installation!;
    const summary = async (on: Installation) =>
      (await on.admin('GET', `/api/flocks/${flockId}/summary`)).json<Record<string, unknown>>();
    const before = await summary(server);
    expect(before).toMatchObject({ birdsAlive: 493 });

    const [backup, during] = await Promise.all([
      command('backup', [backups], dataDir),
      summary(server),
    ]);
    expect(backup, backup.stderr).toMatchObject({ code: 0 });
    expect(backup.stdout).toMatch(
      /Backup written: .*flockbook-backup-[\dT:-]+Z\.tar\.gz \(.+, taken by the server running on/,
    );
    expect(during).toEqual(before);
    const [name] = readdirSync(backups);
    const file = join(backups, name!);

    const inUse = await command('restore', [file], dataDir);
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toContain(
      `The data folder ${dataDir} is in use by a running Flockbook server (pid ${process.pid}).`,
    );
    const occupied = join(folder.path, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'notes.txt'), 'keep me');
    const notEmpty = await command('restore', [file], occupied);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toContain(`The data folder ${occupied} is not empty.`);
    expect(readdirSync(occupied)).toEqual(['notes.txt']);

    const restoredDir = join(folder.path, 'restored');
    await restoreBackup(file, { dataDir: restoredDir });
    const restored = await openInstallation(
      { dataDir: embeddedDatabaseDir(restoredDir) },
      { env: { DATA_DIR: restoredDir } },
    );
    try {
      expect(await summary(restored)).toEqual(before);
      expect((await restored.admin('GET', '/api/flocks')).json()).toEqual(
        (await server.admin('GET', '/api/flocks')).json(),
      );
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('with no server running, opens the folder itself for the backup', async () => {
    await socket?.close();
    await installation?.close();
    socket = undefined;
    installation = undefined;
    const backup = await command('backup', [join(folder.path, 'offline')], dataDir);
    expect(backup, backup.stderr).toMatchObject({ code: 0 });
    expect(backup.stdout).toContain(`taken from ${dataDir} (no server was running on it)`);
  }, 120_000);
});
