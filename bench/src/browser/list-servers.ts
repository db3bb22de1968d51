import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Flock } from '@flockbook/contracts';
import type { Browser } from 'playwright-core';
import { benchRoot, serverEntry } from '../support/paths.ts';
import { startService } from '../support/service-process.ts';
import type { RunningService } from '../support/service-process.ts';
import { signIn } from '../support/sign-in.ts';
import { launchChromium } from './chromium.ts';
import { ensureFlocks, peerRows } from './flock-rows.ts';
import { peerDistDir, preparePeerApp } from './peer-app.ts';

export const admin = { email: 'admin@example.com', password: 'admin' };
const peerServerEntry = path.join(benchRoot, 'src', 'browser', 'peer-server.ts');

/** The two list apps and a browser: what the browser benchmarks compare. */
export type ListServers = {
  /** Flockbook's server on demo data, with at least 60 flocks. */
  server: RunningService;
  /** The minimal react-admin list app, showing the same first rows. */
  peerServer: RunningService;
  flocks: Flock[];
  browser: Browser;
  /** Whether the peer app had to be installed in this run. */
  peerInstalledNow: boolean;
};

/**
 * Builds the peer app, starts both servers and Chromium, hands them to `use`, and stops them
 * all (and removes the data folder) whatever `use` does.
 */
export async function withListServers<T>(
  name: string,
  use: (servers: ListServers) => Promise<T>,
): Promise<T> {
  const peer = await preparePeerApp();
  const dataDir = await mkdtemp(path.join(tmpdir(), `flockbook-bench-${name}-`));
  const server = await startService({
    entry: serverEntry,
    env: { DATA_DIR: dataDir, DEMO: 'on', LOG_LEVEL: 'warn' },
  });
  try {
    const flocks = await ensureFlocks(server.url, await signIn(server.url, admin));
    const rowsFile = path.join(dataDir, 'peer-rows.json');
    await writeFile(rowsFile, JSON.stringify(peerRows(flocks)));
    const peerServer = await startService({
      entry: peerServerEntry,
      env: { PEER_DIST_DIR: peerDistDir, PEER_ROWS_FILE: rowsFile, LOG_LEVEL: 'warn' },
    });
    const browser = await launchChromium();
    try {
      return await use({ server, peerServer, flocks, browser, peerInstalledNow: peer.installed });
    } finally {
      await browser.close();
      await peerServer.stop();
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
