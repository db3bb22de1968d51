import { BENCH_ADMIN, benchScale } from './large-data/generate.ts';
import { loadMetrics } from './load/load-metrics.ts';
import { runMixedLoad } from './load/mixed-load.ts';
import { loadTargets } from './load/targets.ts';
import { openSession, serverEnv } from './support/bench-database.ts';
import type { Driver } from './support/bench-database.ts';
import { benchDrivers, withLargeData } from './support/drivers.ts';
import type { Benchmark, BenchmarkOutcome, BenchSettings, Metric } from './support/metrics.ts';
import { serverEntry } from './support/paths.ts';
import { signIn } from './support/sign-in.ts';
import { startService, withService } from './support/service-process.ts';

const CONNECTIONS = 50;
const TIMEOUT_MS = 10_000;

async function loadDriver(
  driver: Driver,
  scale: number,
  settings: BenchSettings,
): Promise<{ metrics: Metric[]; notes: string[] }> {
  return withLargeData(driver, scale, async (database) => {
    const session = await openSession(database);
    const targets = await loadTargets(session).finally(() => session.close());
    return withService(
      startService({ entry: serverEntry, env: serverEnv(database), startTimeoutMs: 180_000 }),
      async (service) => {
        const token = await signIn(service.url, BENCH_ADMIN);
        console.log(`  ${driver}: ${CONNECTIONS} connections for ${settings.durationSeconds} s`);
        const run = await runMixedLoad({
          url: service.url,
          token,
          targets,
          connections: CONNECTIONS,
          durationSeconds: settings.durationSeconds,
          timeoutMs: TIMEOUT_MS,
        });
        return loadMetrics(driver, run);
      },
    );
  });
}

/**
 * 50 connections mixing the dashboard, list pages, flock summaries and writes on the large
 * data set, on PostgreSQL and PGlite: per request kind its count, timeouts (10 s), errors and
 * latency, and GET /api/health's latency during the load against the idle server's.
 */
async function runLoadBenchmark(settings: BenchSettings): Promise<BenchmarkOutcome> {
  const scale = benchScale();
  const metrics: Metric[] = [];
  const notes: string[] = [];
  for (const driver of benchDrivers()) {
    const result = await loadDriver(driver, scale, settings);
    metrics.push(...result.metrics);
    notes.push(...result.notes);
  }
  return { metrics, notes, data: { scale, connections: CONNECTIONS, timeoutMs: TIMEOUT_MS } };
}

export const loadBenchmark: Benchmark = { name: 'load', run: runLoadBenchmark };
