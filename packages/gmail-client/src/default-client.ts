import { getAccessToken, tokenRejected, waitForAccessToken } from '@mail/auth';
import type { ApiOrigins } from '@mail/contracts';
import { on, publish } from '@mail/event-bus';
import { followBrowserConnection } from './browser-connection';
import { createGoogleClient, type GoogleClient } from './google-client';
import { withOfflineReading } from './offline-reading';

let pageClient: GoogleClient | undefined;
let stopFollowingBrowser: (() => void) | undefined;

/**
 * Creates the page-wide client, wired to @mail/auth (token; a 401 renews the token in Google mode,
 * else signs out with 'unauthorized'), to
 * the bus (it publishes 'connection/status' and 'connection/resumed') and to the window's online,
 * offline and visibility events. The shell calls it once at start (a remote running standalone
 * calls it itself); every remote then uses `getGoogleClient()`, so the whole page shares one in-flight
 * cap, one attachment cache, one list supersession and one connection status. Calling it again replaces the client (calls already made finish on the old one).
 */
export function configureGoogleClient(origins: ApiOrigins): GoogleClient {
  pageClient = createGoogleClient({
    origins,
    getAccessToken,
    onUnauthorized: tokenRejected,
    waitForAccessToken,
    onConnectionStatus: (status) => publish({ type: 'connection/status', status }),
    onConnectionResumed: (reason) => publish({ type: 'connection/resumed', reason }),
  });
  stopFollowingBrowser?.();
  stopFollowingBrowser =
    typeof window === 'undefined' ? undefined : followBrowserConnection(pageClient.connection);
  // Lists and conversations the reader has seen stay readable offline (issue 14, item 6).
  pageClient = withOfflineReading(pageClient, {
    store: () => import('./saved-mail-store').then(({ savedMailStore }) => savedMailStore),
    getAccessToken,
  });
  return pageClient;
}

// Whatever ends the session (LOGOUT, a 401, expiry), the next account must find nothing of this one.
on('auth/signed-out').subscribe(() => pageClient?.forgetAccountData());

/** The page-wide client; throws when `configureGoogleClient` has not run yet. */
export function getGoogleClient(): GoogleClient {
  if (!pageClient) {
    throw new Error('Google client not configured: call configureGoogleClient(origins) first.');
  }
  return pageClient;
}
