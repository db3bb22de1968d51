import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageReady } from './first-page-ready.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A router whose only page's code arrives when `arrive` is called. */
function routerWithLazyPage() {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter([
    {
      path: '/',
      lazy: async () => {
        await code;
        return { Component: () => null };
      },
    },
  ]);
  return { router, arrive };
}

describe('firstPageReady', () => {
  it("waits for the first page's code when it comes within the time given", async () => {
    const { router, arrive } = routerWithLazyPage();
    let ready = false;
    const waiting = firstPageReady(router, 10_000).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);

    arrive();
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('stops waiting after the time given, the page then showing its splash', async () => {
    vi.useFakeTimers();
    const { router } = routerWithLazyPage();
    let ready = false;
    void firstPageReady(router, 150).then(() => (ready = true));

    await vi.advanceTimersByTimeAsync(149);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    expect(router.state.initialized).toBe(false);
  });

  it('answers at once when the router is ready already', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    expect(router.state.initialized).toBe(true);
    await expect(firstPageReady(router, 10_000)).resolves.toBeUndefined();
  });
});
