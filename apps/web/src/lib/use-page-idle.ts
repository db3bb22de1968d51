import { useEffect, useState } from 'react';

/** At the latest this long after the first draw, the page counts as idle. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Turns true once the browser has had a moment with nothing to do after the component first
 * drew (at the latest after `IDLE_TIMEOUT_MS`). Requests that nothing on screen waits for (the
 * alerts' count, a filter's choices) wait for it, so that the page's own data and drawing have
 * the machine to themselves first.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), {
        timeout: IDLE_TIMEOUT_MS,
      });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, [idle]);
  return idle;
}
