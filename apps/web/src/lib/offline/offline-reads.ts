import { API_CACHE_PREFIX } from './worker-protocol.ts';

/**
 * Forgets the farm reads saved on this device for use without a connection, of every user (at
 * sign-out: the next person on this phone must not see them).
 */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
