import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { QueryOptions, Transaction } from '@electric-sql/pglite';
import { toWireError } from './protocol.ts';
import type { WireQueryOptions, WorkerRequest, WorkerResponse } from './protocol.ts';

// The thread that owns the embedded database: queries run here, off the server's main thread.
// PGlite's own queue keeps them in arrival order and holds others back during a transaction.

const port = parentPort;
if (!port) throw new Error('The PGlite worker must run as a worker thread.');
const { dataDir } = workerData as { dataDir: string };
const database = new PGlite(dataDir);

type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> };
const transactions = new Map<number, OpenTransaction>();

/** Thrown inside PGlite's transaction callback to make it roll back. */
const ROLL_BACK = Symbol('roll back');

const keepText = (value: string) => value;

function queryOptions(wire: WireQueryOptions): QueryOptions {
  const parsers = Object.fromEntries((wire.textTypes ?? []).map((oid) => [oid, keepText]));
  return { rowMode: wire.rowMode, parsers, paramTypes: wire.paramTypes };
}

function openTransaction(id: number): Promise<void> {
  return new Promise((began, failed) => {
    let end: (commit: boolean) => void = () => {};
    const ended = new Promise<boolean>((resolve) => (end = resolve));
    const done = database
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        began();
        if (!(await ended)) throw ROLL_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      })
      .finally(() => transactions.delete(id));
    done.catch(failed);
  });
}

function transactionOf(id: number): Transaction {
  const open = transactions.get(id);
  if (!open) throw new Error('The transaction has ended.');
  return open.tx;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const target = request.tx === undefined ? database : transactionOf(request.tx);
      return target.query(request.sql, request.params, queryOptions(request.options));
    }
    case 'exec':
      return (request.tx === undefined ? database : transactionOf(request.tx)).exec(request.sql);
    case 'begin':
      return openTransaction(request.id);
    case 'rollback':
      return transactionOf(request.tx).rollback();
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) return undefined;
      open.end(request.commit);
      return open.done;
    }
    case 'close':
      return database.close();
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WorkerResponse),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: toWireError(error),
      } satisfies WorkerResponse),
  );
});
