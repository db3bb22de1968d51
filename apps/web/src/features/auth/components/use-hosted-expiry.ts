import { useEffect, useState } from 'react';
import { isHostedSessionExpired } from '../../../lib/hosted-session.ts';
import type { HostedSession } from '../../../lib/hosted-session.ts';

/** The longest delay a browser timer keeps (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Calls `onExpired` when a hosted session's stored expiry passes while the app is open. */
export function useHostedExpiry(hosted: HostedSession | null, onExpired: () => void): void {
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (hosted?.provider !== 'auth0') return undefined;
    const delay = Math.min(Math.max(hosted.expiresAt - Date.now(), 0), MAX_TIMER_MS);
    const timer = window.setTimeout(() => {
      // A session longer than one timer waits again.
      if (isHostedSessionExpired(hosted)) onExpired();
      else setRound((value) => value + 1);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [hosted, onExpired, round]);
}
