import { createStore, del, entries, set } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import type { StoredItem } from './outbox-types.ts';

const DATABASE = 'flockbook-outbox';
const STORE = 'writes';

let store: UseStore | undefined;
/** Items kept in memory when the browser has no IndexedDB (they then last for this page). */
let memory: Map<string, StoredItem> | undefined;

function database(): UseStore | undefined {
  if (memory) return undefined;
  if (typeof indexedDB === 'undefined') {
    memory = new Map();
    return undefined;
  }
  return (store ??= createStore(DATABASE, STORE));
}

/** Every kept item, in the order they were queued. */
export async function readItems(): Promise<StoredItem[]> {
  const db = database();
  const found = db
    ? (await entries<string, StoredItem>(db)).map(([, item]) => item)
    : [...(memory?.values() ?? [])];
  return found.sort((a, b) => a.seq - b.seq);
}

export async function writeItem(item: StoredItem): Promise<void> {
  const db = database();
  if (db) await set(item.key, item, db);
  else memory?.set(item.key, item);
}

export async function deleteItem(key: string): Promise<void> {
  const db = database();
  if (db) await del(key, db);
  else memory?.delete(key);
}
