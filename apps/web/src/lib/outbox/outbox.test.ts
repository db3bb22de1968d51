import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/render-route.tsx';
import { ACCESS_TOKEN_KEY } from '../api-client.ts';
import type { OutboxWrite } from './outbox-types.ts';

const fetchMock = vi.fn<typeof fetch>();
const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

/** A token as the server signs them, as far as the browser reads one: its user and expiry. */
function tokenOf(sub: string, expiresInSeconds = 3600): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${part({ alg: 'HS256' })}.${part({ sub, exp })}.signature`;
}

function signInAs(sub: string) {
  localStorage.setItem(ACCESS_TOKEN_KEY, tokenOf(sub));
}

const write = (key: string, body: unknown = { count: 1 }): OutboxWrite => ({
  key,
  method: 'POST',
  path: '/api/deaths',
  body,
  label: `Deaths ${key}`,
  href: `/apps/deaths/${key}`,
});

const sent = () =>
  fetchMock.mock.calls.map(([, init]) => ({
    key: new Headers(init?.headers).get('Idempotency-Key'),
    auth: new Headers(init?.headers).get('Authorization'),
    body: JSON.parse(String(init?.body)) as unknown,
  }));

const problem = (status: number, errors?: Record<string, string>) =>
  jsonResponse(
    { type: 'about:blank', title: 'Bad Request', status, detail: 'Refused.', errors },
    { status },
  );

let online = true;

/** The outbox as a page that has just loaded: its modules fresh, the device's data kept. */
async function freshOutbox() {
  vi.resetModules();
  return import('./outbox.ts');
}

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  localStorage.clear();
  await clear(createStore('flockbook-outbox', 'writes'));
  signInAs(ALICE);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('submitWrite', () => {
  it('sends at once when online, with the key and the token, and keeps nothing', async () => {
    const outbox = await freshOutbox();
    fetchMock.mockResolvedValue(jsonResponse({ id: 'd1' }, { status: 201 }));

    await expect(outbox.submitWrite(write('k-1'))).resolves.toEqual({
      state: 'sent',
      data: { id: 'd1' },
    });
    expect(sent()).toEqual([
      { key: 'k-1', auth: `Bearer ${localStorage.getItem(ACCESS_TOKEN_KEY)}`, body: { count: 1 } },
    ]);
    expect(await outbox.findOutboxItem('k-1')).toBeUndefined();
  });

  it('answers a 4xx as refused with its problem, and keeps nothing', async () => {
    const outbox = await freshOutbox();
    fetchMock.mockResolvedValue(problem(400, { count: 'Only 40 birds are alive' }));

    const outcome = await outbox.submitWrite(write('k-2'));

    expect(outcome).toMatchObject({
      state: 'refused',
      problem: { status: 400, errors: { count: 'Only 40 birds are alive' } },
    });
    expect(await outbox.findOutboxItem('k-2')).toBeUndefined();
  });

  it('keeps a write that cannot reach the server, across a reload', async () => {
    const outbox = await freshOutbox();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(outbox.submitWrite(write('k-3', { count: 7 }))).resolves.toEqual({
      state: 'queued',
    });

    const reloaded = await freshOutbox();
    expect(await reloaded.findOutboxItem('k-3')).toMatchObject({
      state: 'waiting',
      body: { count: 7 },
      label: 'Deaths k-3',
      href: '/apps/deaths/k-3',
      userId: ALICE,
    });
  });

  it('queues without trying while the browser is offline', async () => {
    const outbox = await freshOutbox();
    online = false;

    await expect(outbox.submitWrite(write('k-4'))).resolves.toEqual({ state: 'queued' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(outbox.outboxWaiting()).toBe(1);
  });

  it('keeps a write the server fails on (5xx) and goes after the writes queued before it', async () => {
    const outbox = await freshOutbox();
    online = false;
    await outbox.submitWrite(write('first'));
    online = true;
    fetchMock.mockResolvedValueOnce(jsonResponse({}, { status: 503 }));

    await expect(outbox.submitWrite(write('second'))).resolves.toEqual({ state: 'queued' });
    // The earlier write was tried first and failed: the new one was not sent past it.
    expect(sent().map((call) => call.key)).toEqual(['first']);
    expect((await outbox.findOutboxItem('first'))?.state).toBe('waiting');
    expect((await outbox.findOutboxItem('second'))?.state).toBe('waiting');
  });
});

describe('replaying the outbox', () => {
  async function queued(...keys: string[]) {
    const outbox = await freshOutbox();
    online = false;
    for (const key of keys) await outbox.submitWrite(write(key, { key }));
    online = true;
    return outbox;
  }

  it('sends the kept writes in the order they were made, then forgets them', async () => {
    const outbox = await queued('a', 'b', 'c');
    const reloaded = await freshOutbox();
    fetchMock.mockImplementation(async () => jsonResponse({}, { status: 201 }));
    const onSent = vi.fn();
    reloaded.onOutboxSent(onSent);

    await expect(reloaded.flushOutbox()).resolves.toEqual({ sent: 3, waiting: 0 });

    expect(sent().map((call) => [call.key, call.body])).toEqual([
      ['a', { key: 'a' }],
      ['b', { key: 'b' }],
      ['c', { key: 'c' }],
    ]);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(await outbox.findOutboxItem('a')).toBeUndefined();
  });

  it('sends each key once, however many replays start at the same time', async () => {
    const outbox = await queued('x', 'y');
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) => setTimeout(() => resolve(jsonResponse({}, { status: 201 })), 20)),
    );

    await Promise.all([outbox.flushOutbox(), outbox.flushOutbox(), outbox.flushOutbox()]);

    expect(sent().map((call) => call.key)).toEqual(['x', 'y']);
  });

  it('keeps a refused write with its problem and values, and sends the ones after it', async () => {
    const outbox = await queued('ok-1', 'bad', 'ok-2');
    fetchMock.mockImplementation(async (_url, init) =>
      new Headers(init?.headers).get('Idempotency-Key') === 'bad'
        ? problem(400, { 'houses.0.deaths.0.count': 'Only 40 birds are alive' })
        : jsonResponse({}, { status: 201 }),
    );

    await expect(outbox.flushOutbox()).resolves.toEqual({ sent: 2, waiting: 0 });

    expect(await outbox.findOutboxItem('bad')).toMatchObject({
      state: 'refused',
      body: { key: 'bad' },
      problem: { status: 400, errors: { 'houses.0.deaths.0.count': 'Only 40 birds are alive' } },
    });
    // A refused write is not sent again by itself.
    fetchMock.mockClear();
    await outbox.flushOutbox();
    expect(fetchMock).not.toHaveBeenCalled();
    await outbox.discardOutboxItem('bad');
    expect(await outbox.findOutboxItem('bad')).toBeUndefined();
  });

  it('keeps a write refused for its token (401) waiting for the next sign-in, in its place', async () => {
    const outbox = await queued('p', 'q');
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: 'Invalid access token detected' }, { status: 401 }),
    );

    await expect(outbox.flushOutbox()).resolves.toEqual({ sent: 0, waiting: 2 });
    expect(sent().map((call) => call.key)).toEqual(['p']);
    expect((await outbox.findOutboxItem('p'))?.state).toBe('waiting');

    // Signed out: nothing is sent, and nothing is lost.
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    fetchMock.mockClear();
    await outbox.flushOutbox();
    expect(fetchMock).not.toHaveBeenCalled();

    signInAs(ALICE);
    fetchMock.mockImplementation(async () => jsonResponse({}, { status: 201 }));
    await expect(outbox.flushOutbox()).resolves.toEqual({ sent: 2, waiting: 0 });
    expect(sent().map((call) => call.key)).toEqual(['p', 'q']);
  });

  it("sends only the signed-in user's writes", async () => {
    const outbox = await queued('alice-1');
    signInAs(BOB);
    fetchMock.mockImplementation(async () => jsonResponse({}, { status: 201 }));

    await expect(outbox.flushOutbox()).resolves.toEqual({ sent: 0, waiting: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await outbox.findOutboxItem('alice-1'))?.userId).toBe(ALICE);
  });

  it('sends a write left "sending" by a closed page again, under the same key', async () => {
    const outbox = await queued('left');
    let release: () => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () => new Promise((_resolve, reject) => (release = () => reject(new TypeError('closed')))),
    );
    const pending = outbox.flushOutbox();
    await vi.waitFor(async () =>
      expect((await outbox.findOutboxItem('left'))?.state).toBe('sending'),
    );

    // The page is closed mid-send; the next one finds the write and sends it again.
    const reloaded = await freshOutbox();
    fetchMock.mockImplementation(async () => jsonResponse({}, { status: 201 }));
    await expect(reloaded.flushOutbox()).resolves.toMatchObject({ sent: 1 });
    expect(sent().map((call) => call.key)).toEqual(['left', 'left']);
    release();
    await pending;
  });
});
