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

/** Start to healthy: at most this long, on an idle machine like the one the README describes. */
const START_TARGETS_MS = { first: 6_000, restart: 3_000 };

/**
 * Start-up time of the real server as `npm run serve` runs it (a first start on an empty
 * DATA_DIR: migrations and demo data; a restart on the same folder; a restart after a kill -9),
 * each against its target, and GET /api/health under load next to the bare Fastify floor
 * measured in the same run (load rounds taken in turns, the best of each kept).
 */
async function runHealthBenchmark(settings: BenchSettings): Promise<BenchmarkOutcome> {
  const floorService = await startService({ entry: floorEntry, env: {} });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flockbook-bench-'));
  const startReal = () => startService({ entry: serverEntry, env: realServerEnv(dataDir) });
  try {
    const firstStartMs = await withService(startReal(), async (service) => service.startMs);
    const restarted = await startReal();
    // The machine's other work comes and goes: the floor and the server take turns, and each
    // keeps its best round.
    const rounds: { floor: LoadResult; real: LoadResult }[] = [];
    try {
      for (let round = 0; round < LOAD_ROUNDS; round += 1) {
        const floorLoad = await load(floorService, settings);
        rounds.push({ floor: floorLoad, real: await load(restarted, settings) });
      }
    } finally {
      await restarted.kill();
    }
    const afterKillMs = await withService(startReal(), async (service) => service.startMs);
    const best = (pick: (round: (typeof rounds)[number]) => LoadResult): LoadResult =>
      rounds.map(pick).reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
    const floor = best((round) => round.floor);
    const real = best((round) => round.real);

    const loadDetails = (): Record<string, number> => ({
      requests: real.requests,
      p50LatencyMs: real.p50LatencyMs,
      averageLatencyMs: real.averageLatencyMs,
      floorRequests: floor.requests,
      floorP50LatencyMs: floor.p50LatencyMs,
      floorAverageLatencyMs: floor.averageLatencyMs,
    });
    const startMetric = (id: string, label: string, value: number, targetMs: number) =>
      metric(
        {
          id: `health.start.${id}`,
          label: `${label} (floor: ${targetMs / 1000} s target)`,
          unit: 'ms',
          value,
          better: 'lower',
          details: { bareServerStartMs: floorService.startMs },
        },
        targetMs,
      );
    return {
      metrics: [
        startMetric(
          'first',
          'start to healthy, empty DATA_DIR',
          firstStartMs,
          START_TARGETS_MS.first,
        ),
        startMetric(
          'restart',
          'start to healthy, restart',
          restarted.startMs,
          START_TARGETS_MS.restart,
        ),
        startMetric(
          'killed',
          'start to healthy, restart after kill -9',
          afterKillMs,
          START_TARGETS_MS.restart,
        ),
        metric(
          {
            id: 'health.get.rps',
            label: 'GET /api/health throughput',
            unit: 'req/s',
            value: real.requestsPerSecond,
            better: 'higher',
            details: loadDetails(),
          },
          floor.requestsPerSecond,
        ),
        metric(
          {
            id: 'health.get.p99',
            label: 'GET /api/health p99 latency',
            unit: 'ms',
            value: real.p99LatencyMs,
            better: 'lower',
            details: loadDetails(),
          },
          floor.p99LatencyMs,
        ),
      ],
    };
  } finally {
    await floorService.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const healthBenchmark: Benchmark = { name: 'health', run: runHealthBenchmark };
