import type { Measured } from '../reports/measure-request.ts';
import type { Driver } from '../support/bench-database.ts';
import { differences } from '../support/compare-json.ts';
import { metric } from '../support/metrics.ts';
import type { Metric } from '../support/metrics.ts';
import type { ListRequest } from './targets.ts';

/**
 * Where the floor's page differs from the server's: field by field, and the rows' order (the
 * field comparison matches rows by id).
 */
export function listDifferences(server: unknown, floor: unknown): string[] {
  const mismatches = differences(server, floor);
  const ids = (body: unknown) =>
    ((body as { data?: { id: string }[] }).data ?? []).map((row) => row.id).join(',');
  if (ids(server) !== ids(floor)) mismatches.push('data: the rows come in another order');
  return mismatches;
}

/** The p50 latency of one list request on the server against the floor's. */
export function listMetric(
  driver: Driver,
  request: ListRequest,
  app: Measured,
  floor: Measured,
  mismatches: string[],
): Metric {
  const total = (app.body as { total?: number }).total ?? 0;
  return metric(
    {
      id: `lists.${driver}.${request.key}.p50`,
      label: `${driver} ${request.label} p50`,
      unit: 'ms',
      value: app.load.p50LatencyMs,
      better: 'lower',
      details: {
        path: request.path,
        total,
        requests: app.load.requests,
        floorRequests: floor.load.requests,
        requestsPerSecond: app.load.requestsPerSecond,
        floorRequestsPerSecond: floor.load.requestsPerSecond,
        p99LatencyMs: app.load.p99LatencyMs,
        floorP99LatencyMs: floor.load.p99LatencyMs,
        figuresMatch: mismatches.length === 0 ? 'yes' : `no: ${mismatches.slice(0, 5).join('; ')}`,
      },
    },
    floor.load.p50LatencyMs,
  );
}
