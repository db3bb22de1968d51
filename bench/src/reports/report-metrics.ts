import type { Driver } from '../support/bench-database.ts';
import { metric } from '../support/metrics.ts';
import type { Metric } from '../support/metrics.ts';
import type { Measured } from './measure-request.ts';
import type { ReportRequest } from './targets.ts';

/** Throughput, p50 and p99 of one request on the server, each against the floor's. */
export function requestMetrics(
  driver: Driver,
  request: ReportRequest,
  app: Measured,
  floor: Measured,
  mismatches: string[],
): Metric[] {
  const details = {
    requests: app.load.requests,
    floorRequests: floor.load.requests,
    averageLatencyMs: app.load.averageLatencyMs,
    floorAverageLatencyMs: floor.load.averageLatencyMs,
    firstRequestMs: app.firstMs,
    floorFirstRequestMs: floor.firstMs,
    figuresMatch: mismatches.length === 0 ? 'yes' : `no: ${mismatches.slice(0, 5).join('; ')}`,
  };
  const id = `reports.${driver}.${request.key}`;
  const label = `${driver} ${request.key}`;
  return [
    metric(
      {
        id: `${id}.rps`,
        label: `${label} throughput`,
        unit: 'req/s',
        value: app.load.requestsPerSecond,
        better: 'higher',
        details,
      },
      floor.load.requestsPerSecond,
    ),
    metric(
      {
        id: `${id}.p50`,
        label: `${label} p50 latency`,
        unit: 'ms',
        value: app.load.p50LatencyMs,
        better: 'lower',
        details,
      },
      floor.load.p50LatencyMs,
    ),
    metric(
      {
        id: `${id}.p99`,
        label: `${label} p99 latency`,
        unit: 'ms',
        value: app.load.p99LatencyMs,
        better: 'lower',
        details,
      },
      floor.load.p99LatencyMs,
    ),
  ];
}
