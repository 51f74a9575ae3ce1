/** @jest-environment jsdom */
import { localAuthorizeUrl, startLocalSignIn, type SignInWindow } from './local-sign-in';
import type { SignInResult } from './sign-in-result';
import { FakePopup, stateOf } from './test-support/fake-popup';

const OAUTH = 'http://127.0.0.1:3100';

function startWithPopup(popup: FakePopup | null) {
  const browser = { open: jest.fn<FakePopup | null, [string]>(() => popup), navigate: jest.fn() };
  const results: SignInResult[] = [];
  startLocalSignIn(OAUTH, (result) => results.push(result), browser satisfies SignInWindow);
  const url = browser.open.mock.calls[0]?.[0] ?? '';
  return { browser, results, url, state: stateOf(url) };
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('local authorize URL', () => {
  it('asks the stand-in for a token with consent, the product scopes and our callback', () => {
    const url = new URL(localAuthorizeUrl(`${OAUTH}/`, 'abc'));
    expect(url.origin + url.pathname).toBe(`${OAUTH}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'local-demo',
      redirect_uri: 'http://localhost/oauth-callback.html',
      response_type: 'token',
      scope:
        'https://www.googleapis.com/auth/gmail.modify https://www.googleapis.com/auth/contacts.readonly ' +
        'https://www.googleapis.com/auth/contacts.other.readonly ' +
        'https://www.googleapis.com/auth/calendar openid profile email',
      state: 'abc',
      prompt: 'consent',
    });
    expect(url.search).toContain('scope=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fgmail.modify%20');
  });
});

describe('local sign-in popup', () => {
  it('uses a fresh random state for every attempt', () => {
    const first = startWithPopup(new FakePopup());
    const second = startWithPopup(new FakePopup());
    expect(first.state).toMatch(/^[0-9a-f]{32}$/);
    expect(second.state).not.toBe(first.state);
  });

  it('waits while the provider page is cross-origin, then reads the token and closes the popup', () => {
    const popup = new FakePopup();
    const { results, state } = startWithPopup(popup);
    jest.advanceTimersByTime(1000);
    expect(results).toEqual([]);

    popup.answer(
      `access_token=tok-1&token_type=Bearer&expires_in=3599&scope=openid&state=${state}`,
    );
    jest.advanceTimersByTime(100);
    expect(results).toEqual([
      { ok: true, grant: { access_token: 'tok-1', expires_in: 3599, scope: 'openid' } },
    ]);
    expect(popup.close).toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(results).toHaveLength(1);
  });

  it('rejects an answer whose state is not ours, without passing the token on', () => {
    const popup = new FakePopup();
    const { results } = startWithPopup(popup);
    popup.answer('access_token=planted&expires_in=3599&state=someone-else');
    jest.advanceTimersByTime(100);
    expect(results).toEqual([
      {
        ok: false,
        failure: {
          error: 'state_mismatch',
          response: { access_token: '[redacted]', expires_in: '3599', state: 'someone-else' },
        },
      },
    ]);
  });

  it('reports the provider error when the user denies consent', () => {
    const popup = new FakePopup();
    const { results, state } = startWithPopup(popup);
    popup.answer(`error=access_denied&error_description=User%20denied&state=${state}`);
    jest.advanceTimersByTime(100);
    expect(results).toEqual([
      {
        ok: false,
        failure: {
          error: 'access_denied',
          description: 'User denied',
          response: { error: 'access_denied', error_description: 'User denied', state },
        },
      },
    ]);
  });

  it('reports an answer without a token', () => {
    const popup = new FakePopup();
    const { results, state } = startWithPopup(popup);
    popup.answer(`token_type=Bearer&state=${state}`);
    jest.advanceTimersByTime(100);
    expect(results[0]).toMatchObject({ ok: false, failure: { error: 'no_token' } });
  });

  it('reports a popup the user closed', () => {
    const popup = new FakePopup();
    const { results } = startWithPopup(popup);
    popup.closed = true;
    jest.advanceTimersByTime(100);
    expect(results).toEqual([
      { ok: false, failure: { error: 'popup_closed', response: { error: 'popup_closed' } } },
    ]);
  });

  it('falls back to a full-page redirect with the same request when the popup is blocked', () => {
    const { browser, results, url, state } = startWithPopup(null);
    expect(browser.navigate).toHaveBeenCalledWith(url);
    expect(sessionStorage.getItem('pendingSignInState')).toBe(state);
    jest.advanceTimersByTime(1000);
    expect(results).toEqual([]);
  });
});
