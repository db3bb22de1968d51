import type { DatabaseHandle } from '@flockbook/db';

export type DatabaseCheck = { ok: boolean; latencyMs: number };

/**
 * Checks the database at most once per `maxAgeMs`: health is polled by load balancers and
 * monitors, and a round-trip per poll would queue behind real work on a one-connection
 * embedded database. Concurrent callers share the one check in flight.
 */
export function createDatabaseCheck(
  database: DatabaseHandle,
  onFailure: (error: unknown) => void,
  maxAgeMs = 1000,
): () => Promise<DatabaseCheck> {
  let last: { at: number; result: DatabaseCheck } | undefined;
  let inFlight: Promise<DatabaseCheck> | undefined;
  return () => {
    if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.result);
    inFlight ??= database
      .ping()
      .then(
        (latencyMs) => ({ ok: true, latencyMs: Math.round(latencyMs * 100) / 100 }),
        (error: unknown) => {
          onFailure(error);
          return { ok: false, latencyMs: 0 };
        },
      )
      .then((result) => {
        last = { at: Date.now(), result };
        inFlight = undefined;
        return result;
      });
    return inFlight;
  };
}
