import { BENCH_ADMIN, benchScale, generateLargeData } from './large-data/generate.ts';
import { loadMetrics } from './load/load-metrics.ts';
import { runMixedLoad } from './load/mixed-load.ts';
import { loadTargets } from './load/targets.ts';
import { dropDatabase, freshDatabase, openSession, serverEnv } from './support/bench-database.ts';
import type { Driver } from './support/bench-database.ts';
import type { Benchmark, BenchmarkOutcome, BenchSettings, Metric } from './support/metrics.ts';
import { serverEntry } from './support/paths.ts';
import { signIn } from './support/sign-in.ts';
import { startService } from './support/service-process.ts';

const CONNECTIONS = 50;
const TIMEOUT_MS = 10_000;
const DRIVERS: readonly Driver[] = ['postgres', 'pglite'];

/** BENCH_DRIVERS: a comma-separated subset of postgres,pglite (default both). */
function drivers(): Driver[] {
  const chosen = process.env.BENCH_DRIVERS?.split(',').map((name) => name.trim()) ?? [];
  if (chosen.length === 0 || chosen[0] === '') return [...DRIVERS];
  const unknown = chosen.filter((name) => !DRIVERS.includes(name as Driver));
  if (unknown.length > 0) throw new Error(`BENCH_DRIVERS: unknown ${unknown.join(', ')}.`);
  return chosen as Driver[];
}

async function loadDriver(
  driver: Driver,
  scale: number,
  settings: BenchSettings,
): Promise<{ metrics: Metric[]; notes: string[] }> {
  console.log(`  ${driver}: generating the data set (BENCH_SCALE=${scale})`);
  const database = await freshDatabase(driver);
  try {
    await generateLargeData(database, scale, (line) => console.log(`  ${line}`));
    const session = await openSession(database);
    const targets = await loadTargets(session).finally(() => session.close());
    const service = await startService({
      entry: serverEntry,
      env: serverEnv(database),
      startTimeoutMs: 180_000,
    });
    try {
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
    } finally {
      await service.stop();
    }
  } finally {
    await dropDatabase(database);
  }
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
  for (const driver of drivers()) {
    const result = await loadDriver(driver, scale, settings);
    metrics.push(...result.metrics);
    notes.push(...result.notes);
  }
  return { metrics, notes, data: { scale, connections: CONNECTIONS, timeoutMs: TIMEOUT_MS } };
}

export const loadBenchmark: Benchmark = { name: 'load', run: runLoadBenchmark };
