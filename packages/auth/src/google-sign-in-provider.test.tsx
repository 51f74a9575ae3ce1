import type { UseGoogleLoginOptionsImplicitFlow } from '@react-oauth/google';
import { act, render, renderHook } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { signOut } from './session';
import { getSession } from './session-store';
import { SignInClientProvider } from './sign-in-client-provider';
import { getAccessToken } from './token-storage';
import { useSignIn } from './use-sign-in';

const mockGoogle = {
  scriptLoaded: true,
  scriptFails: false,
  login: jest.fn(),
  /** The options of every token client our provider set up, the last render's. */
  clients: new Map<string, UseGoogleLoginOptionsImplicitFlow>(),
  logins: new Map<string, (overrides: unknown) => void>(),
  providerClientIds: [] as string[],
};

jest.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({
    clientId,
    onScriptLoadError,
    children,
  }: {
    clientId: string;
    onScriptLoadError: () => void;
    children: ReactNode;
  }) => {
    mockGoogle.providerClientIds.push(clientId);
    // What the library does when the script element fires 'error'.
    useEffect(() => {
      if (mockGoogle.scriptFails) onScriptLoadError();
    }, [onScriptLoadError]);
    return children;
  },
  useGoogleOAuth: () => ({ clientId: 'unused', scriptLoadedSuccessfully: mockGoogle.scriptLoaded }),
  // Like the library's, each token client's login function stays the same across renders.
  useGoogleLogin: (options: UseGoogleLoginOptionsImplicitFlow) => {
    const scope = options.scope ?? '';
    mockGoogle.clients.set(scope, options);
    const logins = mockGoogle.logins;
    if (!logins.has(scope)) logins.set(scope, (overrides) => mockGoogle.login(scope, overrides));
    return logins.get(scope);
  },
}));

const api = { gmail: 'g', calendar: 'c', userinfo: 'u', oauth: 'http://127.0.0.1:3100' };
const googleConfig = { api, googleClientId: 'client-123.apps.googleusercontent.com' };

function googleWrapper({ children }: { children: ReactNode }) {
  return <SignInClientProvider config={googleConfig}>{children}</SignInClientProvider>;
}

/** What Google's token client hands to useGoogleLogin's onSuccess. */
function googleTokenResponse(accessToken: string) {
  return {
    access_token: accessToken,
    expires_in: 3599,
    token_type: 'Bearer',
    scope: 'email openid',
    prompt: 'consent',
  };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  Object.assign(mockGoogle, {
    scriptLoaded: true,
    scriptFails: false,
    clients: new Map(),
    logins: new Map(),
    providerClientIds: [],
  });
  mockGoogle.login.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut('user');
  consoleError.mockRestore();
  jest.useRealTimers();
});

function renderReadyGoogleSignIn(callbacks: Parameters<typeof useSignIn>[0] = {}) {
  const hook = renderHook(() => useSignIn(callbacks), { wrapper: googleWrapper });
  act(() => jest.advanceTimersByTime(500));
  return hook;
}

const EVERY_SCOPE =
  'https://www.googleapis.com/auth/gmail.modify https://www.googleapis.com/auth/contacts.readonly ' +
  'https://www.googleapis.com/auth/contacts.other.readonly https://www.googleapis.com/auth/calendar ' +
  'openid profile email';

/** The options our provider gave the token client for every scope, once it is mounted. */
function googleOptions(): UseGoogleLoginOptionsImplicitFlow {
  const options = mockGoogle.clients.get(EVERY_SCOPE);
  if (!options) throw new Error('useGoogleLogin was not called for every scope');
  return options;
}

