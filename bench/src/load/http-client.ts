import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export type Outcome = { status: number; body: string; ms: number; timedOut: boolean };

export type CallOptions = {
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  json?: unknown;
  timeoutMs: number;
};

/** Keep-alive connections, at most `connections` of them open at once. */
export function connectionPool(connections: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: connections });
}

/**
 * One HTTP call through `agent`, timed from sending to the last byte of the answer. A call
 * that has no full answer within `timeoutMs` is abandoned and reported as timed out (status 0);
 * a failed connection reports status 0 too.
 */
export function call(agent: Agent, url: string, options: CallOptions): Promise<Outcome> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number, text: string, timedOut = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, body: text, ms: performance.now() - started, timedOut });
    };
    const outgoing = request(url, { agent, method: options.method ?? 'GET', headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => finish(answer.statusCode ?? 0, Buffer.concat(chunks).toString()));
      answer.on('error', () => finish(0, ''));
    });
    const timer = setTimeout(() => {
      finish(0, '', true);
      outgoing.destroy();
    }, options.timeoutMs);
    outgoing.on('error', () => finish(0, ''));
    outgoing.end(body);
  });
}
