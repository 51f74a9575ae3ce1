// The embed example's only script: gets an access token with Google's token flow, then mounts the
// calendar with window.MailCalendar (from standalone/calendar-embed.js). Plain JavaScript on purpose.
(function embedCalendarExample() {
  'use strict';

  const apiOrigin = (
    new URLSearchParams(window.location.search).get('api') || 'http://localhost:3100'
  ).replace(/\/+$/, '');
  // The keys @mail/auth reads: the remote's own dev page on this origin shares this sign-in.
  const TOKEN_KEY = 'accessToken';
  const EXPIRES_AT_KEY = 'accessTokenExpiresAt';
  const STATE_KEY = 'calendarEmbedExample.signInState';
  const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar';

  const slot = document.getElementById('calendar');
  const signIn = document.getElementById('sign-in');
  const signInMessage = document.getElementById('sign-in-message');
  const signInButton = document.getElementById('sign-in-button');

  function thisPage() {
    return window.location.origin + window.location.pathname + window.location.search;
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

  function startSignIn() {
    const state = randomState();
    sessionStorage.setItem(STATE_KEY, state);
    const query = [
      ['client_id', 'local-demo'],
      ['redirect_uri', thisPage()],
      ['response_type', 'token'],
      ['scope', CALENDAR_SCOPE],
      ['state', state],
    ]
      .map(([name, value]) => name + '=' + encodeURIComponent(value))
      .join('&');
    window.location.assign(apiOrigin + '/o/oauth2/v2/auth?' + query);
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

  function showSignIn(message) {
    signInMessage.textContent = message || 'Sign in to see your calendar.';
    signIn.hidden = false;
  }

  function mountCalendar() {
    signIn.remove();
    let unmount = null;
    unmount = window.MailCalendar.mount(slot, {
      getAccessToken: currentToken,
      api: { calendar: apiOrigin },
      onUnauthorized() {
        forgetToken();
        // Not from inside the calendar's own call: unmount once it has returned.
        setTimeout(() => {
          if (unmount) unmount();
          slot.appendChild(signIn);
          showSignIn('Your session has ended. Sign in again to see your calendar.');
        });
      },
    });
  }

  signInButton.addEventListener('click', startSignIn);
  const failure = completeSignIn();
  if (!window.MailCalendar) showSignIn('The calendar script could not be loaded.');
  else if (currentToken()) mountCalendar();
  else showSignIn(failure);
})();