describe('SignInClientProvider with a googleClientId', () => {
  it("mounts Google's provider with the client id only after 500 ms", () => {
    const { result } = renderHook(() => useSignIn(), { wrapper: googleWrapper });
    act(() => jest.advanceTimersByTime(499));
    expect(mockGoogle.providerClientIds).toEqual([]);
    expect(result.current.ready).toBe(false);

    act(() => jest.advanceTimersByTime(1));
    expect(mockGoogle.providerClientIds).toContain('client-123.apps.googleusercontent.com');
    expect(result.current.ready).toBe(true);
  });

  it('sets up an implicit token client for every scope and one per area, scopes exactly', () => {
    renderReadyGoogleSignIn();
    expect(googleOptions()).toMatchObject({ flow: 'implicit', overrideScope: true });
    expect([...mockGoogle.clients.keys()].sort()).toEqual(
      [
        EVERY_SCOPE,
        'https://www.googleapis.com/auth/gmail.modify',
        'https://www.googleapis.com/auth/contacts.readonly https://www.googleapis.com/auth/contacts.other.readonly',
        'https://www.googleapis.com/auth/calendar',
      ].sort(),
    );
  });

  it("asks for consent only where Google needs it (prompt ''), for the account it is told", () => {
    const { result } = renderReadyGoogleSignIn();
    act(() => result.current.signIn());
    act(() => result.current.signIn({ loginHint: 'sara@example.com' }));
    act(() => result.current.signIn({ area: 'calendar', loginHint: 'sara@example.com' }));
    expect(mockGoogle.login.mock.calls).toEqual([
      [EVERY_SCOPE, { prompt: '', hint: undefined }],
      [EVERY_SCOPE, { prompt: '', hint: 'sara@example.com', login_hint: 'sara@example.com' }],
      [
        'https://www.googleapis.com/auth/calendar',
        { prompt: '', hint: 'sara@example.com', login_hint: 'sara@example.com' },
      ],
    ]);
    expect(result.current.renews).toBe(true);
  });

  it("stays not ready while Google's script has not loaded", () => {
    mockGoogle.scriptLoaded = false;
    const { result } = renderReadyGoogleSignIn();
    expect(result.current.ready).toBe(false);
    act(() => result.current.signIn());
    expect(mockGoogle.login).not.toHaveBeenCalled();
  });

  it("says it failed, rather than staying not ready, when Google's script cannot load", () => {
    mockGoogle.scriptLoaded = false;
    mockGoogle.scriptFails = true;
    const { result } = renderReadyGoogleSignIn();
    expect(result.current).toMatchObject({ ready: false, failed: true });
  });

  it("stores Google's token and signs in", () => {
    const onSuccess = jest.fn();
    const { result } = renderReadyGoogleSignIn({ onSuccess });
    act(() => result.current.signIn());
    expect(mockGoogle.login).toHaveBeenCalledTimes(1);

    act(() => googleOptions().onSuccess?.(googleTokenResponse('g-tok')));
    expect(getAccessToken()).toBe('g-tok');
    expect(getSession()).toMatchObject({ status: 'signed-in', grantedScopes: ['email', 'openid'] });
    expect(onSuccess).toHaveBeenCalledWith(getSession());
  });

  it("treats an answer without a token as an error and logs 'Login error' with it", () => {
    const onError = jest.fn();
    const { result } = renderReadyGoogleSignIn({ onError });
    act(() => result.current.signIn());
    const answer = { ...googleTokenResponse(''), access_token: '' };
    act(() => googleOptions().onSuccess?.(answer));

    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ error: 'no_token' }));
    expect(consoleError).toHaveBeenCalledWith('Login error', {
      ...answer,
      access_token: '[redacted]',
    });
    expect(getAccessToken()).toBeNull();
  });

  it("passes Google's errors and a closed popup to onError", () => {
    const onError = jest.fn();
    const { result } = renderReadyGoogleSignIn({ onError });
    act(() => result.current.signIn());
    act(() => googleOptions().onError?.({ error: 'access_denied' }));
    act(() => result.current.signIn());
    act(() => googleOptions().onNonOAuthError?.({ type: 'popup_closed' }));

    expect(onError.mock.calls.map(([failure]) => failure.error)).toEqual([
      'access_denied',
      'popup_closed',
    ]);
  });

  it('does not remount the login screen when the Google provider mounts', () => {
    const mounts = jest.fn();
    function LoginScreen() {
      useEffect(mounts, []);
      return null;
    }
    render(<LoginScreen />, { wrapper: googleWrapper });
    act(() => jest.advanceTimersByTime(500));
    expect(mockGoogle.providerClientIds).not.toEqual([]);
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});

describe('SignInClientProvider without a googleClientId', () => {
  it('uses the local stand-in and never mounts Google', () => {
    const { result } = renderHook(() => useSignIn(), {
      wrapper: ({ children }) => (
        <SignInClientProvider config={{ api, googleClientId: '' }}>{children}</SignInClientProvider>
      ),
    });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.ready).toBe(true);
    expect(mockGoogle.providerClientIds).toEqual([]);
    expect(mockGoogle.clients.size).toBe(0);
    expect(result.current.renews).toBe(false);
  });
});
