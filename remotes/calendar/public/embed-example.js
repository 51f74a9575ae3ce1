// The embed example's only script: gets an access token with Google's token flow, then mounts the
// calendar with window.MailCalendar (from standalone/calendar-embed.js). Plain JavaScript on purpose.
//
// Where the token goes comes from embed-config.json, served by the deployment beside this page, and
// never from the address bar: a link to this page must not be able to send the token elsewhere.
(function embedCalendarExample() {
  'use strict';

  const CONFIG_URL = 'embed-config.json';
  // The keys @mail/auth reads: the remote's own dev page on this origin shares this sign-in.
  const TOKEN_KEY = 'accessToken';
  const EXPIRES_AT_KEY = 'accessTokenExpiresAt';
  const STATE_KEY = 'calendarEmbedExample.signInState';
  const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar';

  const slot = document.getElementById('calendar');
  const signIn = document.getElementById('sign-in');
  const signInMessage = document.getElementById('sign-in-message');
  const signInButton = document.getElementById('sign-in-button');

  /** The registered callback: this page's address without query or fragment. */
  function thisPage() {
    return window.location.origin + window.location.pathname;
  }

  /** The origin of an http(s) URL; throws for anything else (a javascript: URL above all). */
  function webOrigin(value) {
    const url = new URL(String(value));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new TypeError('not an http(s) origin: ' + value);
    }
    return url.origin;
  }

  async function loadConfig() {
    const response = await fetch(CONFIG_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(CONFIG_URL + ' answered ' + response.status);
    const config = await response.json();
    return {
      calendarOrigin: String(config.api.calendar),
      oauthOrigin: webOrigin(config.api.oauth),
      clientId: String(config.clientId),
    };
  }

  function randomState() {
    const bytes = window.crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  function currentToken() {
    const token = localStorage.getItem(TOKEN_KEY);
    const expiresAt = Number(localStorage.getItem(EXPIRES_AT_KEY));
    return token && Date.now() < expiresAt ? token : null;
  }

  function forgetToken() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(EXPIRES_AT_KEY);
  }

  function startSignIn(config) {
    const state = randomState();
    sessionStorage.setItem(STATE_KEY, state);
    const consent = new URL('/o/oauth2/v2/auth', config.oauthOrigin);
    consent.search = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: thisPage(),
      response_type: 'token',
      scope: CALENDAR_SCOPE,
      state,
    }).toString();
    window.location.assign(consent.href);
  }

  /** Reads the sign-in answer from the address fragment, if one came back; returns an error text. */
  function completeSignIn() {
    const answer = new URLSearchParams(window.location.hash.slice(1));
    if (!answer.has('access_token') && !answer.has('error')) return null;
    const expectedState = sessionStorage.getItem(STATE_KEY);
    sessionStorage.removeItem(STATE_KEY);
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', thisPage());
    if (!expectedState || answer.get('state') !== expectedState) {
      return 'The sign-in answer did not match the sign-in this page started.';
    }
    if (answer.has('error')) return 'Sign-in was cancelled (' + answer.get('error') + ').';
    const lifetimeSeconds = Number(answer.get('expires_in')) || 3599;
    localStorage.setItem(TOKEN_KEY, answer.get('access_token'));
    localStorage.setItem(EXPIRES_AT_KEY, String(Date.now() + lifetimeSeconds * 1000));
    return null;
  }

  function showSignIn(message, canSignIn) {
    signInMessage.textContent = message || 'Sign in to see your calendar.';
    signInButton.hidden = !canSignIn;
    signIn.hidden = false;
  }

  function mountCalendar(config) {
    signIn.remove();
    let unmount = null;
    unmount = window.MailCalendar.mount(slot, {
      getAccessToken: currentToken,
      api: { calendar: config.calendarOrigin },
      onUnauthorized() {
        forgetToken();
        // Not from inside the calendar's own call: unmount once it has returned.
        setTimeout(() => {
          if (unmount) unmount();
          slot.appendChild(signIn);
          showSignIn('Your session has ended. Sign in again to see your calendar.', true);
        });
      },
    });
  }

  function start(config) {
    signInButton.addEventListener('click', () => startSignIn(config));
    const failure = completeSignIn();
    if (!window.MailCalendar) showSignIn('The calendar script could not be loaded.', false);
    else if (currentToken()) mountCalendar(config);
    else showSignIn(failure, true);
  }

  loadConfig()
    .then(start)
    .catch((error) => {
      // A bad configuration (or an origin the calendar refuses) is the deployer's to fix: say so.
      console.error('Calendar embed example:', error);
      if (!signIn.isConnected) slot.appendChild(signIn);
      showSignIn('The calendar is not configured correctly: ' + error.message, false);
    });
})();
