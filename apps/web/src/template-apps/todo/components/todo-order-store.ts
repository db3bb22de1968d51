import { useSyncExternalStore } from 'react';

/** Each list's own order, by list url, for as long as the tab lives. */
let orders: ReadonlyMap<string, readonly string[]> = new Map();
const listeners = new Set<() => void>();

export function setTodoOrder(list: string, ids: readonly string[]): void {
  orders = new Map(orders).set(list, ids);
  for (const listener of listeners) listener();
}

export function useTodoOrder(list: string): readonly string[] | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => orders.get(list),
  );
}
