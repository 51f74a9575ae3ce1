import { useState } from 'react';
import { useBusEvent } from '@mail/event-bus';
import { getGoogleClient } from '@mail/gmail-client';

/**
 * Whether Google cannot be reached for want of a connection, as gmail-client tells it (a request's
 * own failure decides; the browser's online flag is only a hint to it).
 */
export function useOffline(): boolean {
  const [offline, setOffline] = useState(
    () => getGoogleClient().connection.status().state === 'offline',
  );
  useBusEvent('connection/status', ({ status }) => setOffline(status.state === 'offline'));
  return offline;
}
