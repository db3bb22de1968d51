import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/render-route.tsx';
import { ACCESS_TOKEN_KEY } from '../api-client.ts';
import { retryDelay } from './outbox-sync.ts';

const fetchMock = vi.fn<typeof fetch>();
let online = true;
let stop: (() => void) | undefined;

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${part({ alg: 'HS256' })}.${part({ sub: 'u-1', exp: Date.now() / 1000 + 3600 })}.s`;

/** A fresh page's outbox with one write queued while offline. */
async function pageWithQueuedWrite() {
  vi.resetModules();
  const outbox = await import('./outbox.ts');
  const sync = await import('./outbox-sync.ts');
  online = false;
  await outbox.submitWrite({
    key: 'round-1',
    method: 'POST',
    path: '/api/daily-round',
    body: { roundId: 'round-1' },
    label: 'Round',
    href: '/apps/daily-round',
  });
  return { outbox, sync };
}

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  await clear(createStore('flockbook-outbox', 'writes'));
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('retryDelay', () => {
  it('doubles after each failure, up to the cap, give or take 15%', () => {
    const spread = (failures: number) => retryDelay(failures, 1_000, 8_000);
    for (const [failures, delay] of [
      [1, 1_000],
      [2, 2_000],
      [3, 4_000],
      [4, 8_000],
      [9, 8_000],
    ] as const) {
      expect(spread(failures)).toBeGreaterThanOrEqual(delay * 0.85);
      expect(spread(failures)).toBeLessThanOrEqual(delay * 1.15);
    }
  });
});

describe('startOutboxSync', () => {
  it('sends the queue when the connection comes back, then refreshes the views', async () => {
    const { outbox, sync } = await pageWithQueuedWrite();
    const onSent = vi.fn();
    stop = sync.startOutboxSync({ onSent, baseDelayMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();

    online = true;
    fetchMock.mockResolvedValue(jsonResponse({ roundId: 'round-1' }));
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await outbox.findOutboxItem('round-1')).toBeUndefined();
  });

  it('tries again by itself after a failed send, and at start', async () => {
    const { outbox, sync } = await pageWithQueuedWrite();
    online = true;
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({}, { status: 502 }))
      .mockResolvedValue(jsonResponse({ roundId: 'round-1' }));
    const onSent = vi.fn();
    stop = sync.startOutboxSync({ onSent, baseDelayMs: 20, maxDelayMs: 40 });

    await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await outbox.findOutboxItem('round-1')).toBeUndefined();
  });

  it('stops sending once stopped (signed out)', async () => {
    const { sync } = await pageWithQueuedWrite();
    stop = sync.startOutboxSync({ onSent: vi.fn(), baseDelayMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    // A send begun before the stop ends first (offline, it sends nothing).
    await new Promise((resolve) => setTimeout(resolve, 100));
    online = true;
    fetchMock.mockResolvedValue(jsonResponse({}));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
