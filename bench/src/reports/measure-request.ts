import { performance } from 'node:perf_hooks';
import { measureLoad } from '../support/load.ts';
import type { LoadResult } from '../support/load.ts';
import type { BenchSettings } from '../support/metrics.ts';
import type { RunningService } from '../support/service-process.ts';
import type { ReportRequest } from './targets.ts';

export type Measured = { load: LoadResult; body: unknown; firstMs: number };

/** The most a report request may take before it counts as failed. */
const timeoutSeconds = 900;

async function timedGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, {
    headers,
    signal: AbortSignal.timeout(timeoutSeconds * 1000),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) as unknown };
}

/**
 * Measures one report request the same way on the real server and on the floor: a first
 * request (a warm-up whose answer is kept for the figure check), a second to learn the pace
 * when the first was quick, then a fixed number of requests sized to fill about `seconds` at
 * `connections` at a time, and never fewer than two per connection.
 */
export async function measureRequest(options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<Measured> {
  const first = await timedGet(options.url, options.headers);
  const paceMs = first.ms < 2_000 ? (await timedGet(options.url, options.headers)).ms : first.ms;
  const amount = Math.max(
    options.connections * 2,
    Math.round((options.seconds * 1000 * options.connections) / Math.max(paceMs, 0.05)),
  );
  const load = await measureLoad({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    amount,
    timeoutSeconds,
  });
  if (load.errors > 0 || load.non2xx > 0 || load.requests < amount) {
    throw new Error(
      `GET ${options.url} failed under load: ${load.errors} errors, ${load.non2xx} non-2xx answers, ` +
        `${load.requests} of ${amount} answered.`,
    );
  }
  return { load, body: first.body, firstMs: first.ms };
}

/** Measures every request on one running service, one after another. */
export async function measureAll(
  service: RunningService,
  requests: ReportRequest[],
  headers: Record<string, string>,
  settings: BenchSettings,
  who: string,
): Promise<Map<ReportRequest['key'], Measured>> {
  const measured = new Map<ReportRequest['key'], Measured>();
  for (const request of requests) {
    const result = await measureRequest({
      url: `${service.url}${request.path}`,
      headers,
      connections: settings.reportConnections,
      seconds: settings.durationSeconds,
    });
    console.log(
      `    ${who} ${request.key}: ${result.load.requests} requests, ` +
        `${result.load.requestsPerSecond.toFixed(1)} req/s, p50 ${result.load.p50LatencyMs.toFixed(1)} ms`,
    );
    measured.set(request.key, result);
  }
  return measured;
}
