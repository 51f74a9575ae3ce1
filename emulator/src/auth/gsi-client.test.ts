/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The GIS double's page side, run as the browser runs it (a classic script) in jsdom, with
// window.open and the popup stood in for. The popup's server side is gis-token-flow.test.ts.
const SCRIPT = readFileSync(path.join(__dirname, 'gsi-client.js'), 'utf8');

interface TokenClient {
  requestAccessToken(overrides?: Record<string, unknown>): void;
}
interface Oauth2 {
  initTokenClient(config: Record<string, unknown>): TokenClient;
  hasGrantedAllScopes(response: object, ...scopes: string[]): boolean;
  hasGrantedAnyScope(response: object, ...scopes: string[]): boolean;
}
type GisWindow = Window & { google?: { accounts: { oauth2: Oauth2 } } };

function loadScript(): Oauth2 {
  // A classic script in the page's global scope, as <script src> runs it.
  new Function(SCRIPT)();
  return (window as GisWindow).google!.accounts.oauth2;
}

interface FakePopup {
  closed: boolean;
  close: jest.Mock;
}

function fakePopup(): FakePopup {
  const popup: FakePopup = { closed: false, close: jest.fn(() => (popup.closed = true)) };
  return popup;
}

function postFrom(source: unknown, origin: string, data: unknown): void {
  const event = new MessageEvent('message', { origin, data });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

const CONFIG = {
  client_id: 'client-1.apps.googleusercontent.com',
  scope: 'openid https://www.googleapis.com/auth/gmail.modify',
};

let open: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  delete (window as GisWindow).google;
  open = jest.spyOn(window, 'open');
});

afterEach(() => {
  jest.useRealTimers();
  open.mockRestore();
});

/** The URL the last window.open was given. */
const openedUrl = (): URL => new URL(String(open.mock.calls.at(-1)?.[0]));

describe('GIS double in the page', () => {
  it('opens the authorization popup at once, with GIS’s parameters and the page as storagerelay', () => {
    open.mockReturnValue(fakePopup());
    const client = loadScript().initTokenClient({ ...CONFIG, hint: 'me@example.com', state: 's1' });
    client.requestAccessToken();
    expect(open).toHaveBeenCalledTimes(1);
    const url = openedUrl();
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gsiwebsdk: '3',
      client_id: CONFIG.client_id,
      scope: CONFIG.scope,
      redirect_uri: expect.stringMatching(/^storagerelay:\/\/http\/localhost\?id=auth\d+$/),
      response_type: 'token',
      include_granted_scopes: 'true',
      enable_granular_consent: 'true',
      prompt: 'select_account',
      login_hint: 'me@example.com',
      state: 's1',
    });
  });

  it('lets requestAccessToken override the config', () => {
    open.mockReturnValue(fakePopup());
    const client = loadScript().initTokenClient({ ...CONFIG, prompt: 'consent' });
    client.requestAccessToken({
      prompt: '',
      scope: 'https://www.googleapis.com/auth/calendar',
      include_granted_scopes: false,
      login_hint: 'me@example.com',
    });
    const params = openedUrl().searchParams;
    expect(params.has('prompt')).toBe(false);
    expect(params.get('scope')).toBe('https://www.googleapis.com/auth/calendar');
    expect(params.get('include_granted_scopes')).toBe('false');
    expect(params.get('login_hint')).toBe('me@example.com');
  });

  it('says popup_failed_to_open when the browser blocks the popup', () => {
    open.mockReturnValue(null);
    const error_callback = jest.fn();
    loadScript()
      .initTokenClient({ ...CONFIG, error_callback })
      .requestAccessToken();
    expect(error_callback).toHaveBeenCalledWith({
      type: 'popup_failed_to_open',
      message: expect.any(String),
    });
  });

  it('hands the callback the answer only from Google’s page in its own popup, then closes it', () => {
    const popup = fakePopup();
    open.mockReturnValue(popup);
    const callback = jest.fn();
    const error_callback = jest.fn();
    loadScript()
      .initTokenClient({ ...CONFIG, callback, error_callback })
      .requestAccessToken();
    const id = new URL(openedUrl().searchParams.get('redirect_uri')!).searchParams.get('id');
    const response = { access_token: 'ya29.x', scope: CONFIG.scope };
    postFrom(popup, 'https://evil.example', { id, response });
    postFrom(fakePopup(), 'https://accounts.google.com', { id, response });
    postFrom(popup, 'https://accounts.google.com', { id: 'auth1', response });
    expect(callback).not.toHaveBeenCalled();
    postFrom(popup, 'https://accounts.google.com', { id, response });
    expect(callback).toHaveBeenCalledWith(response);
    expect(popup.close).toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(error_callback).not.toHaveBeenCalled();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('says popup_closed when the user closes the popup before an answer', () => {
    const popup = fakePopup();
    open.mockReturnValue(popup);
    const callback = jest.fn();
    const error_callback = jest.fn();
    loadScript()
      .initTokenClient({ ...CONFIG, callback, error_callback })
      .requestAccessToken();
    jest.advanceTimersByTime(2000);
    expect(error_callback).not.toHaveBeenCalled();
    popup.closed = true;
    jest.advanceTimersByTime(2000);
    expect(error_callback).toHaveBeenCalledTimes(1);
    expect(error_callback).toHaveBeenCalledWith({
      type: 'popup_closed',
      message: expect.any(String),
    });
    expect(callback).not.toHaveBeenCalled();
  });

  it('reads granted scopes from a token response', () => {
    const oauth2 = loadScript();
    const response = {
      access_token: 'ya29.x',
      scope: 'openid https://www.googleapis.com/auth/gmail.modify',
    };
    expect(
      oauth2.hasGrantedAllScopes(
        response,
        'openid',
        'https://www.googleapis.com/auth/gmail.modify',
      ),
    ).toBe(true);
    expect(
      oauth2.hasGrantedAllScopes(response, 'openid', 'https://www.googleapis.com/auth/calendar'),
    ).toBe(false);
    expect(
      oauth2.hasGrantedAnyScope(response, 'https://www.googleapis.com/auth/calendar', 'openid'),
    ).toBe(true);
    expect(oauth2.hasGrantedAnyScope({ error: 'access_denied' }, 'openid')).toBe(false);
  });

  it('creates Closure’s Trusted Types policy, so a CSP refusing goog#html breaks it as it breaks GIS', () => {
    const createPolicy = jest.fn(() => {
      throw new TypeError("Refused to create a TrustedTypePolicy named 'goog#html'");
    });
    Object.defineProperty(window, 'trustedTypes', { value: { createPolicy }, configurable: true });
    try {
      expect(loadScript).toThrow(/goog#html/);
      expect(createPolicy).toHaveBeenCalledWith('goog#html', expect.any(Object));
      expect((window as GisWindow).google).toBeUndefined();
    } finally {
      delete (window as { trustedTypes?: unknown }).trustedTypes;
    }
  });
});
