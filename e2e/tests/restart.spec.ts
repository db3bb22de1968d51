import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { startServer } from '../support/server-process.ts';

const demoLoaded = 'Demo data loaded';

// Runs on its own embedded database (never E2E_DATABASE_URL): what is checked is that a DATA_DIR
// survives a restart and that demo data is loaded once, on the first start only.
test('a restart on the same DATA_DIR keeps the data and does not reload demo data', async () => {
  test.setTimeout(180_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flockbook-restart-'));
  try {
    const first = await startServer({ dataDir, demo: 'on' });
    const firstExit = await first.stop();
    expect(first.health.database.driver).toBe('pglite');
    expect(first.output()).toContain(demoLoaded);
    expect(firstExit, 'the server exits cleanly on SIGTERM').toEqual({ code: 0, signal: null });

    const second = await startServer({ dataDir, demo: 'on' });
    const secondExit = await second.stop();
    expect(second.health.status).toBe('ok');
    expect(second.health.database.driver).toBe('pglite');
    expect(second.output()).not.toContain(demoLoaded);
    expect(secondExit, 'the server exits cleanly on SIGTERM').toEqual({ code: 0, signal: null });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
