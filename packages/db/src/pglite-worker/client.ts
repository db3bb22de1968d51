import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { fromWireError } from './protocol.ts';
import type { WireQueryOptions, WorkerData, WorkerRequest, WorkerResponse } from './protocol.ts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type RequestBody = WorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

/** What drizzle's PGlite session uses of a client, in a transaction or outside one. */
export type PgliteQueries = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};

export type PgliteTransaction = PgliteQueries & {
  rollback(): Promise<void>;
  readonly closed: boolean;
};

const workerUrl = new URL('./worker.js', import.meta.url);

/**
 * PGlite in a worker thread, so a long query never holds up the server's own thread. Queries
 * keep their arrival order, and nothing runs inside another's transaction (the worker's
 * PGlite queues them). Results are the worker's parsed values, structured-cloned. A worker
 * that stops or crashes fails its pending queries and every later one.
 */
export class PgliteWorkerClient implements PgliteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;

  /** `entry`: the worker's module (tests give one that fails on purpose). */
  constructor(workerData: WorkerData, entry: URL = workerUrl) {
    this.#worker = new Worker(entry, { workerData });
    // Like an in-process database, an idle worker does not keep the process running.
    this.#worker.unref();
    this.#worker.on('message', (response: WorkerResponse) => this.#settle(response));
    this.#worker.on('error', (error) =>
      this.#stop(new Error('The database worker crashed.', { cause: error })),
    );
    this.#worker.on('exit', (code) =>
      this.#stop(new Error(`The database worker stopped (exit code ${code}).`)),
    );
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#request({ kind: 'query', sql, params, options: wireOptions(options) }) as Promise<
      Results<T>
    >;
  }

  exec(sql: string): Promise<Results[]> {
    return this.#request({ kind: 'exec', sql }) as Promise<Results[]>;
  }

  async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    // The begin request's id names the transaction.
    const txId = this.#nextId;
    await this.#request({ kind: 'begin' });
    let closed = false;
    const tx: PgliteTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#request({
          kind: 'query',
          sql,
          params,
          options: wireOptions(options),
          tx: txId,
        }) as Promise<Results<R>>,
      exec: (sql: string) => this.#request({ kind: 'exec', sql, tx: txId }) as Promise<Results[]>,
      rollback: async () => {
        await this.#request({ kind: 'rollback', tx: txId });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.#request({ kind: 'end', tx: txId, commit: false }).catch(() => {});
      throw error;
    }
    await this.#request({ kind: 'end', tx: txId, commit: true });
    return result;
  }

  /** The data folder as a gzipped tarball (worker.js, `backup`); queries wait meanwhile. */
  backup(): Promise<Uint8Array> {
    return this.#request({ kind: 'backup' }) as Promise<Uint8Array>;
  }

  /** Closes the database (its files synced), then ends the worker. Safe to call twice. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (!this.#stopped) await this.#request({ kind: 'close' }).catch(() => {});
      this.#stop(new Error('The database is closed.'));
      await this.#worker.terminate();
    })();
    return this.#closing;
  }

  #request(body: RequestBody): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      try {
        this.#worker.postMessage({ ...body, id } as WorkerRequest);
      } catch (error) {
        // A parameter that cannot be cloned (a function, say) fails this query alone.
        reject(error as Error);
        return;
      }
      // The answer comes in a later message event, never before this.
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
    });
  }

  #settle(response: WorkerResponse): void {
    const pending = this.#pending.get(response.id);
    if (!pending) return;
    this.#pending.delete(response.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (response.ok) pending.resolve(response.value);
    else pending.reject(fromWireError(response.error));
  }

  #stop(reason: Error): void {
    this.#stopped ??= reason;
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
    this.#worker.unref();
  }
}

/** Drizzle's parsers only keep some types as text; that is what crosses to the worker. */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions {
  return {
    rowMode: options?.rowMode,
    textTypes: Object.keys(options?.parsers ?? {}).map(Number),
    paramTypes: options?.paramTypes,
  };
}
