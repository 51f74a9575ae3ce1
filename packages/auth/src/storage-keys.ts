// Web storage keys owned by @mail/auth. They are part of the package's contract (other remotes, e2e
// tests and older deployments read them), so renaming one is a breaking change.

/** localStorage: the bearer token itself, as the spec names it. */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** localStorage: when the token dies, epoch milliseconds. Absent for tokens stored without it. */
export const ACCESS_TOKEN_EXPIRES_AT_KEY = 'accessTokenExpiresAt';

/** localStorage: the space-separated scopes the user granted (Google lets them untick some). */
export const ACCESS_TOKEN_SCOPE_KEY = 'accessTokenScope';

/**
 * localStorage: keys starting with this survive a sign-out for a 401 or an expired token (not LOGOUT):
 * choices the reader made, such as the senders whose images they always see.
 */
export const KEPT_ACROSS_SIGN_IN_PREFIX = 'mail.kept.';

/** sessionStorage: the `state` of a full-page redirect sign-in that has not come back yet. */
export const PENDING_SIGN_IN_STATE_KEY = 'pendingSignInState';

/** sessionStorage: the address (path and query) that redirect sign-in left from, to return to. */
export const PENDING_SIGN_IN_ADDRESS_KEY = 'pendingSignInAddress';

/**
 * localStorage: the e-mail of the account last signed in, Google's login_hint for "Continue as" and
 * the next sign-in (kept across a sign-out for an expired token, gone with LOGOUT).
 */
export const ACCOUNT_HINT_KEY = `${KEPT_ACROSS_SIGN_IN_PREFIX}account`;
