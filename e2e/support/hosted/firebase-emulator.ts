import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../server-process.ts';

/**
 * The Firebase Auth emulator from `firebase-tools`, run purely in Node (no Java: only the Auth
 * emulator). The tools are large, so they stay out of `npm ci`: fetched once into a cache folder
 * outside the repository and reused by every later run.
 */

export const firebaseToolsVersion = '15.34.2';
export const firebaseProjectId = 'demo-flockbook';

/** `E2E_FIREBASE_TOOLS_DIR`, else `${XDG_CACHE_HOME:-~/.cache}/flockbook-e2e/firebase-tools`. */
export function firebaseToolsDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.E2E_FIREBASE_TOOLS_DIR) return path.resolve(env.E2E_FIREBASE_TOOLS_DIR);
  const cache = env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(cache, 'flockbook-e2e', 'firebase-tools');
}

const cliIn = (dir: string) =>
  path.join(dir, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

function installedVersion(dir: string): string | undefined {
  const manifest = path.join(dir, 'node_modules', 'firebase-tools', 'package.json');
  if (!existsSync(manifest) || !existsSync(cliIn(dir))) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + String(chunk)).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${errors}`)),
    );
  });
}

/** Path of the `firebase` CLI script, installing the pinned tools first when they are missing. */
export async function ensureFirebaseTools(dir = firebaseToolsDir()): Promise<string> {
  if (installedVersion(dir) === firebaseToolsVersion) return cliIn(dir);
  console.log(
    `Fetching firebase-tools ${firebaseToolsVersion} once into ${dir} (about 300 MB; later runs reuse it)`,
  );
  await mkdir(path.dirname(dir), { recursive: true });
  // Installed beside the target and moved in whole, so an interrupted fetch leaves nothing half-done.
  const partial = await mkdtemp(`${dir}.partial-`);
  try {
    await run(
      'npm',
      [
        'install',
        '--prefix',
        partial,
        '--no-audit',
        '--no-fund',
        `firebase-tools@${firebaseToolsVersion}`,
      ],
      partial,
    );
    if (installedVersion(dir) !== firebaseToolsVersion) {
      await rm(dir, { recursive: true, force: true });
      await rename(partial, dir);
    }
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  if (installedVersion(dir) !== firebaseToolsVersion) {
    throw new Error(`firebase-tools ${firebaseToolsVersion} is still missing from ${dir}.`);
  }
  return cliIn(dir);
}

export type RunningAuthEmulator = {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  host: string;
  url: string;
  projectId: string;
  /** Out-of-band codes (password reset, e-mail verification) the emulator would have mailed. */
  oobCodes: () => Promise<{ email: string; requestType: string; oobLink: string }[]>;
  /** The uid of the emulator's account with this e-mail address, if any. */
  uidOf: (email: string) => Promise<string | undefined>;
  output: () => string;
  stop: () => Promise<void>;
};

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** Starts `firebase emulators:start --only auth` on free loopback ports in a folder of its own. */
export async function startAuthEmulator(timeoutMs = 90_000): Promise<RunningAuthEmulator> {
  const cli = await ensureFirebaseTools();
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const host = `127.0.0.1:${port}`;
  const url = `http://${host}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'flockbook-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  await mkdir(path.join(dir, 'config'));
  const child = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', firebaseProjectId],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // No update check, message of the day, usage reporting or shared state: its own config
        // and temporary folders (the emulator hub writes its locator file there).
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_EXPERIMENTS: '',
        XDG_CONFIG_HOME: path.join(dir, 'config'),
        TMPDIR: dir,
      },
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + String(chunk)).slice(-200_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const forced = delay(10_000).then(() => child.kill('SIGKILL'));
      await Promise.race([exited, forced]);
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase Auth emulator did not start. Output:\n${output.slice(-3000)}`);
    }
    await delay(250);
  }

  return {
    host,
    url,
    projectId: firebaseProjectId,
    oobCodes: async () => {
      const response = await fetch(`${url}/emulator/v1/projects/${firebaseProjectId}/oobCodes`);
      return ((await response.json()) as { oobCodes: [] }).oobCodes;
    },
    uidOf: async (email) => {
      // The emulator takes "owner" as the administrator's credential.
      const response = await fetch(
        `${url}/identitytoolkit.googleapis.com/v1/projects/${firebaseProjectId}/accounts:lookup`,
        {
          method: 'POST',
          headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
          body: JSON.stringify({ email: [email] }),
        },
      );
      const body = (await response.json()) as { users?: { localId: string }[] };
      return body.users?.[0]?.localId;
    },
    output: () => output,
    stop,
  };
}
