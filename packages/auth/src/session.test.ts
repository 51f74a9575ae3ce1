/** @jest-environment jsdom */
import { on } from '@mail/event-bus';
import { KEPT_ACROSS_SIGN_IN_PREFIX } from './storage-keys';
import {
  allowRenewal,
  readSession,
  signOut,
  storeToken,
  tokenRejected,
  waitForAccessToken,
} from './session';
import { getSession, subscribeSession } from './session-store';
import { installFakeDeviceStores } from './test-support/fake-device-stores';
import { getAccessToken } from './token-storage';

const NOW = Date.parse('2025-06-01T10:00:00Z');
const KEPT_KEY = `${KEPT_ACROSS_SIGN_IN_PREFIX}senders`;

let signOuts: string[];
let subscription: { unsubscribe(): void };

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  signOuts = [];
  subscription = on('auth/signed-out').subscribe(({ reason }) => signOuts.push(reason));
});

afterEach(() => {
  subscription.unsubscribe();
  signOut('user'); // also cancels any expiry timer left by the test
  jest.useRealTimers();
});

describe('token store', () => {
  it('stores the token under the spec key with its expiry and granted scopes', () => {
    const session = storeToken({ access_token: 'tok-1', expires_in: 3599, scope: 'openid email' });
    expect(localStorage.getItem('accessToken')).toBe('tok-1');
    expect(localStorage.getItem('accessTokenExpiresAt')).toBe(String(NOW + 3_599_000));
    expect(session).toEqual({
      status: 'signed-in',
      accessToken: 'tok-1',
      expiresAt: NOW + 3_599_000,
      grantedScopes: ['openid', 'email'],
      needsRenewal: false,
    });
    expect(getSession()).toBe(session);
  });

  it('gives the token until it expires, then null', () => {
    expect(getAccessToken()).toBeNull();
    storeToken({ access_token: 'tok-1', expires_in: 60 });
    jest.setSystemTime(NOW + 59_999);
    expect(getAccessToken()).toBe('tok-1');
    jest.setSystemTime(NOW + 60_000);
    expect(getAccessToken()).toBeNull();
  });

  it('trusts a token stored without an expiry (older deployments wrote only accessToken)', () => {
    localStorage.setItem('accessToken', 'legacy');
    expect(getAccessToken()).toBe('legacy');
    expect(readSession()).toMatchObject({ status: 'signed-in', expiresAt: null });
  });
});

describe('readSession', () => {
  it('is signed out, without a reason, when no token is stored', () => {
    expect(readSession()).toEqual({ status: 'signed-out', reason: null });
    expect(signOuts).toEqual([]);
  });

  it('is signed in when a live token is stored', () => {
    localStorage.setItem('accessToken', 'tok-1');
    localStorage.setItem('accessTokenExpiresAt', String(NOW + 1000));
    expect(readSession()).toEqual({
      status: 'signed-in',
      accessToken: 'tok-1',
      expiresAt: NOW + 1000,
      grantedScopes: [],
      needsRenewal: false,
    });
  });

  it('ends an expired session: token and caches cleared, kept choices kept', () => {
    localStorage.setItem('accessToken', 'tok-1');
    localStorage.setItem('accessTokenExpiresAt', String(NOW - 1));
    localStorage.setItem('importantCache', '[]');
    localStorage.setItem(KEPT_KEY, '[]');

    expect(readSession()).toEqual({ status: 'signed-out', reason: 'expired' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('importantCache')).toBeNull();
    expect(localStorage.getItem(KEPT_KEY)).toBe('[]');
    expect(signOuts).toEqual(['expired']);
  });
});

describe('session expiry', () => {
  it('signs out with reason expired when the token lifetime runs out', () => {
    storeToken({ access_token: 'tok-1', expires_in: 60 });
    jest.advanceTimersByTime(59_999);
    expect(getSession().status).toBe('signed-in');
    jest.advanceTimersByTime(1);
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'expired' });
    expect(signOuts).toEqual(['expired']);
  });

  it('follows a fresh token another tab stored meanwhile', () => {
    storeToken({ access_token: 'tok-1', expires_in: 60 });
    localStorage.setItem('accessToken', 'tok-2');
    localStorage.setItem('accessTokenExpiresAt', String(NOW + 120_000));
    jest.advanceTimersByTime(60_000);
    expect(getSession().status).toBe('signed-in');
    jest.advanceTimersByTime(60_000);
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'expired' });
  });

  it('stops the expiry timer on sign-out', () => {
    storeToken({ access_token: 'tok-1', expires_in: 60 });
    signOut('user');
    jest.advanceTimersByTime(60_000);
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'user' });
    expect(signOuts).toEqual(['user']);
  });
});

