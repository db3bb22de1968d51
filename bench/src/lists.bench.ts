import { todayIso } from '@flockbook/contracts';
import { BENCH_ADMIN, benchScale } from './large-data/generate.ts';
import { listDifferences, listMetric } from './lists/list-metrics.ts';
import { listRequests } from './lists/targets.ts';
import type { ListRequest } from './lists/targets.ts';
import { measureRequest } from './reports/measure-request.ts';
import type { Measured } from './reports/measure-request.ts';
import { floorEnv, openSession, serverEnv } from './support/bench-database.ts';
import type { Driver } from './support/bench-database.ts';
import { benchDrivers, withLargeData } from './support/drivers.ts';
import type { Benchmark, BenchmarkOutcome, BenchSettings, Metric } from './support/metrics.ts';
import { listFloorEntry, serverEntry } from './support/paths.ts';
import { startService, withService } from './support/service-process.ts';
import { signIn } from './support/sign-in.ts';

/** Each list request is measured for this share of BENCH_DURATION: there are about eighty. */
const SHARE_OF_DURATION = 1 / 6;

async function measureEvery(
  env: Record<string, string>,
  entry: string,
  requests: ListRequest[],
  settings: BenchSettings,
  who: string,
  signedIn: boolean,
): Promise<Map<string, Measured>> {
  return withService(startService({ entry, env, startTimeoutMs: 180_000 }), async (service) => {
    const headers: Record<string, string> = signedIn
      ? { authorization: `Bearer ${await signIn(service.url, BENCH_ADMIN)}` }
      : {};
    // Every list asked once, all at a time, before measuring, so no list pays for the
    // service's first queries or the pool's connections opening (searches, the slow ones, are
    // left out of this).
    await Promise.all(
      requests
        .filter((request) => !request.key.endsWith('.search'))
        .map(async (request) => {
          const response = await fetch(`${service.url}${request.path}`, { headers });
          await response.arrayBuffer();
        }),
    );
    const measured = new Map<string, Measured>();
    for (const request of requests) {
      const result = await measureRequest({
        url: `${service.url}${request.path}`,
        headers,
        connections: settings.reportConnections,
        seconds: settings.durationSeconds * SHARE_OF_DURATION,
      });
      console.log(
        `    ${who} ${request.label}: p50 ${result.load.p50LatencyMs.toFixed(1)} ms (${result.load.requests} requests)`,
      );
      measured.set(request.key, result);
    }
    return measured;
  });
}

async function benchDriver(
  driver: Driver,
  settings: BenchSettings,
): Promise<{ metrics: Metric[]; notes: string[] }> {
  return withLargeData(driver, benchScale(), async (database, data) => {
    const session = await openSession(database);
    const requests = await listRequests(session, todayIso()).finally(() => session.close());
    const app = await measureEvery(
      serverEnv(database),
      serverEntry,
      requests,
      settings,
      'server',
      true,
    );
    // PGlite opens its folder in one process at a time: the floor starts once the server stopped.
    const floor = await measureEvery(
      floorEnv(database),
      listFloorEntry,
      requests,
      settings,
      'floor',
      false,
    );
    const metrics: Metric[] = [];
    const notes: string[] = [];
    for (const request of requests) {
      const [mine, bare] = [app.get(request.key), floor.get(request.key)];
      if (!mine || !bare) continue;
      const mismatches = listDifferences(mine.body, bare.body);
      if (mismatches.length > 0) {
        notes.push(
          `${driver} ${request.label}: the floor's page differs from the server's in ${mismatches.length} places, e.g. ${mismatches.slice(0, 3).join('; ')}`,
        );
      }
      metrics.push(listMetric(driver, request, mine, bare, mismatches));
    }
    const worst = metrics.reduce((most, item) => Math.max(most, item.ratio ?? 0), 0);
    notes.push(
      `${driver}: ${data.totalRows.toLocaleString('en-US')} records; ${requests.length} list requests; the worst p50 ratio ${worst.toFixed(2)}x` +
        (notes.length === 0 ? '; every page matches the floor field by field.' : '.'),
    );
    return { metrics, notes };
  });
}

/**
 * Every farm record list, and the flock, farm, customer and supplier, and employee lists, with
 * the filters their screens offer, on the large data set, on PostgreSQL and PGlite, each
 * against one hand-written indexed query on a bare server (the floor).
 */
async function runListsBenchmark(settings: BenchSettings): Promise<BenchmarkOutcome> {
  const metrics: Metric[] = [];
  const notes: string[] = [];
  for (const driver of benchDrivers()) {
    const result = await benchDriver(driver, settings);
    metrics.push(...result.metrics);
    notes.push(...result.notes);
  }
  return { metrics, notes, data: { scale: benchScale() } };
}

export const listsBenchmark: Benchmark = { name: 'lists', run: runListsBenchmark };
