import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { RecordArea } from '../record-area.ts';

type SchemaLoader = RecordArea['inputSchema'];

const loaded = new WeakMap<SchemaLoader, z.ZodObject>();
const loading = new WeakMap<SchemaLoader, Promise<z.ZodObject>>();

/** Loads an area's input schema once; a load that failed is tried again on the next call. */
export function loadInputSchema(area: Pick<RecordArea, 'inputSchema'>): Promise<z.ZodObject> {
  const loader = area.inputSchema;
  const known = loading.get(loader);
  if (known) return known;
  const promise = loader().then(
    (schema) => {
      loaded.set(loader, schema);
      return schema;
    },
    (error: unknown) => {
      loading.delete(loader);
      throw error;
    },
  );
  loading.set(loader, promise);
  return promise;
}

export type InputSchemaState =
  | { status: 'ready'; schema: z.ZodObject }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void };

/** How the last load of this loader ended (a success only redraws: the schema is in `loaded`). */
type Outcome = { loader: SchemaLoader; failed: boolean; error?: unknown };

/**
 * An area's input schema for its form: ready at once when already loaded (the form page's
 * route waits for it), otherwise loading, or the error of a load that failed with a retry.
 */
export function useInputSchema(area: Pick<RecordArea, 'inputSchema'>): InputSchemaState {
  const loader = area.inputSchema;
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const schema = loaded.get(loader);

  useEffect(() => {
    if (loaded.has(loader)) return undefined;
    let current = true;
    loadInputSchema({ inputSchema: loader }).then(
      () => {
        if (current) setOutcome({ loader, failed: false });
      },
      (error: unknown) => {
        if (current) setOutcome({ loader, failed: true, error });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, attempt]);

  if (schema) return { status: 'ready', schema };
  if (outcome?.loader === loader && outcome.failed) {
    return {
      status: 'error',
      error: outcome.error,
      retry: () => {
        setOutcome(undefined);
        setAttempt((value) => value + 1);
      },
    };
  }
  return { status: 'loading' };
}
