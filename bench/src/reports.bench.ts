import { todayIso } from '@flockbook/contracts';
import { BENCH_ADMIN, benchScale } from './large-data/generate.ts';
import type { GeneratedData } from './large-data/generate.ts';
import { measureAll } from './reports/measure-request.ts';
import { requestMetrics } from './reports/report-metrics.ts';
import { reportRequests } from './reports/targets.ts';
import type { ReportRequest } from './reports/targets.ts';
import { floorEnv, openSession, serverEnv } from './support/bench-database.ts';
import type { Driver } from './support/bench-database.ts';
import { differences } from './support/compare-json.ts';
import { benchDrivers, withLargeData } from './support/drivers.ts';
import type { Benchmark, BenchmarkOutcome, BenchSettings, Metric } from './support/metrics.ts';
import { reportFloorEntry, serverEntry } from './support/paths.ts';
import { signIn } from './support/sign-in.ts';
import { startService, withService } from './support/service-process.ts';

/** Generates the data set on one driver, then measures the real server and the floor on it. */
async function benchDriver(
  driver: Driver,
  scale: number,
  settings: BenchSettings,
): Promise<{ metrics: Metric[]; notes: string[]; data: GeneratedData; requests: ReportRequest[] }> {
  return withLargeData(driver, scale, async (database, data) => {
    const session = await openSession(database);
    const requests = await reportRequests(session, todayIso()).finally(() => session.close());
    const app = await withService(
      startService({ entry: serverEntry, env: serverEnv(database), startTimeoutMs: 180_000 }),
      async (service) => {
        const token = await signIn(service.url, BENCH_ADMIN);
        return measureAll(
          service,
          requests,
          { authorization: `Bearer ${token}` },
          settings,
          'server',
        );
      },
    );
    // PGlite opens its folder in one process at a time: the floor starts once the server stopped.
    const floor = await withService(
      startService({ entry: reportFloorEntry, env: floorEnv(database), startTimeoutMs: 180_000 }),
      (service) => measureAll(service, requests, {}, settings, 'floor'),
    );

    const metrics: Metric[] = [];
    const notes: string[] = [];
    for (const request of requests) {
      const [mine, bare] = [app.get(request.key), floor.get(request.key)];
      if (!mine || !bare) continue;
      const mismatches = differences(mine.body, bare.body);
      if (mismatches.length > 0) {
        notes.push(
          `${driver} ${request.key}: the floor's figures differ from the server's in ${mismatches.length} places, e.g. ${mismatches.slice(0, 3).join('; ')}`,
        );
      }
      metrics.push(...requestMetrics(driver, request, mine, bare, mismatches));
    }
    if (notes.length === 0) {
      notes.push(
        `${driver}: the floor's answers match the server's field by field, for every request.`,
      );
    }
    return { metrics, notes, data, requests };
  });
}

/**
 * The flock summary, the dashboard and a list on the large data set, on PostgreSQL and PGlite,
 * each against the same figures from one hand-written query on a bare server (the floor).
 */
async function runReportsBenchmark(settings: BenchSettings): Promise<BenchmarkOutcome> {
  const scale = benchScale();
  const metrics: Metric[] = [];
  const notes: string[] = [];
  const data: Record<string, unknown> = { scale };
  for (const driver of benchDrivers()) {
    const result = await benchDriver(driver, scale, settings);
    metrics.push(...result.metrics);
    notes.push(...result.notes);
    data[driver] = {
      rows: result.data.totalRows,
      rowCounts: result.data.rowCounts,
      generationSeconds: Math.round(result.data.seconds),
      from: result.data.context.start,
      to: result.data.context.today,
      requests: result.requests.map((request) => request.label),
    };
    notes.push(
      `${driver}: ${result.data.totalRows.toLocaleString('en-US')} records from ${result.data.context.start} to ${result.data.context.today}, generated in ${Math.round(result.data.seconds)} s; requests: ${result.requests.map((request) => request.label).join('; ')}`,
    );
  }
  return { metrics, notes, data };
}

export const reportsBenchmark: Benchmark = { name: 'reports', run: runReportsBenchmark };
