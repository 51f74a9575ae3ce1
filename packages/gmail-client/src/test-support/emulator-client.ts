import { createGoogleClient, type GoogleClient, type GoogleClientOptions } from '../google-client';

/**
 * A client of the stand-in at `origin` for integration tests: every Google origin is the stand-in's,
 * and retries back off in milliseconds, not Google's seconds. `overrides` replace any option.
 */
export function emulatorClient(
  origin: string,
  getAccessToken: () => string,
  overrides: Partial<GoogleClientOptions> = {},
): GoogleClient {
  return createGoogleClient({
    origins: { gmail: origin, calendar: origin, userinfo: origin, oauth: origin },
    getAccessToken,
    onUnauthorized: () => undefined,
    retry: { baseDelayMs: 20, maxDelayMs: 200 },
    ...overrides,
  });
}
