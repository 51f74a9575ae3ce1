import type { SignInResult } from './sign-in-result';
import { PENDING_SIGN_IN_STATE_KEY } from './storage-keys';

/** Remembers the state of a sign-in that leaves the page, for `completeRedirectSignIn` on return. */
export function rememberPendingState(state: string): void {
  sessionStorage.setItem(PENDING_SIGN_IN_STATE_KEY, state);
}

/**
 * Finishes a full-page redirect sign-in (the fallback when the popup is blocked): when this page's URL
 * fragment holds the answer to the sign-in we started, it checks the state, stores the token (or logs
 * 'Login error') and removes the fragment from the address bar and history. Call it once at start-up,
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
  sessionStorage.removeItem(PENDING_SIGN_IN_STATE_KEY);
  window.history.replaceState(window.history.state, '', pathname + search);
  const result = parseTokenFragment(hash, expectedState);
  settleSignIn(result);
  return result;
}
