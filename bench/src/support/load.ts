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
  /** Seconds to run for; or `amount`, a number of requests to make (it wins when both are set). */
  durationSeconds?: number;
  amount?: number;
  headers?: Record<string, string>;
  /** Seconds to wait for one response (autocannon's default is 10). */
  timeoutSeconds?: number;
};

/**
 * Drives GET requests at `url` with autocannon, for a time or a number of requests. Latencies
 * are recorded here in microseconds from every response (autocannon's own histogram counts
 * whole milliseconds, too coarse for a sub-millisecond floor); throughput is the successful
 * responses over the run's wall time.
 */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies = createHistogram();
  let succeeded = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        ...(options.amount === undefined
          ? { duration: options.durationSeconds ?? 10 }
          : { amount: options.amount }),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.timeoutSeconds ? { timeout: options.timeoutSeconds } : {}),
        pipelining: 1,
      },
      (error: unknown, finished: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(finished);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) {
        succeeded += 1;
        latencies.record(Math.max(1, Math.round(responseTimeMs * 1000)));
      }
    });
  });
  const toMs = (microseconds: number): number => microseconds / 1000;
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    requestsPerSecond: seconds > 0 ? succeeded / seconds : Number.NaN,
    p50LatencyMs: toMs(latencies.percentile(50)),
    p99LatencyMs: toMs(latencies.percentile(99)),
    averageLatencyMs: toMs(latencies.mean),
    requests: succeeded,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
