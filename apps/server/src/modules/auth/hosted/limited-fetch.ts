/** How long one call to a sign-in service may take, answer included. */
export const FETCH_TIMEOUT_MS = 5_000;
/** Discovery documents and key sets are small; anything larger is refused. */
const MAX_ANSWER_BYTES = 256 * 1024;

export type LimitedFetch = (url: string, init?: RequestInit) => Promise<Response>;

export type FetchOptions = {
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * After a failure (no answer, an error status, an oversized answer), calls to the same
   * address fail at once for this long, so a service that is down costs requests nothing.
   */
  retryAfterMs?: number;
  onFailure?: (url: string, error: unknown) => void;
};

/**
 * `fetch` with a deadline covering the whole answer, a size limit, and an optional pause
 * after a failure. Answers a Response holding the whole (bounded) body.
 */
export function limitedFetch(options: FetchOptions = {}): LimitedFetch {
  const { timeoutMs = FETCH_TIMEOUT_MS, maxBytes = MAX_ANSWER_BYTES, retryAfterMs = 0 } = options;
  const failedAt = new Map<string, number>();
  return async (url, init = {}) => {
    const last = failedAt.get(url);
    if (last !== undefined && Date.now() - last < retryAfterMs) {
      throw new Error(`${url} failed moments ago; not asked again yet`);
    }
    try {
      const deadline = AbortSignal.timeout(timeoutMs);
      const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
      const response = await fetch(url, { ...init, signal });
      const body = await readBounded(response, maxBytes);
      if (retryAfterMs > 0 && !response.ok) throw new Error(`${url} answered ${response.status}`);
      failedAt.delete(url);
      return new Response(body, { status: response.status, headers: response.headers });
    } catch (error) {
      if (retryAfterMs > 0) failedAt.set(url, Date.now());
      options.onFailure?.(url, error);
      throw error;
    }
  };
}

async function readBounded(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new Error(`answer of ${declared} bytes is larger than ${maxBytes}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new Error(`answer is larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks, size);
}
