/**
 * The product's OAuth client as Google's console registers one: the JavaScript origins that may call
 * the APIs from a page (CORS) and the redirect URIs sign-in may send a token to (exact match).
 */
export interface OAuthClientRegistration {
  /**
   * The client id Google gave the product: sign-in for any other is refused (Error 401:
   * invalid_client). Unset, any id is taken (the local stand-in's own sign-in names its own).
   */
  clientId?: string;
  /** e.g. http://localhost:3000; only these origins get CORS headers. */
  origins: readonly string[];
  /** e.g. http://localhost:3000/oauth-callback.html; compared as whole strings, as Google does. */
  redirectUris: readonly string[];
}

export class InvalidClientRegistrationError extends Error {}

const isHttpUrl = (url: URL): boolean => url.protocol === 'http:' || url.protocol === 'https:';

function checkedOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidClientRegistrationError(`Not an origin: ${text}`);
  }
  if (!isHttpUrl(url) || url.origin !== text.replace(/\/$/, '')) {
    throw new InvalidClientRegistrationError(`Not an http(s) origin: ${text}`);
  }
  return url.origin;
}

function checkedRedirectUri(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidClientRegistrationError(`Not a URL: ${text}`);
  }
  // Google refuses fragments in registered URIs; the token travels in the fragment it adds.
  if (!isHttpUrl(url) || url.hash || url.href !== text) {
    throw new InvalidClientRegistrationError(`Not a normalised http(s) URL: ${text}`);
  }
  return text;
}

/** The registered client; replaced as a whole when the product learns its ports. */
export class OAuthClient {
  private clientId: string | undefined;
  private origins = new Set<string>();
  private redirectUris = new Set<string>();

  constructor(registration: OAuthClientRegistration = { origins: [], redirectUris: [] }) {
    this.register(registration);
  }

  /** Checks every entry first, so a bad one leaves the previous registration in force. */
  register(registration: OAuthClientRegistration): void {
    const origins = new Set(registration.origins.map(checkedOrigin));
    const redirectUris = new Set(registration.redirectUris.map(checkedRedirectUri));
    this.clientId = registration.clientId;
    this.origins = origins;
    this.redirectUris = redirectUris;
  }

  allowsClientId(clientId: string): boolean {
    return this.clientId === undefined || this.clientId === clientId;
  }

  allowsOrigin(origin: string | undefined): origin is string {
    return origin !== undefined && this.origins.has(origin);
  }

  allowsRedirectUri(uri: string): boolean {
    return this.redirectUris.has(uri);
  }
}
