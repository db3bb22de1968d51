import { metric } from '../support/metrics.ts';
import type { Metric } from '../support/metrics.ts';
import type { Outcome } from './http-client.ts';
import type { LoadRun, RequestKind } from './mixed-load.ts';

const KINDS: readonly RequestKind[] = [
  'dashboard',
  'list page',
  'flock summary',
  'death create',
  'death delete',
];

/** The latencies reported per request kind, in this order. */
const PERCENTILES = ['p50', 'p99'] as const;

export type KindTally = {
  count: number;
  timeouts: number;
  errors: number;
  p50: number;
  p99: number;
};

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Count, timeouts, errors (any other answer than 2xx) and the latency of the answered ones. */
export function tally(outcomes: readonly Outcome[]): KindTally {
  const timeouts = outcomes.filter((outcome) => outcome.timedOut).length;
  const errors = outcomes.filter(
    (outcome) => !outcome.timedOut && (outcome.status < 200 || outcome.status >= 300),
  ).length;
  const answered = outcomes.filter((outcome) => !outcome.timedOut).map((outcome) => outcome.ms);
  answered.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    count: outcomes.length,
    timeouts,
    errors,
    p50: round(percentile(answered, 0.5)),
    p99: round(percentile(answered, 0.99)),
  };
}

/**
 * Per request kind its p50 and p99 (count, timeouts and errors in the details); health's
 * latency under the load against its latency on the idle server just before (the floor).
 */
export function loadMetrics(driver: string, run: LoadRun): { metrics: Metric[]; notes: string[] } {
  const metrics: Metric[] = [];
  const notes: string[] = [];
  let total = 0;
  let timeouts = 0;
  let errors = 0;
  for (const kind of KINDS) {
    const outcomes = run.samples.filter((sample) => sample.kind === kind).map((s) => s.outcome);
    const figures = tally(outcomes);
    total += figures.count;
    timeouts += figures.timeouts;
    errors += figures.errors;
    const details = { count: figures.count, timeouts: figures.timeouts, errors: figures.errors };
    const id = `load.${driver}.${kind.replace(' ', '-')}`;
    const label = `${driver}: ${kind} under load`;
    metrics.push(
      ...PERCENTILES.map((which): Metric => ({
        id: `${id}.${which}`,
        label: `${label}, ${which}`,
        unit: 'ms',
        value: figures[which],
        better: 'lower',
        details,
      })),
    );
  }
  const idle = tally(run.healthIdle);
  const loaded = tally(run.healthLoaded);
  const healthDetails = {
    count: loaded.count,
    timeouts: loaded.timeouts,
    errors: loaded.errors,
    idleCount: idle.count,
  };
  metrics.push(
    ...PERCENTILES.map((which) =>
      metric(
        {
          id: `load.${driver}.health.${which}`,
          label: `${driver}: GET /api/health during the load, ${which} (floor: idle)`,
          unit: 'ms',
          value: loaded[which],
          better: 'lower',
          details: healthDetails,
        },
        idle[which],
      ),
    ),
  );
  const perSecond = (total / run.seconds).toFixed(1);
  notes.push(
    `${driver}: ${total} requests in ${run.seconds.toFixed(1)} s (${perSecond}/s): ${timeouts} timed out, ${errors} errors; health probes: ${loaded.count} during the load (${loaded.timeouts} timed out, ${loaded.errors} errors).`,
  );
  return { metrics, notes };
}
