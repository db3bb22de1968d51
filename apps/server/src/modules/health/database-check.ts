import type { DatabaseHandle } from '@flockbook/db';

export type DatabaseCheck = { ok: boolean; latencyMs: number };

/**
 * Checks the database at most once per `maxAgeMs`: health is polled by load balancers and
 * monitors, and a round-trip per poll would queue behind real work on a one-connection
 * embedded database. Concurrent callers share the one check in flight; while it waits behind
 * a long query, callers get the last known state instead of waiting too (only the very first
 * check is waited for), until it has waited `stuckAfterMs`: then the database is reported down.
 */
export function createDatabaseCheck(
  database: DatabaseHandle,
  onFailure: (error: unknown) => void,
  maxAgeMs = 1000,
  stuckAfterMs = 10_000,
): () => Promise<DatabaseCheck> {
  let last: { at: number; result: DatabaseCheck } | undefined;
  let inFlight: { since: number; result: Promise<DatabaseCheck> } | undefined;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return () => {
    const now = Date.now();
    if (last && now - last.at < maxAgeMs) return Promise.resolve(last.result);
    inFlight ??= {
      since: now,
      result: database
        .ping()
        .then(
          (latencyMs) => ({ ok: true, latencyMs: round(latencyMs) }),
          (error: unknown) => {
            onFailure(error);
            return { ok: false, latencyMs: 0 };
          },
        )
        .then((result) => {
          last = { at: Date.now(), result };
          inFlight = undefined;
          return result;
        }),
    };
    if (!last) return inFlight.result;
    const waited = now - inFlight.since;
    if (waited >= stuckAfterMs) return Promise.resolve({ ok: false, latencyMs: waited });
    return Promise.resolve(last.result);
  };
}
