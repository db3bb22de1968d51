import { flushOutbox, onOutboxSent, outboxWaiting, subscribeOutbox } from './outbox.ts';

export type OutboxSyncOptions = {
  /** Called after items sent from the queue reached the server (e.g. to refresh queries). */
  onSent: () => void;
  /** The first wait after a failed send; doubled after each failure up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
};

/** The wait after `failures` failed rounds in a row: doubling, capped, a little spread. */
export function retryDelay(failures: number, baseDelayMs: number, maxDelayMs: number): number {
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(delay * (0.85 + Math.random() * 0.3));
}

/**
 * Sends the outbox by itself: now (the app's start or a sign-in), whenever the browser says the
 * connection is back or the page is shown again, when a write is queued, and on a timer while
 * items wait, backing off after each failed round. Answers a function that stops it.
 */
export function startOutboxSync({
  onSent,
  baseDelayMs = 15_000,
  maxDelayMs = 5 * 60_000,
}: OutboxSyncOptions): () => void {
  let stopped = false;
  let running = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (stopped || running || timer !== undefined || outboxWaiting() === 0) return;
    timer = setTimeout(() => void run(), retryDelay(failures + 1, baseDelayMs, maxDelayMs));
  };

  async function run() {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || running) return;
    running = true;
    try {
      const { sent, waiting } = await flushOutbox();
      failures = waiting === 0 ? 0 : sent > 0 ? 1 : failures + 1;
    } catch (error) {
      console.warn('Sending the outbox failed.', error);
      failures += 1;
    }
    running = false;
    schedule();
  }

  const now = () => void run();
  const shown = () => {
    if (document.visibilityState === 'visible') now();
  };
  window.addEventListener('online', now);
  document.addEventListener('visibilitychange', shown);
  const stopSent = onOutboxSent(onSent);
  // A write queued while this runs (no connection) gets its retry timer.
  const stopChanges = subscribeOutbox(schedule);
  now();

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', now);
    document.removeEventListener('visibilitychange', shown);
    stopSent();
    stopChanges();
  };
}
