import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p50LatencyMs: number;
  p99LatencyMs: number;
  averageLatencyMs: number;
  requests: number;
  errors: number;
  non2xx: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  durationSeconds: number;
};

/**
 * Drives GET requests at `url` with autocannon for a bounded time. Latencies are recorded here in
 * microseconds from every response (autocannon's own histogram counts whole milliseconds, too
 * coarse for a sub-millisecond floor).
 */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies = createHistogram();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        pipelining: 1,
      },
      (error: unknown, finished: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(finished);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) {
        latencies.record(Math.max(1, Math.round(responseTimeMs * 1000)));
      }
    });
  });
  const toMs = (microseconds: number): number => microseconds / 1000;
  return {
    requestsPerSecond: result.requests.average,
    p50LatencyMs: toMs(latencies.percentile(50)),
    p99LatencyMs: toMs(latencies.percentile(99)),
    averageLatencyMs: toMs(latencies.mean),
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
