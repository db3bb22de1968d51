import { useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../session.ts';
import { outboxSnapshot, subscribeOutbox } from './outbox.ts';
import type { OutboxItem, StoredItem } from './outbox-types.ts';

const noItems: readonly StoredItem[] = [];

/**
 * The signed-in user's kept writes, in queue order, and how many of them wait to be sent
 * (refused ones are listed, not counted). Other users' items on this device are not shown.
 */
export function useOutbox(): { items: OutboxItem[]; waiting: number } {
  const { user, signedIn } = useSession();
  const all = useSyncExternalStore(subscribeOutbox, outboxSnapshot, () => noItems);
  return useMemo(() => {
    const items = signedIn ? all.filter((item) => item.userId === user.uuid) : [];
    const waiting = items.filter((item) => item.state !== 'refused').length;
    return { items, waiting };
  }, [all, signedIn, user.uuid]);
}
