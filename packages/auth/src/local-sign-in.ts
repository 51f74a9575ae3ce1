import { rememberPendingSignIn } from './redirect-sign-in';
import { SIGN_IN_SCOPE } from './sign-in-scope';
import { parseTokenFragment, signInFailed, type SignInResult } from './sign-in-result';

/**
 * The page the sign-in provider sends its answer to. The shell serves it blank on its own origin, so
 * the opener can read the popup's address once the popup lands there.
 */
export const OAUTH_CALLBACK_PATH = '/oauth-callback.html';

const LOCAL_CLIENT_ID = 'local-demo';
const POLL_INTERVAL_MS = 100;
const POPUP_FEATURES = 'popup,width=500,height=640';

/** The part of a popup `Window` the flow uses. */
export interface PopupWindow {
  readonly closed: boolean;
  readonly location: { readonly href: string };
  close(): void;
}

/** The browser calls the flow makes; tests pass their own, since jsdom cannot navigate. */
export interface SignInWindow {
  /** Opens the popup; null when the browser blocked it. */
  open(url: string): PopupWindow | null;
  navigate(url: string): void;
}

const browserWindow: SignInWindow = {
  open: (url) => window.open(url, 'mail-sign-in', POPUP_FEATURES),
  navigate: (url) => window.location.assign(url),
};

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function localAuthorizeUrl(oauthOrigin: string, state: string): string {
  const params = {
    client_id: LOCAL_CLIENT_ID,
    redirect_uri: `${window.location.origin}${OAUTH_CALLBACK_PATH}`,
    response_type: 'token',
    scope: SIGN_IN_SCOPE,
    state,
    prompt: 'consent',
  };
  // encodeURIComponent, not URLSearchParams: spaces as %20 read the same with every server's parser.
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${oauthOrigin.replace(/\/+$/, '')}/o/oauth2/v2/auth?${query}`;
}

/** The popup's address once it is back on our callback page with an answer; null before that. */
function readCallbackUrl(popup: PopupWindow): URL | null {
  try {
    const url = new URL(popup.location.href);
    const isCallback =
      url.origin === window.location.origin && url.pathname === OAUTH_CALLBACK_PATH && url.hash;
    return isCallback ? url : null;
  } catch {
    return null; // cross-origin while the provider's page is showing
  }
}

function watchPopup(
  popup: PopupWindow,
  state: string,
  onResult: (result: SignInResult) => void,
): void {
  const timer = setInterval(() => {
    const callbackUrl = readCallbackUrl(popup);
    if (callbackUrl) {
      clearInterval(timer);
      popup.close();
      onResult(parseTokenFragment(callbackUrl.hash, state));
    } else if (popup.closed) {
      clearInterval(timer);
      onResult(signInFailed('popup_closed', { error: 'popup_closed' }));
    }
  }, POLL_INTERVAL_MS);
}

/**
 * Signs in against the local stand-in's consent page in a popup. Must run inside the click handler,
 * or the browser blocks the popup; when it is blocked anyway, the whole page goes to the consent page
 * and `completeRedirectSignIn` finishes on return (`onResult` is then never called).
 */
export function startLocalSignIn(
  oauthOrigin: string,
  onResult: (result: SignInResult) => void,
  browser: SignInWindow = browserWindow,
): void {
  const state = randomState();
  const url = localAuthorizeUrl(oauthOrigin, state);
  const popup = browser.open(url);
  if (popup) {
    watchPopup(popup, state, onResult);
  } else {
    rememberPendingSignIn(state);
    browser.navigate(url);
  }
}
