import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureLoad } from './support/load.ts';
import type { LoadResult } from './support/load.ts';
import { metric } from './support/metrics.ts';
import type { Benchmark, BenchmarkOutcome, BenchSettings } from './support/metrics.ts';
import { floorEntry, serverEntry } from './support/paths.ts';
import { startService, withService } from './support/service-process.ts';
import type { RunningService } from './support/service-process.ts';

const warmUpSeconds = 1;
const LOAD_ROUNDS = 2;

function realServerEnv(dataDir: string): Record<string, string> {
  return { DATA_DIR: dataDir, DEMO: 'on', LOG_LEVEL: 'warn' };
}

async function load(service: RunningService, settings: BenchSettings): Promise<LoadResult> {
  const url = `${service.url}/api/health`;
  await measureLoad({ url, connections: settings.connections, durationSeconds: warmUpSeconds });
  const result = await measureLoad({
    url,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `GET ${url} failed under load: ${result.errors} errors, ${result.non2xx} non-2xx answers.`,
    );
  }
  return result;
}

/**
 * Start-up time of the real server (first start on an empty DATA_DIR: migrations and demo data;
 * then a restart on the same folder) and GET /api/health under load, each next to the bare
 * Fastify floor measured in the same run (load rounds taken in turns, the best of each kept).
 */
async function runHealthBenchmark(settings: BenchSettings): Promise<BenchmarkOutcome> {
  const floorService = await startService({ entry: floorEntry, env: {} });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flockbook-bench-'));
  try {
    const coldStartMs = await withService(
      startService({ entry: serverEntry, env: realServerEnv(dataDir) }),
      async (service) => service.startMs,
    );
    const { warmStartMs, rounds } = await withService(
      startService({ entry: serverEntry, env: realServerEnv(dataDir) }),
      async (service) => {
        // The machine's other work comes and goes: the floor and the server take turns, and
        // each keeps its best round.
        const measured: { floor: LoadResult; real: LoadResult }[] = [];
        for (let round = 0; round < LOAD_ROUNDS; round += 1) {
          const floorLoad = await load(floorService, settings);
          measured.push({ floor: floorLoad, real: await load(service, settings) });
        }
        return { warmStartMs: service.startMs, rounds: measured };
      },
    );
    const best = (pick: (round: (typeof rounds)[number]) => LoadResult): LoadResult =>
      rounds.map(pick).reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
    const floor = { startMs: floorService.startMs, load: best((round) => round.floor) };
    const real = { warmStartMs, load: best((round) => round.real) };

    const loadDetails = (): Record<string, number> => ({
      requests: real.load.requests,
      p50LatencyMs: real.load.p50LatencyMs,
      averageLatencyMs: real.load.averageLatencyMs,
      floorRequests: floor.load.requests,
      floorP50LatencyMs: floor.load.p50LatencyMs,
      floorAverageLatencyMs: floor.load.averageLatencyMs,
    });
    return {
      metrics: [
        metric(
          {
            id: 'health.start.cold',
            label: 'start to healthy, empty DATA_DIR',
            unit: 'ms',
            value: coldStartMs,
            better: 'lower',
          },
          floor.startMs,
        ),
        metric(
          {
            id: 'health.start.warm',
            label: 'start to healthy, restart',
            unit: 'ms',
            value: real.warmStartMs,
            better: 'lower',
          },
          floor.startMs,
        ),
        metric(
          {
            id: 'health.get.rps',
            label: 'GET /api/health throughput',
            unit: 'req/s',
            value: real.load.requestsPerSecond,
            better: 'higher',
            details: loadDetails(),
          },
          floor.load.requestsPerSecond,
        ),
        metric(
          {
            id: 'health.get.p99',
            label: 'GET /api/health p99 latency',
            unit: 'ms',
            value: real.load.p99LatencyMs,
            better: 'lower',
            details: loadDetails(),
          },
          floor.load.p99LatencyMs,
        ),
      ],
    };
  } finally {
    await floorService.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const healthBenchmark: Benchmark = { name: 'health', run: runHealthBenchmark };
