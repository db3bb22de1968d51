import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { repoRoot, serverEntry, webDistDir } from './paths.ts';

const loopback = '127.0.0.1';
const maxKeptOutput = 1_000_000;

export type HealthBody = {
  status: string;
  version: string;
  uptimeSeconds: number;
  database: { driver: string; ok: boolean; latencyMs: number };
};

export type ExitResult = { code: number | null; signal: NodeJS.Signals | null };

export type ServerOptions = {
  /** Folder for the embedded database; created by the caller. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the server uses PGlite in `dataDir`. */
  databaseUrl?: string;
  demo?: 'on' | 'off';
  /** Extra variables for the server process. */
  env?: Record<string, string>;
  /** When set, the server's stdout and stderr are also appended to this file. */
  logFile?: string;
  startTimeoutMs?: number;
  /** A loopback port chosen beforehand (when its URL must be known first); else a free one. */
  port?: number;
};

export type RunningServer = {
  url: string;
  port: number;
  pid: number;
  health: HealthBody;
  /** Everything the server printed so far (stdout and stderr, interleaved). */
  output: () => string;
  stop: () => Promise<ExitResult>;
};

/** Asks the OS for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, loopback, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not read the probed port.'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

function isHealthBody(value: unknown): value is HealthBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  const database = body.database as Record<string, unknown> | undefined;
  return (
    typeof body.status === 'string' &&
    typeof database === 'object' &&
    database !== null &&
    typeof database.driver === 'string'
  );
}

/** One GET /api/health; resolves to the body on 200 `status: ok`, else undefined. */
export async function probeHealth(url: string): Promise<HealthBody | undefined> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    if (response.status !== 200) return undefined;
    const body: unknown = await response.json();
    return isHealthBody(body) && body.status === 'ok' ? body : undefined;
  } catch {
    return undefined;
  }
}

function waitForExit(child: ChildProcess): Promise<ExitResult> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

function serverEnv(port: number, options: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: loopback,
    DATA_DIR: options.dataDir,
    DEMO: options.demo ?? 'on',
    WEB_DIST_DIR: webDistDir,
    // No alert digests in the outbox beside the mails the specs wait for.
    ALERT_MAIL_EVERY_SECONDS: '0',
    ...options.env,
  });
  if (options.databaseUrl !== undefined) env.DATABASE_URL = options.databaseUrl;
  return env;
}

function tail(text: string, lines = 40): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** The first of the lines the server prints once it has started (apps/server/src/main.ts). */
const readyLine = 'Flockbook is ready at';

/**
 * Starts the real server as `npm run serve` does (the build's `apps/server/dist/main.js`, from the
 * repository root) on a free loopback port and resolves once it has printed its ready lines and
 * GET /api/health answers 200.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const url = `http://${loopback}:${port}`;
  const timeoutMs = options.startTimeoutMs ?? 60_000;
  const log: WriteStream | undefined =
    options.logFile === undefined ? undefined : createWriteStream(options.logFile, { flags: 'a' });

  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: serverEnv(port, options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  let printedReady = false;
  child.on('error', (error) => {
    output += `\n[spawn error] ${error.message}\n`;
  });
  const collect = (chunk: Buffer): void => {
    output += chunk.toString('utf8');
    printedReady ||= output.includes(readyLine);
    if (output.length > maxKeptOutput) output = output.slice(-maxKeptOutput);
    log?.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = waitForExit(child);
  void exited.then(() => log?.end());

  const stop = async (): Promise<ExitResult> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = delay(15_000).then(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      });
      await Promise.race([exited, forced]);
    }
    return exited;
  };

  const deadline = Date.now() + timeoutMs;
  let processEnded = false;
  void exited.then(() => {
    processEnded = true;
  });
  while (Date.now() < deadline) {
    if (processEnded) {
      const result = await exited;
      throw new Error(
        `The server exited before answering /api/health (code ${String(result.code)}, ` +
          `signal ${String(result.signal)}). Last output:\n${tail(output)}`,
      );
    }
    // The server answers before it prints its ready lines (demo accounts, set-up address).
    const health = printedReady ? await probeHealth(url) : undefined;
    if (health !== undefined) {
      if (child.pid === undefined) throw new Error('The server process has no pid.');
      return { url, port, pid: child.pid, health, output: () => output, stop };
    }
    await delay(100);
  }
  await stop();
  throw new Error(
    `The server did not answer /api/health within ${timeoutMs / 1000} s. Last output:\n${tail(output)}`,
  );
}