describe('signOut', () => {
  let stores: ReturnType<typeof installFakeDeviceStores>;
  beforeEach(() => {
    storeToken({ access_token: 'tok-1', expires_in: 3599 });
    localStorage.setItem('importantCache', '[{"id":"m1"}]');
    localStorage.setItem(KEPT_KEY, '["ann@example.com"]');
    sessionStorage.setItem('pendingSignInState', 'abc');
    stores = installFakeDeviceStores(['mail-drafts', 'other-db'], ['assets-v1']);
  });
  afterEach(() => stores.uninstall());

  it("'user' clears local and session storage, every database (drafts included) and Cache Storage", async () => {
    const cleared = signOut('user');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'user' });
    expect(signOuts).toEqual(['user']);
    await cleared;
    expect(stores.databases()).toEqual([]);
    expect(stores.caches()).toEqual([]);
  });

  it.each(['unauthorized', 'expired'] as const)(
    "'%s' clears the token and caches but keeps the drafts' database and the reader's kept choices",
    async (reason) => {
      signOut(reason);
      expect(getAccessToken()).toBeNull();
      expect(localStorage.getItem('accessTokenExpiresAt')).toBeNull();
      expect(localStorage.getItem('importantCache')).toBeNull();
      expect(localStorage.getItem(KEPT_KEY)).toBe('["ann@example.com"]');
      await signOut(reason);
      expect(stores.deleteDatabase).not.toHaveBeenCalled();
      expect(stores.caches()).toEqual(['assets-v1']);
      expect(getSession()).toEqual({ status: 'signed-out', reason });
      expect(signOuts).toEqual([reason]);
    },
  );

  it('publishes once when several calls fail with 401 together', () => {
    signOut('unauthorized');
    signOut('unauthorized');
    signOut('unauthorized');
    expect(signOuts).toEqual(['unauthorized']);
  });

  it('follows a sign-out by another copy of the package (a remote that bundles its own)', () => {
    let otherCopy: typeof import('./session') | undefined;
    jest.isolateModules(() => {
      otherCopy = jest.requireActual<typeof import('./session')>('./session');
    });
    otherCopy?.signOut('unauthorized');
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'unauthorized' });
    jest.advanceTimersByTime(3_600_000); // this copy's expiry timer is gone too
    expect(signOuts).toEqual(['unauthorized']);
  });
});

describe('subscribeSession', () => {
  it('notifies on each change until unsubscribed', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeSession(() => seen.push(getSession().status));
    storeToken({ access_token: 'tok-1', expires_in: 60 });
    signOut('unauthorized');
    unsubscribe();
    readSession();
    expect(seen).toEqual(['signed-in', 'signed-out']);
  });
});

describe('renewal (Google mode)', () => {
  let stopRenewal: () => void;
  beforeEach(() => {
    stopRenewal = allowRenewal();
  });
  afterEach(() => stopRenewal());

  it('keeps the session when the token dies: it needs renewing, and nothing is signed out', () => {
    storeToken({ access_token: 'tok-1', expires_in: 60 });
    jest.advanceTimersByTime(60_000);
    expect(getSession()).toMatchObject({ status: 'signed-in', needsRenewal: true });
    expect(signOuts).toEqual([]);
  });

  it('keeps the session when Google refuses the token', () => {
    storeToken({ access_token: 'tok-1', expires_in: 3599 });
    tokenRejected();
    expect(getSession()).toMatchObject({ status: 'signed-in', needsRenewal: true });
    expect(signOuts).toEqual([]);
  });

  it('lets calls wait for the renewed token, then go on with it', async () => {
    storeToken({ access_token: 'tok-1', expires_in: 3599 });
    await expect(waitForAccessToken()).resolves.toBe('tok-1');
    tokenRejected();
    const waiting = waitForAccessToken();
    storeToken({ access_token: 'tok-2', expires_in: 3599 });
    await expect(waiting).resolves.toBe('tok-2');
    expect(getSession()).toMatchObject({ needsRenewal: false });
  });

  it('ends the waits when the reader signs out instead, or a wait is cancelled', async () => {
    storeToken({ access_token: 'tok-1', expires_in: 3599 });
    tokenRejected();
    const controller = new AbortController();
    const cancelled = waitForAccessToken(controller.signal);
    controller.abort(new Error('left the screen'));
    await expect(cancelled).rejects.toThrow('left the screen');
    const waiting = waitForAccessToken();
    signOut('user');
    await expect(waiting).rejects.toThrow('Signed out');
  });
});

describe('without renewal (the local stand-in)', () => {
  it('a refused token ends the session as unauthorized', () => {
    storeToken({ access_token: 'tok-1', expires_in: 3599 });
    tokenRejected();
    expect(getSession()).toMatchObject({ status: 'signed-out', reason: 'unauthorized' });
    expect(signOuts).toEqual(['unauthorized']);
  });
});
