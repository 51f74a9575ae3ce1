import { getGoogleClient } from '@mail/gmail-client';

/**
 * Whether a request to Google found no connection (and the browser agrees): `navigator.onLine` alone
 * is only a hint, false on a loopback-only machine where every request succeeds.
 */
export const connectionOffline = () => getGoogleClient().connection.status().state === 'offline';
