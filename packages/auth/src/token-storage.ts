import {
  ACCESS_TOKEN_EXPIRES_AT_KEY,
  ACCESS_TOKEN_KEY,
  ACCESS_TOKEN_SCOPE_KEY,
} from './storage-keys';

/** A token as the sign-in provider answers it (Google's token response and the local stand-in's). */
export interface TokenGrant {
  access_token: string;
  /** Lifetime in seconds from now. */
  expires_in: number;
  /** Space-separated granted scopes. */
  scope?: string;
}

export interface StoredToken {
  accessToken: string;
  /** Epoch ms; null for a token stored without an expiry, which is trusted until a call answers 401. */
  expiresAt: number | null;
  grantedScopes: string[];
}

export function writeToken(grant: TokenGrant): StoredToken {
  const token: StoredToken = {
    accessToken: grant.access_token,
    expiresAt: Date.now() + grant.expires_in * 1000,
    grantedScopes: grant.scope?.split(' ').filter(Boolean) ?? [],
  };
  localStorage.setItem(ACCESS_TOKEN_KEY, token.accessToken);
  localStorage.setItem(ACCESS_TOKEN_EXPIRES_AT_KEY, String(token.expiresAt));
  localStorage.setItem(ACCESS_TOKEN_SCOPE_KEY, token.grantedScopes.join(' '));
  return token;
}

/** The stored token, expired or not; null when there is none. */
export function readStoredToken(): StoredToken | null {
  const accessToken = localStorage.getItem(ACCESS_TOKEN_KEY);
  if (!accessToken) return null;
  const expiresAt = Number(localStorage.getItem(ACCESS_TOKEN_EXPIRES_AT_KEY) ?? Number.NaN);
  const scope = localStorage.getItem(ACCESS_TOKEN_SCOPE_KEY) ?? '';
  return {
    accessToken,
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : null,
    grantedScopes: scope.split(' ').filter(Boolean),
  };
}

export function isExpired(token: StoredToken): boolean {
  return token.expiresAt !== null && Date.now() >= token.expiresAt;
}

/** The bearer token for API calls, or null when there is none or it has expired. */
export function getAccessToken(): string | null {
  const token = readStoredToken();
  return token && !isExpired(token) ? token.accessToken : null;
}
