import type { Driver } from '../support/bench-database.ts';
import { metric } from '../support/metrics.ts';
import type { Metric } from '../support/metrics.ts';
import type { SideRuns } from './save-rounds.ts';

/** The nearest-rank percentile `p` (0 to 100) of `values`. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** p50 and p95 of a 6-house round's save on the server, each against the floor's. */
export function saveMetrics(
  driver: Driver,
  server: SideRuns,
  floor: SideRuns,
  details: Record<string, number | string>,
): Metric[] {
  const shared = {
    ...details,
    rounds: server.ms.length,
    floorRounds: floor.ms.length,
    meanMs: Number(mean(server.ms).toFixed(2)),
    floorMeanMs: Number(mean(floor.ms).toFixed(2)),
  };
  const id = `round.${driver}.save`;
  return [50, 95].map((p) =>
    metric(
      {
        id: `${id}.p${p}`,
        label: `${driver} 6-house round saved, p${p} (floor: hand-written transaction)`,
        unit: 'ms',
        value: percentile(server.ms, p),
        better: 'lower',
        details: shared,
      },
      percentile(floor.ms, p),
    ),
  );
}
