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
