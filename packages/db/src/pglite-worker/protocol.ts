/**
 * Messages between the main thread's PGlite client and the worker that owns the database
 * (worker.js, plain JavaScript typed from here).
 */

export type WorkerData = {
  /** A folder, or `memory://`. */
  dataDir: string;
  /** A migrated data folder to copy into `dataDir` when that holds no database yet. */
  template?: string;
};

/** Query options that cross the thread boundary (parsers cannot: they are functions). */
export type WireQueryOptions = {
  rowMode?: 'array' | 'object';
  /** Type ids whose values stay as PostgreSQL's text (what drizzle's pass-through parsers ask). */
  textTypes?: number[];
  paramTypes?: number[];
};

export type WorkerRequest = { id: number } & (
  | { kind: 'query'; sql: string; params: unknown[]; options: WireQueryOptions; tx?: number }
  | { kind: 'exec'; sql: string; tx?: number }
  /** Opens a transaction; its id is this request's id. Answered once BEGIN ran. */
  | { kind: 'begin' }
  | { kind: 'rollback'; tx: number }
  /** Ends a transaction: commits unless rolled back already, or rolls back. */
  | { kind: 'end'; tx: number; commit: boolean }
  /**
   * A gzipped tarball of the data folder (PGlite's dumpDataDir), taken between transactions
   * after a checkpoint. Answered with its bytes (Uint8Array, transferred).
   */
  | { kind: 'backup' }
  | { kind: 'close' }
);

export type WireError = {
  name: string;
  message: string;
  stack?: string;
  props: object;
  cause?: WireError;
};

export type WorkerResponse =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** A database error rebuilt on the main thread: same message, SQLSTATE and other fields. */
export class DatabaseError extends Error {
  [key: string]: unknown;
}

export function fromWireError(wire: WireError): Error {
  const error = Object.assign(new DatabaseError(wire.message), wire.props);
  if (wire.cause) error.cause = fromWireError(wire.cause);
  error.name = wire.name;
  if (wire.stack) error.stack = wire.stack;
  return error;
}
