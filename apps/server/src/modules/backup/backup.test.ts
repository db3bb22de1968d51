import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { BACKUP_KINDS, backupKindOf, restoreBackup } from '@flockbook/db/backup';
import type { RestoreTarget } from '@flockbook/db/backup';
import { embeddedDatabaseDir } from '@flockbook/db/open';
import { onServer } from '@flockbook/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';
import { openInstallation, temporaryFolder } from './backup.fixture.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const folder = temporaryFolder('flockbook-backup-');
let f: FarmFixture;
let flockId: string;
const dropDatabases: string[] = [];

beforeAll(async () => {
  f = await buildFarmFixture();
  flockId = await f.flock(await f.farm('Hilltop'), {
    placedOn: '2026-10-01',
    chicksPlaced: 1000,
    freeChicks: 0,
  });
  for (const [date, count] of [
    ['2026-10-03', 12],
    ['2026-10-05', 8],
  ] as const) {
    const death = await f.staff('POST', '/api/deaths', { flockId, date, count });
    expect(death.statusCode, death.body).toBe(201);
  }
}, 120_000);
afterAll(async () => {
  await f?.close();
  folder.remove();
  const serverUrl = process.env.TEST_DATABASE_URL;
  for (const name of dropDatabases)
    if (serverUrl) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
});

const driver = () => f.database.driver;

describe('GET /api/admin/backup', () => {
  it('gives an admin the whole database as a file, refuses staff (403) and guests (401)', async () => {
    const answer = await f.admin('GET', '/api/admin/backup');
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe(BACKUP_KINDS[driver()].contentType);
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="flockbook-backup-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ${BACKUP_KINDS[driver()].extension.replaceAll('.', '\\.')}"$`,
      ),
    );
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(backupKindOf(answer.rawPayload)).toBe(driver());

    const staff = await f.staff('GET', '/api/admin/backup');
    expect(staff.statusCode).toBe(403);
    expect(staff.json<{ detail: string }>().detail).toMatch(/admin/);
    expect((await f.guest('GET', '/api/admin/backup')).statusCode).toBe(401);
  });

  it('a backup taken while the server serves is restored, starts and shows the same records and figures', async () => {
    const read = async (url: string) => {
      const answer = await f.admin('GET', url);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<unknown>();
    };
    const before = {
      flocks: await read('/api/flocks'),
      summary: await read(`/api/flocks/${flockId}/summary`),
    };
    expect(before.summary).toMatchObject({ birdsPlaced: 1000, deaths: 20, birdsAlive: 980 });

    // Taken while other requests are answered.
    const [backup, ...reads] = await Promise.all([
      f.admin('GET', '/api/admin/backup'),
      f.staff('GET', `/api/flocks/${flockId}/summary`),
      f.staff('GET', '/api/flocks'),
      f.admin('GET', '/api/dashboard'),
    ]);
    expect(backup.statusCode).toBe(200);
    expect(reads.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Recorded after the backup: not in it.
    const later = await f.staff('POST', '/api/deaths', { flockId, date: '2026-10-07', count: 5 });
    expect(later.statusCode, later.body).toBe(201);

    const file = join(folder.path, `backup${BACKUP_KINDS[driver()].extension}`);
    writeFileSync(file, backup.rawPayload);
    const target = await emptyTarget();
    await restoreBackup(file, target);

    const restored = await openInstallation(
      'dataDir' in target ? { dataDir: embeddedDatabaseDir(target.dataDir) } : target,
      { env: { DATA_DIR: join(folder.path, 'restored-env') } },
    );
    try {
      const again = async (url: string) => (await restored.admin('GET', url)).json<unknown>();
      expect(await again('/api/flocks')).toEqual(before.flocks);
      expect(await again(`/api/flocks/${flockId}/summary`)).toEqual(before.summary);
      // A running server holds it: no restore into it.
      await expect(restoreBackup(file, target)).rejects.toThrow(
        onPostgres
          ? /is in use \(\d+ other connections?/
          : /is in use by a running Flockbook server \(pid \d+\)/,
      );
    } finally {
      await restored.close();
    }
    await expect(restoreBackup(file, target)).rejects.toThrow(/is not empty/);
  }, 120_000);
});

/** A new empty data folder, or a new empty database on the test PostgreSQL server. */
async function emptyTarget(): Promise<RestoreTarget> {
  if (!onPostgres) return { dataDir: join(folder.path, 'restored') };
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `flockbook_restored_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  dropDatabases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString() };
}
