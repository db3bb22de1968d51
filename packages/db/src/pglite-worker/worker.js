// @ts-check
import { copyFileSync, cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @import { QueryOptions, Transaction } from '@electric-sql/pglite' */
/**
 * @import { WireError, WireQueryOptions, WorkerData, WorkerRequest, WorkerResponse }
 *   from './protocol.ts'
 */

// The thread that owns the embedded database: queries run here, off the server's main thread.
// PGlite's own queue keeps them in arrival order and holds others back during a transaction.
// Plain JavaScript, so the thread starts without a TypeScript compiler (types: protocol.ts).

const port = parentPort;
if (!port) throw new Error('The PGlite worker must run as a worker thread.');
const { dataDir, template } = /** @type {WorkerData} */ (workerData);
if (template) copyCluster(template, dataDir);
// PostgreSQL zeroes its shared buffers in WebAssembly at every start: at the default 128 MB
// that is most of a restart. The data folder's files stay in the system's file cache, so a
// smaller pool costs reads little.
const SHARED_BUFFERS = '32MB';
const database = new PGlite(dataDir, {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
});

/**
 * A new data folder starts as a copy of a migrated one, which takes a fraction of initdb's time.
 * PG_VERSION goes last: PGlite takes a folder with it for a whole database, so a copy cut short
 * is copied again at the next start.
 * @param {string} from
 * @param {string} to
 */
function copyCluster(from, to) {
  if (existsSync(join(to, 'PG_VERSION'))) return;
  const version = join(from, 'PG_VERSION');
  cpSync(from, to, { recursive: true, filter: (source) => source !== version });
  copyFileSync(version, join(to, 'PG_VERSION'));
}

/** @typedef {{ tx: Transaction, end: (commit: boolean) => void, done: Promise<void> }} OpenTransaction */
/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();

/** Thrown inside PGlite's transaction callback to make it roll back. */
const ROLL_BACK = Symbol('roll back');

/** @param {string} value */
const keepText = (value) => value;

/**
 * @param {WireQueryOptions} wire
 * @returns {QueryOptions}
 */
function queryOptions(wire) {
  const parsers = Object.fromEntries((wire.textTypes ?? []).map((oid) => [oid, keepText]));
  return { rowMode: wire.rowMode, parsers, paramTypes: wire.paramTypes };
}

/**
 * @param {number} id
 * @returns {Promise<void>}
 */
function openTransaction(id) {
  return new Promise((began, failed) => {
    /** @type {(commit: boolean) => void} */
    let end = () => {};
    /** @type {Promise<boolean>} */
    const ended = new Promise((resolve) => (end = resolve));
    const done = database
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        began();
        if (!(await ended)) throw ROLL_BACK;
      })
      .catch((/** @type {unknown} */ error) => {
        if (error !== ROLL_BACK) throw error;
      })
      .finally(() => transactions.delete(id));
    done.catch(failed);
  });
}

/**
 * @param {number} id
 * @returns {Transaction}
 */
function transactionOf(id) {
  const open = transactions.get(id);
  if (!open) throw new Error('The transaction has ended.');
  return open.tx;
}

/**
 * @param {WorkerRequest} request
 * @returns {Promise<unknown>}
 */
async function handle(request) {
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
    case 'backup':
      return backup();
    case 'close':
      return database.close();
  }
}

/**
 * The data folder as PGlite's gzipped tarball. It waits for the transactions under way (a
 * transaction of its own holds the others back meanwhile), writes every change to the data
 * files (CHECKPOINT), then copies the folder while no query runs: the folder at one instant
 * between transactions, every committed change in it.
 * @returns {Promise<Uint8Array>}
 */
async function backup() {
  const file = await database.transaction(async (tx) => {
    await tx.exec('checkpoint');
    return database.dumpDataDir('gzip');
  });
  return new Uint8Array(await file.arrayBuffer());
}

const PLAIN = new Set(['string', 'number', 'boolean', 'bigint']);

/**
 * An error as it crosses between the threads: message, stack, cause and the plain fields
 * PGlite puts on its errors (SQLSTATE, detail, the failed query and its parameters, which came
 * from the main thread); not its options, which hold functions.
 * @param {unknown} error
 * @returns {WireError}
 */
function toWireError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  /** @type {Record<string, unknown>} */
  const props = {};
  for (const [key, value] of Object.entries(error)) {
    if (PLAIN.has(typeof value)) props[key] = value;
    else if (key === 'params' && Array.isArray(value)) props[key] = value;
  }
  const { cause } = /** @type {{ cause?: unknown }} */ (error);
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    props,
    ...(cause === undefined ? {} : { cause: toWireError(cause) }),
  };
}

/** @param {WorkerResponse} response */
const reply = (response) => {
  // A file's bytes move to the main thread instead of being copied.
  const { value } = /** @type {{ value?: unknown }} */ (response);
  port.postMessage(
    response,
    value instanceof Uint8Array && value.buffer instanceof ArrayBuffer ? [value.buffer] : [],
  );
};

port.on('message', (/** @type {WorkerRequest} */ request) => {
  handle(request).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (error) => reply({ id: request.id, ok: false, error: toWireError(error) }),
  );
});
