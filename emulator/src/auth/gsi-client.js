// A double of Google Identity Services' token model, served as https://accounts.google.com/gsi/client
// by the emulator's Google hosts (emulator/README.md#google-hosts-and-the-gis-double). A plain browser
// script, as Google's is: no module, no build step, nothing beyond what a page's CSP allows for GIS.
(() => {
  'use strict';

  const ACCOUNTS = 'https://accounts.google.com';
  const POPUP_NAME = 'g_auth_token_window';
  const POPUP_FEATURES = 'popup,width=500,height=640';
  /** How often the page looks whether the user closed the popup (no event says so). */
  const CLOSED_POLL_MS = 500;

  // Google's script is compiled with Closure, whose safe types create this Trusted Types policy. A
  // page whose CSP refuses the name throws here, as it breaks Google's own script.
  if (window.trustedTypes) {
    window.trustedTypes.createPolicy('goog#html', { createHTML: (html) => html });
  }

  /** The flow waiting for its popup; a new request ends it, as the popup window is reused. */
  let pending;

  function endPending() {
    if (!pending) return;
    window.removeEventListener('message', pending.onMessage);
    clearInterval(pending.timer);
    pending = undefined;
  }

  function requestId() {
    return `auth${crypto.getRandomValues(new Uint32Array(1))[0]}`;
  }

  /** The authorization URL for a request: the config with its overrides, as GIS sends it. */
  function authorizationUrl(config, overrides, id) {
    const option = (name) => (overrides[name] !== undefined ? overrides[name] : config[name]);
    const page = `${location.protocol.slice(0, -1)}/${location.host}`;
    const params = new URLSearchParams({
      gsiwebsdk: '3',
      client_id: config.client_id,
      scope: option('scope'),
      redirect_uri: `storagerelay://${page}?id=${id}`,
      response_type: 'token',
      include_granted_scopes: String(option('include_granted_scopes') !== false),
      enable_granular_consent: String(option('enable_granular_consent') !== false),
    });
    const prompt = option('prompt') ?? 'select_account';
    if (prompt) params.set('prompt', prompt);
    const hint = option('login_hint') ?? option('hint');
    if (hint) params.set('login_hint', hint);
    const state = option('state');
    if (state !== undefined) params.set('state', state);
    return `${ACCOUNTS}/o/oauth2/v2/auth?${params}`;
  }

  function requestAccessToken(config, overrides) {
    endPending();
    const fail = (type, message) => config.error_callback?.({ type, message });
    const id = requestId();
    // Opened at once, within the click that asked: a popup opened later is blocked.
    const popup = window.open(authorizationUrl(config, overrides, id), POPUP_NAME, POPUP_FEATURES);
    if (!popup) {
      fail('popup_failed_to_open', 'Failed to open popup window');
      return;
    }
    const flow = {
      // Only Google's page in our own popup, answering this request.
      onMessage(event) {
        if (event.origin !== ACCOUNTS || event.source !== popup || event.data?.id !== id) return;
        endPending();
        popup.close();
        config.callback?.(event.data.response);
      },
      timer: setInterval(() => {
        if (!popup.closed) return;
        endPending();
        fail('popup_closed', 'Popup window closed');
      }, CLOSED_POLL_MS),
    };
    pending = flow;
    window.addEventListener('message', flow.onMessage);
  }

  function grantedScopes(tokenResponse) {
    if (!tokenResponse || tokenResponse.error || typeof tokenResponse.scope !== 'string') return [];
    return tokenResponse.scope.split(' ').filter(Boolean);
  }

  const oauth2 = {
    initTokenClient(config) {
      return {
        requestAccessToken: (overrides) => requestAccessToken(config, overrides ?? {}),
      };
    },
    hasGrantedAllScopes(tokenResponse, ...scopes) {
      const granted = grantedScopes(tokenResponse);
      return scopes.every((scope) => granted.includes(scope));
    },
    hasGrantedAnyScope(tokenResponse, ...scopes) {
      const granted = grantedScopes(tokenResponse);
      return scopes.some((scope) => granted.includes(scope));
    },
    /** Revokes the token and the user's whole grant to the app; `done` gets {successful, error?}. */
    revoke(accessToken, done) {
      fetch('https://oauth2.googleapis.com/revoke', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: accessToken }),
      })
        .then(async (answer) =>
          answer.ok ? { successful: true } : { successful: false, ...(await answer.json()) },
        )
        .catch((error) => ({ successful: false, error: String(error) }))
        .then((result) => done?.(result));
    },
  };

  window.google = window.google ?? {};
  window.google.accounts = window.google.accounts ?? {};
  window.google.accounts.oauth2 = oauth2;
})();
