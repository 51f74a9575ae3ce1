import { storeToken } from './session';
import type { SignedInSession } from './session-store';
import type { TokenGrant } from './token-storage';

/** Why a sign-in attempt gave no token. */
export interface SignInFailure {
  /**
   * The provider's OAuth error (`access_denied`, …) or one of ours: `no_token` (an answer without a
   * token), `invalid_response`, `state_mismatch`, `popup_closed`, `popup_failed_to_open`.
   */
  error: string;
  description?: string;
  /** The answer as received, for the log; any access token in it is redacted. */
  response: unknown;
}

export type SignInResult = { ok: true; grant: TokenGrant } | { ok: false; failure: SignInFailure };

/** What the login screen hears back from a sign-in attempt. */
export interface SignInCallbacks {
  /** The token is stored and the session signed in when this runs. */
  onSuccess?: (session: SignedInSession) => void;
  /** 'Login error' and the answer are already logged when this runs. */
  onError?: (failure: SignInFailure) => void;
}

function redacted(response: Record<string, unknown>): Record<string, unknown> {
  return 'access_token' in response ? { ...response, access_token: '[redacted]' } : response;
}

export function signInFailed(
  error: string,
  response: Record<string, unknown>,
  description?: string,
): SignInResult {
  const failure: SignInFailure = { error, response: redacted(response) };
  if (description) failure.description = description;
  return { ok: false, failure };
}

/** Google's access-token lifetime, assumed when an answer leaves expires_in out (OAuth allows it). */
const DEFAULT_LIFETIME_SECONDS = 3599;

/** Checks a token answer's fields (Google's callback object or a parsed redirect fragment). */
export function grantFromResponse(response: Record<string, unknown>): SignInResult {
  const { access_token: accessToken, expires_in: expiresIn, scope } = response;
  if (typeof accessToken !== 'string' || accessToken === '')
    return signInFailed('no_token', response);
  const lifetime =
    expiresIn === undefined || expiresIn === '' ? DEFAULT_LIFETIME_SECONDS : Number(expiresIn);
  if (!(lifetime > 0)) return signInFailed('invalid_response', response, 'expires_in is not valid');
  const grant: TokenGrant = { access_token: accessToken, expires_in: lifetime };
  if (typeof scope === 'string') grant.scope = scope;
  return { ok: true, grant };
}

/**
 * Parses an OAuth implicit-flow answer (`#access_token=…&expires_in=…&state=…` or `#error=…`). The
 * state must be the one we sent, else the answer may have been planted.
 */
export function parseTokenFragment(fragment: string, expectedState: string): SignInResult {
  const response: Record<string, string> = Object.fromEntries(
    new URLSearchParams(fragment.replace(/^#/, '')),
  );
  if (response.state !== expectedState) return signInFailed('state_mismatch', response);
  if (response.error) return signInFailed(response.error, response, response.error_description);
  return grantFromResponse(response);
}

/**
 * What every sign-in path does with its outcome: store the token, or log the failed answer
 * (docs/behaviour/errors-and-status.md#messages).
 */
export function settleSignIn(result: SignInResult, callbacks: SignInCallbacks = {}): void {
  if (result.ok) {
    const session = storeToken(result.grant);
    callbacks.onSuccess?.(session);
  } else {
    console.error('Login error', result.failure.response);
    callbacks.onError?.(result.failure);
  }
}
