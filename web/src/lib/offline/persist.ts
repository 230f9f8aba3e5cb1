import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { offlineStores, outbox } from './outbox';

/**
 * How long a copy kept for offline use is trusted: after that the app asks the server again. It is also the
 * cache's gcTime, so it must stay under setTimeout's limit (about 24.8 days): a longer one fires at once and
 * empties the cache (found by the offline browser test).
 */
export const OFFLINE_COPY_MAX_AGE_MS = 14 * 86_400_000;

/**
 * The last data seen, kept in IndexedDB for one account so the diary opens without network. Writes are
 * throttled (one per second at most); the copy is deleted on sign-out with the queue (outbox.close).
 */
export function idbPersister(userId: string): Persister {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: PersistedClient | undefined;
  return {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(() => {
        timer = undefined;
        // Not after sign-out: the copy was deleted and must stay deleted.
        if (latest && outbox.owner === userId)
          void set(userId, latest, offlineStores().cache).catch(() => undefined);
      }, 1000);
    },
    restoreClient: () => get<PersistedClient>(userId, offlineStores().cache).catch(() => undefined),
    removeClient: () => del(userId, offlineStores().cache).catch(() => undefined),
  };
}
