/** LOGOUT does not wait longer for Google's answer: the device is already clear by then. */
const REVOKE_TIMEOUT_MS = 5000;

/**
 * Asks the provider to revoke a token, as Google documents it: POST {origin}/revoke with `token` in
 * a form body (a simple request: no preflight). Never rejects: offline, refused or slow, signing out
 * goes on, and the token then dies at its expiry. Resolves whether the provider confirmed.
 */
export async function revokeToken(
  revokeOrigin: string,
  token: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<boolean> {
  try {
    const response = await fetchImpl(`${revokeOrigin.replace(/\/+$/, '')}/revoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
      // The request outlives the page if the reader closes the tab right after LOGOUT.
      keepalive: true,
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`Token revocation answered ${response.status}`);
    return response.ok;
  } catch (error) {
    console.warn('Token revocation failed; this device is cleared anyway', error);
    return false;
  }
}
