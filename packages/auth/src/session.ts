import { on, publish, type SignOutReason } from '@mail/event-bus';
import { clearDeviceStorage } from './device-storage';
import { announceSignOut, onOtherTabSignOut } from './session-channel';
import {
  getSession,
  setSession,
  subscribeSession,
  type Session,
  type SignedInSession,
} from './session-store';
import { KEPT_ACROSS_SIGN_IN_PREFIX } from './storage-keys';
import {
  isExpired,
  readStoredToken,
  writeToken,
  type StoredToken,
  type TokenGrant,
} from './token-storage';

// Browsers run longer timeouts at once; a clamped timer re-checks and waits again.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Whether a token that dies or is refused is renewed instead of ending the session: true while the
 * shell's session keeper can ask Google for a new one (Google mode, `allowRenewal`).
 */
let renewable = false;

function cancelExpiry(): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
}

function scheduleExpiry(expiresAt: number | null): void {
  cancelExpiry();
  if (expiresAt === null) return;
  const delay = Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_DELAY_MS);
  expiryTimer = setTimeout(() => {
    // Read storage again: another tab may have signed in with a fresh token meanwhile.
    const token = readStoredToken();
    if (token && !isExpired(token)) enterSignedIn(token);
    else if (renewable) needRenewal();
    else signOut('expired');
  }, delay);
}

function needRenewal(): void {
  const session = getSession();
  if (session.status === 'signed-in' && !session.needsRenewal) {
    setSession({ ...session, needsRenewal: true });
  }
}

function enterSignedIn(token: StoredToken): SignedInSession {
  const session: SignedInSession = { status: 'signed-in', ...token, needsRenewal: false };
  scheduleExpiry(token.expiresAt);
  setSession(session);
  return session;
}

/**
 * The start-up check: signed in when a live token is stored, signed out otherwise. A stored token that
 * has expired ends that session as `signOut('expired')` does.
 */
export function readSession(): Session {
  const token = readStoredToken();
  if (!token) setSession({ status: 'signed-out', reason: null });
  else if (isExpired(token)) signOut('expired');
  else enterSignedIn(token);
  return getSession();
}

/** Stores a token the sign-in provider granted and makes the session signed in until it expires. */
export function storeToken(grant: TokenGrant): SignedInSession {
  return enterSignedIn(writeToken(grant));
}

/**
 * Lets a dying or refused token be renewed instead of ending the session, for as long as the caller
 * (the signed-in page's session keeper) can ask Google for a new one; returns what stops it.
 */
export function allowRenewal(): () => void {
  renewable = true;
  return () => {
    renewable = false;
  };
}

/**
 * Google refused the current token (a call answered 401): renewed when that is allowed, else the
 * session ends as `signOut('unauthorized')`.
 */
export function tokenRejected(): void {
  // Calls still out when the session ended (expiry, another tab) keep the reason it ended with.
  if (getSession().status !== 'signed-in') return;
  if (renewable) needRenewal();
  else void signOut('unauthorized');
}

/**
 * The live token, now or once renewed: resolves at once while one is stored, else when a new one
 * is (this tab's renewal or another tab's sign-in). Rejects when the session ends, or with the
 * signal's reason.
 */
export function waitForAccessToken(signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const session = getSession();
      if (signal?.aborted) reject(signal.reason);
      else if (session.status !== 'signed-in') reject(new Error('Signed out'));
      else if (!session.needsRenewal && !isExpired(session)) resolve(session.accessToken);
      else return;
      unsubscribe();
      signal?.removeEventListener('abort', check);
    };
    const unsubscribe = subscribeSession(check);
    signal?.addEventListener('abort', check);
    check();
  });
}

/** Clears local storage but the reader's kept choices. */
function clearLocalStorageButKeptChoices(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  const keptKeys = keys.filter(
    (key): key is string => key !== null && key.startsWith(KEPT_ACROSS_SIGN_IN_PREFIX),
  );
  const kept = keptKeys.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  kept.forEach(([key, value]) => {
    if (value !== null) localStorage.setItem(key, value);
  });
}

/**
 * Ends the session. `user` (LOGOUT) clears every store of the device: local and session storage,
 * every IndexedDB database and Cache Storage; `unauthorized` (an API call answered 401) and `expired`
 * clear the token and every cache in local storage but keep the reader's kept choices. Unsent drafts
 * live in IndexedDB (@mail/drafts), which only LOGOUT clears, so a token that dies while the user
 * writes does not lose the message. In-memory caches follow `auth/signed-out` (@mail/gmail-client,
 * the remotes' stores).
 *
 * Publishes `auth/signed-out` once per session: when a token was stored. Further calls, such as
 * several requests failing with 401 at once, only make sure storage is clear. Resolves once the
 * device is cleared; the session is signed out at once.
 */
export function signOut(reason: SignOutReason): Promise<void> {
  const endsASession = readStoredToken() !== null;
  const cleared = reason === 'user' ? clearDeviceStorage() : clearLocalStorageButKeptChoices();
  cancelExpiry();
  setSession({ status: 'signed-out', reason });
  if (endsASession) {
    publish({ type: 'auth/signed-out', reason });
    announceSignOut(reason);
  }
  return Promise.resolve(cleared);
}

/**
 * LOGOUT: the device is cleared and the session ended at once (`signOut('user')`), then the token is
 * revoked at `revokeOrigin` (Google's, or the stand-in's) so that a copy of it left anywhere answers
 * 401. Revoking never holds signing out back: offline or refused, the token dies at its expiry. No
 * `revokeOrigin` (a run-time config from before it existed): the device is cleared only. The revoking
 * code loads on the first LOGOUT (no other screen needs it); if it cannot load, the token dies at its
 * expiry as when Google cannot be reached.
 */
export async function logOut(revokeOrigin: string | undefined): Promise<void> {
  const token = readStoredToken()?.accessToken;
  const cleared = signOut('user');
  const revoked =
    token && revokeOrigin
      ? import('./token-revocation').then(
          ({ revokeToken }) => revokeToken(revokeOrigin, token),
          (error: unknown) => console.warn('Token revocation could not load', error),
        )
      : null;
  await Promise.all([cleared, revoked]);
}

/** Ends this page's session for a sign-out made elsewhere, whose storage clearing is done. */
function followSignOut(reason: SignOutReason): void {
  cancelExpiry();
  setSession({ status: 'signed-out', reason });
}

// Another copy of this package (bundled by another remote) may end the session: follow it.
on('auth/signed-out').subscribe(({ reason }) => {
  if (getSession().status !== 'signed-out') followSignOut(reason);
});

// Another tab ended the session (its storage is this tab's, already cleared): this tab ends it too,
// and its stores forget the account (`auth/signed-out`), so nothing more is shown or written.
onOtherTabSignOut((reason) => {
  if (getSession().status !== 'signed-in') return;
  followSignOut(reason);
  publish({ type: 'auth/signed-out', reason });
});
