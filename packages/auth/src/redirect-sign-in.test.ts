/** @jest-environment jsdom */
import { startLocalSignIn } from './local-sign-in';
import { completeRedirectSignIn } from './redirect-sign-in';
import { signOut } from './session';
import { getSession } from './session-store';
import { getAccessToken } from './token-storage';

/** Starts a sign-in with the popup blocked; returns the state the redirect carries. */
function startRedirectSignIn(): string {
  let redirectedTo = '';
  startLocalSignIn('http://127.0.0.1:3100', jest.fn(), {
    open: () => null,
    navigate: (url) => {
      redirectedTo = url;
    },
  });
  return new URL(redirectedTo).searchParams.get('state') ?? '';
}

/** The provider sends the page back to the callback with its answer in the fragment. */
function returnFromProvider(fragment: string): void {
  window.history.replaceState(null, '', `/oauth-callback.html#${fragment}`);
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut('user');
  consoleError.mockRestore();
});

describe('completeRedirectSignIn', () => {
  it('does nothing when no redirect sign-in is pending', async () => {
    returnFromProvider('access_token=tok-1&expires_in=3599&state=x');
    expect(await completeRedirectSignIn()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(window.location.hash).toBe('#access_token=tok-1&expires_in=3599&state=x');
  });

  it('does nothing on a page without an answer, and keeps waiting for it', async () => {
    const state = startRedirectSignIn();
    expect(await completeRedirectSignIn()).toBeNull();
    returnFromProvider(`access_token=tok-1&expires_in=3599&state=${state}`);
    expect(await completeRedirectSignIn()).toMatchObject({ ok: true });
  });

  it('stores the token, signs in and puts back the address the sign-in left from', async () => {
    window.history.replaceState(null, '', '/login?continue=%2F%3Fview%3Dothers');
    const state = startRedirectSignIn();
    returnFromProvider(`access_token=tok-1&token_type=Bearer&expires_in=3599&state=${state}`);

    expect(await completeRedirectSignIn()).toEqual({
      ok: true,
      grant: { access_token: 'tok-1', expires_in: 3599 },
    });
    expect(getAccessToken()).toBe('tok-1');
    expect(getSession().status).toBe('signed-in');
    expect(window.location.href).toBe('http://localhost/login?continue=%2F%3Fview%3Dothers');
    expect(await completeRedirectSignIn()).toBeNull(); // the pending state is used up
  });

  it('never goes to another origin, whatever the stored address says', async () => {
    const state = startRedirectSignIn();
    sessionStorage.setItem('pendingSignInAddress', '//evil.example/login');
    returnFromProvider(`access_token=tok-1&expires_in=3599&state=${state}`);

    expect(await completeRedirectSignIn()).toMatchObject({ ok: true });
    expect(window.location.href).toBe('http://localhost/oauth-callback.html');
  });

  it('keeps the answer for a reload when the code that reads it cannot load', async () => {
    const state = startRedirectSignIn();
    const fragment = `access_token=tok-1&expires_in=3599&state=${state}`;
    returnFromProvider(fragment);
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./sign-in-result', () => {
        throw Object.assign(new Error('Loading chunk 118 failed.'), { name: 'ChunkLoadError' });
      });
      const offline = await import('./redirect-sign-in');
      await expect(offline.completeRedirectSignIn()).rejects.toThrow('Loading chunk 118 failed.');
    });
    jest.dontMock('./sign-in-result');
    expect(window.location.hash).toBe(`#${fragment}`);
    expect(getAccessToken()).toBeNull();

    expect(await completeRedirectSignIn()).toMatchObject({ ok: true });
    expect(getAccessToken()).toBe('tok-1');
  });

  it("rejects an answer to another request, logging 'Login error'", async () => {
    startRedirectSignIn();
    returnFromProvider('access_token=planted&expires_in=3599&state=forged');

    expect(await completeRedirectSignIn()).toMatchObject({
      ok: false,
      failure: { error: 'state_mismatch' },
    });
    expect(getAccessToken()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Login error', {
      access_token: '[redacted]',
      expires_in: '3599',
      state: 'forged',
    });
  });
});
