import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { repoRoot } from './paths.ts';

export const loopback = '127.0.0.1';
const maxKeptOutput = 200_000;

export type ServiceOptions = {
  /**
   * Entry file, run with `node` from the repository root: TypeScript through tsx, JavaScript
   * (the built server, as `npm run serve` starts it) with its source maps.
   */
  entry: string;
  /** Variables added to the inherited environment (DATABASE_URL is never inherited). */
  env: Record<string, string>;
  startTimeoutMs?: number;
};

export type RunningService = {
  url: string;
  /** Milliseconds from spawn to the first 200 answer of GET /api/health. */
  startMs: number;
  output: () => string;
  /** SIGTERM, then SIGKILL after 15 s; resolves to the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL at once, as a crash or `kill -9` ends it; resolves once it has exited. */
  kill: () => Promise<void>;
};

const running = new Set<RunningService>();

/** Stops every service still running (used when a benchmark is interrupted). */
export async function stopAllServices(): Promise<void> {
  await Promise.all([...running].map((service) => service.stop()));
}

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

async function healthAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function tail(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Spawns a service on a free loopback port (PORT and HOST are set) and resolves once
 * GET /api/health answers 200, with the time that took.
 */
export async function startService(options: ServiceOptions): Promise<RunningService> {
  const port = await freePort();
  const url = `http://${loopback}:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, options.env, { PORT: String(port), HOST: loopback });

  const startedAt = performance.now();
  const args = options.entry.endsWith('.ts')
    ? ['--import', 'tsx', options.entry]
    : ['--enable-source-maps', options.entry];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString('utf8');
    if (output.length > maxKeptOutput) output = output.slice(-maxKeptOutput);
  };
  child.on('error', (error) => {
    output += `\n[spawn error] ${error.message}\n`;
  });
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
  });

  const service: RunningService = {
    url,
    startMs: Number.NaN,
    output: () => output,
    stop: async () => {
      if (!hasExited(child)) {
        child.kill('SIGTERM');
        const forced = delay(15_000).then(() => {
          if (!hasExited(child)) child.kill('SIGKILL');
        });
        await Promise.race([exited, forced]);
      }
      running.delete(service);
      return exited;
    },
    kill: async () => {
      if (!hasExited(child)) child.kill('SIGKILL');
      await exited;
      running.delete(service);
    },
  };
  running.add(service);

  const deadline = startedAt + (options.startTimeoutMs ?? 60_000);
  while (performance.now() < deadline) {
    if (hasExited(child)) {
      running.delete(service);
      throw new Error(
        `${options.entry} exited (code ${String(child.exitCode)}) before answering /api/health:\n${tail(output)}`,
      );
    }
    if (await healthAnswers(url)) {
      service.startMs = performance.now() - startedAt;
      return service;
    }
    await delay(20);
  }
  await service.stop();
  throw new Error(`${options.entry} did not answer /api/health in time:\n${tail(output)}`);
}

/** Runs `use` on the service once it has started, and stops it afterwards, whatever happens. */
export async function withService<T>(
  started: Promise<RunningService>,
  use: (service: RunningService) => Promise<T>,
): Promise<T> {
  const service = await started;
  try {
    return await use(service);
  } finally {
    await service.stop();
  }
}
