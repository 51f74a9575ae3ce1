import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { signOut } from './session';
import { getSession } from './session-store';
import { SignInClientProvider } from './sign-in-client-provider';
import { FakePopup, stateOf } from './test-support/fake-popup';
import { getAccessToken } from './token-storage';
import { useSignIn } from './use-sign-in';

const localConfig = {
  api: {
    gmail: 'http://127.0.0.1:3100',
    calendar: 'http://127.0.0.1:3100',
    userinfo: 'http://127.0.0.1:3100',
    oauth: 'http://127.0.0.1:3100',
  },
};

function wrapper({ children }: { children: ReactNode }) {
  return <SignInClientProvider config={localConfig}>{children}</SignInClientProvider>;
}

let popup: FakePopup;
let openPopup: jest.SpyInstance;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  popup = new FakePopup();
  openPopup = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  signOut('user');
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** Renders the hook and waits out the set-up delay. */
function renderReadySignIn(callbacks: Parameters<typeof useSignIn>[0]) {
  const hook = renderHook(() => useSignIn(callbacks), { wrapper });
  act(() => jest.advanceTimersByTime(500));
  return hook;
}

/** Clicks sign-in, lets the provider answer in the popup, and lets the opener poll once. */
function signInAnswering(
  hook: ReturnType<typeof renderReadySignIn>,
  answer: (state: string) => string,
) {
  act(() => hook.result.current.signIn());
  const url = String(openPopup.mock.calls[0]?.[0]);
  popup.answer(answer(stateOf(url)));
  act(() => jest.advanceTimersByTime(100));
}

describe('useSignIn with the local stand-in', () => {
  it('becomes ready 500 ms after mount, and ignores sign-in before that', () => {
    const { result } = renderHook(() => useSignIn(), { wrapper });
    expect(result.current.ready).toBe(false);
    act(() => result.current.signIn());
    expect(openPopup).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(499));
    expect(result.current.ready).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.ready).toBe(true);
  });

  it('opens the stand-in consent page in a popup on sign-in', () => {
    const hook = renderReadySignIn({});
    act(() => hook.result.current.signIn());
    expect(openPopup).toHaveBeenCalledTimes(1);
    expect(String(openPopup.mock.calls[0]?.[0])).toMatch(
      /^http:\/\/127\.0\.0\.1:3100\/o\/oauth2\/v2\/auth\?client_id=local-demo&/,
    );
  });

  it('stores the granted token and signs in before calling onSuccess', () => {
    const onSuccess = jest.fn(() => expect(getAccessToken()).toBe('tok-1'));
    const hook = renderReadySignIn({ onSuccess });
    signInAnswering(hook, (state) => `access_token=tok-1&expires_in=3599&state=${state}`);

    expect(onSuccess).toHaveBeenCalledWith(getSession());
    expect(getSession()).toMatchObject({ status: 'signed-in', accessToken: 'tok-1' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("logs 'Login error' with the answer and calls onError when consent is denied", () => {
    const onSuccess = jest.fn();
    const onError = jest.fn();
    const hook = renderReadySignIn({ onSuccess, onError });
    signInAnswering(hook, (state) => `error=access_denied&state=${state}`);

    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ error: 'access_denied' }));
    expect(consoleError).toHaveBeenCalledWith('Login error', {
      error: 'access_denied',
      state: expect.any(String),
    });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('needs a SignInClientProvider above it', () => {
    expect(() => renderHook(() => useSignIn())).toThrow(/SignInClientProvider/);
  });
});
