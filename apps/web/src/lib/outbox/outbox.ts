import { readAccessToken } from '../api-client.ts';
import { isTokenExpired, tokenSubject } from '../session-storage.ts';
import { sendWrite } from './outbox-send.ts';
import type { SendResult } from './outbox-send.ts';
import { deleteItem, readItems, writeItem } from './outbox-store.ts';
import type { OutboxWrite, StoredItem, SubmitOutcome } from './outbox-types.ts';

/*
 * The outbox: writes made without a connection, kept on the device (IndexedDB) and sent in
 * order, each with its idempotency key, once the connection is back. Every change to the queue
 * and every send happens under one lock, shared by the app's tabs where the browser has Web
 * Locks, so an item is never sent by two senders at once; the server's idempotency keys make a
 * send whose answer was lost harmless to repeat.
 */

const LOCK = 'flockbook-outbox';

let items: readonly StoredItem[] = [];
let loaded: Promise<void> | undefined;
const changeListeners = new Set<() => void>();
const sentListeners = new Set<() => void>();

/** Tells the app's other tabs that the queue changed, and hears theirs. */
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(LOCK);
channel?.addEventListener('message', () => void reload());

function emit(): void {
  for (const listener of changeListeners) listener();
}

async function reload(): Promise<void> {
  try {
    items = await readItems();
  } catch (error) {
    console.warn('The outbox could not be read.', error);
  }
  emit();
}

/** Reads the kept items the first time something asks for them. */
export function loadOutbox(): Promise<void> {
  loaded ??= reload();
  return loaded;
}

/** Calls `listener` whenever the queue changes; answers a function that stops it. */
export function subscribeOutbox(listener: () => void): () => void {
  changeListeners.add(listener);
  void loadOutbox();
  return () => changeListeners.delete(listener);
}

/** Every kept item, of every user, in queue order (the same array until the queue changes). */
export function outboxSnapshot(): readonly StoredItem[] {
  return items;
}

/** Calls `listener` after items sent from the queue reached the server (to refresh views). */
export function onOutboxSent(listener: () => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

async function put(item: StoredItem): Promise<void> {
  await writeItem(item);
  items = [...items.filter((other) => other.key !== item.key), item].sort((a, b) => a.seq - b.seq);
  emit();
  channel?.postMessage('changed');
}

async function drop(key: string): Promise<void> {
  await deleteItem(key);
  items = items.filter((item) => item.key !== key);
  emit();
  channel?.postMessage('changed');
}

let tail: Promise<unknown> = Promise.resolve();

/** Runs `work` alone: after this tab's earlier work, and under the tabs' shared lock. */
function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run = () => (locks ? locks.request(LOCK, work) : work());
  const next = tail.then(run, run);
  tail = next.catch(() => undefined);
  return next;
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The user whose items may be sent now: the one of a stored token that has not expired. */
function sender(): string | undefined {
  const token = readAccessToken();
  return token && !isTokenExpired(token) ? tokenSubject(token) : undefined;
}

/**
 * Sends the sender's items in order (a refused one stays in its place, marked, and does not
 * hold up the rest). A network failure, a 5xx or a 401 stops the round with that item
 * waiting, so later items never overtake it. `submitting` is the item just submitted: its
 * refusal goes back to the form instead of staying in the queue.
 */
async function flushLocked(submitting?: string): Promise<Map<string, SendResult>> {
  const results = new Map<string, SendResult>();
  items = await readItems();
  emit();
  const userId = sender();
  if (!userId || !isOnline()) return results;
  let replayed = false;
  for (const queued of items.filter((item) => item.userId === userId)) {
    if (queued.state === 'refused') continue;
    await put({ ...queued, state: 'sending' });
    const result = await sendWrite(queued);
    results.set(queued.key, result);
    if (result.kind === 'sent' || (result.kind === 'refused' && queued.key === submitting)) {
      await drop(queued.key);
      if (result.kind === 'sent' && queued.key !== submitting) replayed = true;
    } else if (result.kind === 'refused') {
      await put({ ...queued, state: 'refused', problem: result.problem });
    } else {
      await put({ ...queued, state: 'waiting', attempts: queued.attempts + 1 });
      break;
    }
  }
  if (replayed) for (const listener of sentListeners) listener();
  return results;
}

/** How many of the current sender's items wait to be sent. */
export function outboxWaiting(): number {
  const userId = sender();
  return items.filter((item) => item.userId === userId && item.state !== 'refused').length;
}

/**
 * Sends what waits, in order; answers how many went through and how many still wait (of the
 * signed-in user; others' items wait for their sign-in).
 */
export function flushOutbox(): Promise<{ sent: number; waiting: number }> {
  return withLock(async () => {
    const results = await flushLocked();
    const sent = [...results.values()].filter((result) => result.kind === 'sent').length;
    return { sent, waiting: outboxWaiting() };
  });
}

/**
 * Sends a write at once when there is a connection, after the items queued before it: 'sent'
 * with the server's answer, or 'refused' with its problem (a 4xx; nothing is kept). Without a
 * connection, or when sending fails on the way (network, timeout, 5xx, an ended session), the
 * write is kept and sent later: 'queued'. A write under the key of a kept one replaces it.
 */
export async function submitWrite(write: OutboxWrite): Promise<SubmitOutcome> {
  const result = await withLock(async () => {
    items = await readItems();
    const token = readAccessToken();
    await put({
      ...write,
      state: 'waiting',
      createdAt: new Date().toISOString(),
      // Kept for its user even when the token has expired: it waits for their next sign-in.
      userId: (token && tokenSubject(token)) ?? '',
      seq: Math.max(Date.now(), (items.at(-1)?.seq ?? 0) + 1),
      attempts: 0,
    });
    return (await flushLocked(write.key)).get(write.key);
  });
  if (result?.kind === 'sent') return { state: 'sent', data: result.data };
  if (result?.kind === 'refused') return { state: 'refused', problem: result.problem };
  return { state: 'queued' };
}

/** The kept item under `key`, as stored now (with whose it is and its place in the queue). */
export async function findOutboxItem(key: string): Promise<StoredItem | undefined> {
  await loadOutbox();
  return (await readItems()).find((item) => item.key === key);
}

/** Removes the item under `key` (a refused write the user gives up, or sends anew). */
export function discardOutboxItem(key: string): Promise<void> {
  return withLock(() => drop(key));
}
