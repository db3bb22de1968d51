import type { DatabaseHandle } from '@flockbook/db';
import { describe, expect, it, vi } from 'vitest';
import { createDatabaseCheck } from './database-check.ts';

const fakeDatabase = (ping: () => Promise<number>) => ({ ping }) as unknown as DatabaseHandle;

describe('createDatabaseCheck', () => {
  it('shares one query between concurrent callers and reuses it for a while', async () => {
    const ping = vi.fn(async () => 1.234);
    const check = createDatabaseCheck(fakeDatabase(ping), () => {}, 50);
    const results = await Promise.all([check(), check(), check()]);
    expect(results).toEqual([
      { ok: true, latencyMs: 1.23 },
      { ok: true, latencyMs: 1.23 },
      { ok: true, latencyMs: 1.23 },
    ]);
    await check();
    expect(ping).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await check();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('reports a failed query and tells why', async () => {
    const onFailure = vi.fn();
    const check = createDatabaseCheck(
      fakeDatabase(() => Promise.reject(new Error('connection refused'))),
      onFailure,
    );
    expect(await check()).toEqual({ ok: false, latencyMs: 0 });
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'connection refused' }),
    );
  });
});

describe('createDatabaseCheck while a check waits behind a long query', () => {
  it('answers the last known state, and reports the database down once it waited too long', async () => {
    let finish: (ms: number) => void = () => {};
    const ping = vi
      .fn<() => Promise<number>>()
      .mockResolvedValueOnce(2)
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValue(1);
    const check = createDatabaseCheck(fakeDatabase(ping), () => {}, 0, 40);
    expect(await check()).toEqual({ ok: true, latencyMs: 2 });
    expect(await check()).toEqual({ ok: true, latencyMs: 2 });
    expect(ping).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await check()).toMatchObject({ ok: false });
    finish(300);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The finished check is the last known state; a new one starts behind it.
    expect(await check()).toEqual({ ok: true, latencyMs: 300 });
    expect(ping).toHaveBeenCalledTimes(3);
  });
});
