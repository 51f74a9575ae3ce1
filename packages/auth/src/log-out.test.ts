/** @jest-environment jsdom */
import { on } from '@mail/event-bus';
import { logOut, signOut, storeToken } from './session';
import { getSession } from './session-store';
import { installFakeDeviceStores } from './test-support/fake-device-stores';
import { getAccessToken } from './token-storage';

const REVOKE_ORIGIN = 'https://oauth2.googleapis.com';

/** jsdom has no Response: what revokeToken reads of one. */
const answerWith = (status: number) => ({ ok: status < 300, status }) as Response;

let stores: ReturnType<typeof installFakeDeviceStores>;
let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;
let warn: jest.SpyInstance;
let signOuts: string[];
let subscription: { unsubscribe(): void };

beforeEach(() => {
  storeToken({ access_token: 'tok-1', expires_in: 3599 });
  localStorage.setItem('mail.kept.senders', '["ann@example.com"]');
  sessionStorage.setItem('pendingSignInState', 'abc');
  stores = installFakeDeviceStores(['mail-drafts'], ['runtime-v1']);
  fetchMock = jest.fn((..._args: Parameters<typeof fetch>) => Promise.resolve(answerWith(200)));
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  signOuts = [];
  subscription = on('auth/signed-out').subscribe(({ reason }) => signOuts.push(reason));
});

afterEach(() => {
  subscription.unsubscribe();
  void signOut('user');
  stores.uninstall();
  Reflect.deleteProperty(globalThis, 'fetch');
  warn.mockRestore();
});

function expectDeviceCleared(): void {
  expect(getAccessToken()).toBeNull();
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(stores.databases()).toEqual([]);
  expect(stores.caches()).toEqual([]);
  expect(getSession()).toEqual({ status: 'signed-out', reason: 'user' });
  expect(signOuts).toEqual(['user']);
}

describe('logOut', () => {
  it("revokes the token at Google's endpoint, then leaves the device empty", async () => {
    await logOut(REVOKE_ORIGIN);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://oauth2.googleapis.com/revoke');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(String(init?.body)).toBe('token=tok-1');
    expect(warn).not.toHaveBeenCalled();
    expectDeviceCleared();
  });

  it('signs out at once, without waiting for the revocation to answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    // The revoking code loads first: the request starts a moment after signing out.
    const revocationSent = new Promise<void>((sent) =>
      fetchMock.mockImplementation(() => {
        sent();
        return new Promise((resolve) => (answer = resolve));
      }),
    );
    const done = logOut(REVOKE_ORIGIN);
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'user' });
    expect(getAccessToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    await revocationSent;
    answer(answerWith(200));
    await done;
    expectDeviceCleared();
  });

  it('clears the device anyway when offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(logOut(REVOKE_ORIGIN)).resolves.toBeUndefined();
    expectDeviceCleared();
    expect(warn).toHaveBeenCalled();
  });

  it('clears the device anyway when the provider refuses', async () => {
    fetchMock.mockResolvedValue(answerWith(400));
    await logOut(REVOKE_ORIGIN);
    expectDeviceCleared();
    expect(warn).toHaveBeenCalledWith('Token revocation answered 400');
  });

  it('clears the device only when the config names no revocation endpoint', async () => {
    await logOut(undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    expectDeviceCleared();
  });

  it('asks nothing of the provider when no token is stored', async () => {
    void signOut('unauthorized');
    signOuts = [];
    await logOut(REVOKE_ORIGIN);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('finishes even when a tab holds a database open (deleted once it lets go)', async () => {
    stores.uninstall();
    stores = installFakeDeviceStores(['mail-drafts'], [], { blockedDatabases: ['mail-drafts'] });
    await logOut(REVOKE_ORIGIN);
    expect(stores.deleteDatabase).toHaveBeenCalledWith('mail-drafts');
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'user' });
  });
});
