import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { artifactsDir } from '../paths.ts';
import { freePort, startServer } from '../server-process.ts';
import type { RunningServer } from '../server-process.ts';
import { startHostedProviders } from './providers.ts';
import type { HostedProviders } from './providers.ts';

export type HostedApp = {
  /** http://127.0.0.1:<port>: the origin the issuer sends the browser back to. */
  url: string;
  server: RunningServer;
  providers: HostedProviders;
  stop: () => Promise<void>;
};

/**
 * A server of its own for the hosted sign-in specs, configured for the three local services
 * (started first, as the issuer must know the app's origin). Output in artifacts/hosted-server.log.
 */
export async function startHostedApp(): Promise<HostedApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const providers = await startHostedProviders(url);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flockbook-e2e-hosted-'));
  const logFile = path.join(artifactsDir, 'hosted-server.log');
  const cleanUp = async () => {
    await providers.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let server: RunningServer;
  try {
    await mkdir(artifactsDir, { recursive: true });
    await writeFile(logFile, '');
    server = await startServer({
      port,
      dataDir,
      demo: 'on',
      logFile,
      env: { ...providers.env, PUBLIC_URL: url },
      startTimeoutMs: 90_000,
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    url,
    server,
    providers,
    stop: async () => {
      await server.stop();
      await cleanUp();
    },
  };
}
