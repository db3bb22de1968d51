import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageIdle } from './use-page-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePageIdle', () => {
  it('turns true when the browser reports an idle moment, at the latest after a second and a half', () => {
    let idleCallback: (() => void) | undefined;
    const request = vi.fn((callback: () => void) => {
      idleCallback = callback;
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => usePageIdle());
    expect(result.current).toBe(false);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    act(() => idleCallback?.());
    expect(result.current).toBe(true);
  });

  it('gives its idle callback back when the component goes first', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    renderHook(() => usePageIdle()).unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('waits for the next turn where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => usePageIdle());
    expect(result.current).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current).toBe(true);
  });
});
