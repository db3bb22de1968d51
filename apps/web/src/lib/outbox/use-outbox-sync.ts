import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../session.ts';
import { startOutboxSync } from './outbox-sync.ts';

/**
 * Sends the signed-in user's outbox by itself while they are signed in (see
 * `startOutboxSync`); what it sends shows at once, as every query is fetched again.
 */
export function useOutboxSync(): void {
  const { user, signedIn } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    return startOutboxSync({ onSent: () => void queryClient.invalidateQueries() });
  }, [signedIn, user.uuid, queryClient]);
}
