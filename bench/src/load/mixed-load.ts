import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { call, connectionPool } from './http-client.ts';
import type { Outcome } from './http-client.ts';
import type { LoadTargets } from './targets.ts';

export type RequestKind =
  'dashboard' | 'list page' | 'flock summary' | 'death create' | 'death delete';
export type Sample = { kind: RequestKind; outcome: Outcome };

export type LoadRun = {
  samples: Sample[];
  /** GET /api/health one at a time on a connection of its own, before the load, then during it. */
  healthIdle: Outcome[];
  healthLoaded: Outcome[];
  seconds: number;
};

export type LoadOptions = {
  url: string;
  token: string;
  targets: LoadTargets;
  connections: number;
  durationSeconds: number;
  timeoutMs: number;
};

type Step = 'dashboard' | 'list' | 'summary' | 'write';
// Each connection walks this mix from its own starting point: a tenth dashboards, half list
// pages, a fifth flock summaries, a fifth writes (a death recorded, then deleted again).
const MIX: readonly Step[] = [
  'list',
  'summary',
  'list',
  'write',
  'list',
  'summary',
  'list',
  'write',
  'dashboard',
  'list',
];
const HEALTH_PAUSE_MS = 20;
const IDLE_HEALTH_SECONDS = 2;

export async function runMixedLoad(options: LoadOptions): Promise<LoadRun> {
  const healthIdle = await probeHealth(options, performance.now() + IDLE_HEALTH_SECONDS * 1000);
  const pool = connectionPool(options.connections);
  const started = performance.now();
  const end = started + options.durationSeconds * 1000;
  const samples: Sample[] = [];
  const connections = Array.from({ length: options.connections }, (_, index) =>
    runConnection(options, pool, index, end, samples),
  );
  const [healthLoaded] = await Promise.all([probeHealth(options, end), ...connections]);
  const seconds = (performance.now() - started) / 1000;
  pool.destroy();
  return { samples, healthIdle, healthLoaded, seconds };
}

async function probeHealth(options: LoadOptions, until: number): Promise<Outcome[]> {
  const agent = connectionPool(1);
  const outcomes: Outcome[] = [];
  while (performance.now() < until) {
    outcomes.push(await call(agent, `${options.url}/api/health`, { timeoutMs: options.timeoutMs }));
    await delay(HEALTH_PAUSE_MS);
  }
  agent.destroy();
  return outcomes;
}

async function runConnection(
  options: LoadOptions,
  pool: ReturnType<typeof connectionPool>,
  index: number,
  end: number,
  samples: Sample[],
): Promise<void> {
  const { targets } = options;
  const headers = { authorization: `Bearer ${options.token}` };
  const get = (path: string) =>
    call(pool, options.url + path, { headers, timeoutMs: options.timeoutMs });
  const pick = <T>(items: readonly T[], turn: number): T =>
    items[(index + turn) % items.length] as T;
  for (let turn = 0; performance.now() < end; turn += 1) {
    const step = pick(MIX, turn);
    if (step === 'dashboard')
      samples.push({ kind: 'dashboard', outcome: await get('/api/dashboard') });
    else if (step === 'list')
      samples.push({ kind: 'list page', outcome: await get(pick(targets.listPaths, turn)) });
    else if (step === 'summary') {
      const flockId = pick(targets.flockIds, turn);
      samples.push({ kind: 'flock summary', outcome: await get(`/api/flocks/${flockId}/summary`) });
    } else {
      const created = await call(pool, `${options.url}/api/deaths`, {
        method: 'POST',
        headers,
        json: {
          flockId: pick(targets.flockIds, turn),
          date: targets.today,
          count: 1,
          cause: 'unknown',
        },
        timeoutMs: options.timeoutMs,
      });
      samples.push({ kind: 'death create', outcome: created });
      const id =
        created.status === 201 ? (JSON.parse(created.body) as { id?: string }).id : undefined;
      if (id) {
        const deleted = await call(pool, `${options.url}/api/deaths/${id}`, {
          method: 'DELETE',
          headers,
          timeoutMs: options.timeoutMs,
        });
        samples.push({ kind: 'death delete', outcome: deleted });
      }
    }
  }
}
