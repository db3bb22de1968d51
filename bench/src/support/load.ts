import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
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

/** Drives GET requests at `url` with autocannon for a bounded time. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    pipelining: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99LatencyMs: result.latency.p99,
    averageLatencyMs: result.latency.average,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
