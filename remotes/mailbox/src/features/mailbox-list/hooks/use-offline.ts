import { useSyncExternalStore } from 'react';
import { on } from '@mail/event-bus';
import { getGoogleClient, isOffline } from '@mail/gmail-client';

/**
 * Whether Google cannot be reached for want of a connection, as gmail-client tells it (a request's
 * own failure decides; the browser's online flag is only a hint to it).
 */
export function useOffline(): boolean {
  // Read again once subscribed: a change made before (a start offline is found by a probe moments
  // after the client is made) is not missed.
  return useSyncExternalStore(followStatus, () => isOffline(getGoogleClient().connection));
}

function followStatus(changed: () => void): () => void {
  const subscription = on('connection/status').subscribe(changed);
  return () => subscription.unsubscribe();
}
