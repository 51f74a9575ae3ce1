import type { SignInResult } from './sign-in-result';
import { PENDING_SIGN_IN_ADDRESS_KEY, PENDING_SIGN_IN_STATE_KEY } from './storage-keys';

/**
 * Remembers, for `completeRedirectSignIn` on return, the state of a sign-in that leaves the page and
 * the page's address (the login screen names there the route to go back to).
 */
export function rememberPendingSignIn(state: string): void {
  sessionStorage.setItem(PENDING_SIGN_IN_STATE_KEY, state);
  sessionStorage.setItem(PENDING_SIGN_IN_ADDRESS_KEY, location.pathname + location.search);
}

/** The remembered address, if it is a path of this origin (what else could be stored there is not). */
function addressLeftFrom(): string | null {
  const address = sessionStorage.getItem(PENDING_SIGN_IN_ADDRESS_KEY);
  if (!address?.startsWith('/')) return null;
  const url = new URL(address, location.origin);
  return url.origin === location.origin ? url.pathname + url.search : null;
}

/**
 * Finishes a full-page redirect sign-in (the fallback when the popup is blocked): when this page's URL
 * fragment holds the answer to the sign-in we started, it checks the state, stores the token (or logs
 * 'Login error') and puts the address the sign-in left from in place of the answer's, so the token
 * leaves the address bar and history and the app goes on from where the reader was. Call it once at start-up,
 * before `readSession()`, when the address has a fragment (`@mail/auth/redirect-sign-in`: no part of
 * a signed-in first screen). Resolves null when no redirect sign-in is coming back; the code that reads
 * the answer loads only when one is (a signed-in start never needs it).
 */
export async function completeRedirectSignIn(): Promise<SignInResult | null> {
  const expectedState = sessionStorage.getItem(PENDING_SIGN_IN_STATE_KEY);
  const { hash, pathname, search } = window.location;
  if (expectedState === null || !new URLSearchParams(hash.slice(1)).has('state')) return null;

  // Loaded before the answer is taken: code that cannot load leaves the answer for a reload.
  const { parseTokenFragment, settleSignIn } = await import('./sign-in-result');
  const address = addressLeftFrom() ?? pathname + search;
  sessionStorage.removeItem(PENDING_SIGN_IN_STATE_KEY);
  sessionStorage.removeItem(PENDING_SIGN_IN_ADDRESS_KEY);
  window.history.replaceState(window.history.state, '', address);
  const result = parseTokenFragment(hash, expectedState);
  settleSignIn(result);
  return result;
}
