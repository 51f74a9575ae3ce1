import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, signOut, storeToken, tokenRejected } from '@mail/auth';
import type { SignInCallbacks, SignInRequest } from '@mail/auth/sign-in';
import type { RuntimeConfig } from '@mail/contracts';
import { events$, publish, type MailEvent } from '@mail/event-bus';
import { SessionKeeper } from './session-keeper';

const mockSignIn = { calls: [] as (SignInRequest | undefined)[], callbacks: {} as SignInCallbacks };
jest.mock('@mail/auth/sign-in', () => ({
  ...jest.requireActual<object>('@mail/auth/sign-in'),
  SignInClientProvider: ({ children }: { children: React.ReactNode }) => children,
  useSignIn: (callbacks: SignInCallbacks) => {
    mockSignIn.callbacks = callbacks;
    return {
      ready: true,
      failed: false,
      renews: true,
      signIn: (request?: SignInRequest) => mockSignIn.calls.push(request),
    };
  },
}));
jest.mock('@mail/gmail-client', () => ({
  getGoogleClient: () => ({
    getProfile: () => Promise.resolve({ name: 'Sara', email: 'sara@example.com', picture: '' }),
  }),
}));

const MAIL = 'https://www.googleapis.com/auth/gmail.modify';
const published: MailEvent[] = [];
const subscription = events$.subscribe((event) => published.push(event));
afterAll(() => subscription.unsubscribe());

beforeEach(() => {
  mockSignIn.calls.length = 0;
  published.length = 0;
});
afterEach(() => {
  signOut('user');
  jest.useRealTimers();
});

async function renderKeeper() {
  render(<SessionKeeper config={{} as RuntimeConfig} />);
  // The account's e-mail arrives from userinfo.
  await act(() => Promise.resolve());
}

it("renews at a click in the token's last 5 minutes, for the signed-in account, not before", async () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-27T10:00:00Z') });
  storeToken({ access_token: 'tok', expires_in: 3599, scope: `${MAIL} openid` });
  await renderKeeper();
  act(() => document.body.click());
  expect(mockSignIn.calls).toEqual([]);

  act(() => jest.advanceTimersByTime((3599 - 299) * 1000));
  act(() => document.body.click());
  expect(mockSignIn.calls).toEqual([{ loginHint: 'sara@example.com' }]);
});

it('keeps the session when the token is refused, and "Continue as" renews it', async () => {
  storeToken({ access_token: 'tok', expires_in: 3599, scope: `${MAIL} openid` });
  await renderKeeper();
  expect(screen.queryByRole('alert')).toBeNull();

  act(() => tokenRejected());
  expect(getSession()).toMatchObject({ status: 'signed-in', needsRenewal: true });
  await userEvent.click(screen.getByRole('button', { name: 'Continue as sara@example.com' }));
  expect(mockSignIn.calls).toEqual([{ loginHint: 'sara@example.com' }]);

  act(() => mockSignIn.callbacks.onError?.({ error: 'popup_closed', response: {} }));
  expect(screen.getByRole('alert')).toHaveTextContent('The sign-in window was closed');
  act(() => {
    storeToken({ access_token: 'tok-2', expires_in: 3599, scope: `${MAIL} openid` });
    mockSignIn.callbacks.onSuccess?.(getSession() as never);
  });
  expect(screen.queryByRole('alert')).toBeNull();
  // A renewal reloads nothing: the waiting calls go out by themselves.
  expect(published.filter((event) => event.type === 'connection/resumed')).toEqual([]);
});

it("asks for an area's scopes alone, and reloads what is on screen once granted", async () => {
  storeToken({ access_token: 'tok', expires_in: 3599, scope: 'openid' });
  await renderKeeper();
  // The area says it in its own place (the mailbox's list, the calendar): the keeper shows nothing.
  expect(screen.queryByRole('alert')).toBeNull();

  act(() => publish({ type: 'auth/access-requested', area: 'calendar' }));
  expect(mockSignIn.calls).toEqual([{ area: 'calendar', loginHint: 'sara@example.com' }]);
  act(() => mockSignIn.callbacks.onSuccess?.(getSession() as never));
  expect(published).toContainEqual({ type: 'connection/resumed', reason: 'granted' });
});

it("says in an alert why an area's request gave nothing, and reloads nothing", async () => {
  storeToken({ access_token: 'tok', expires_in: 3599, scope: 'openid' });
  await renderKeeper();
  act(() => publish({ type: 'auth/access-requested', area: 'mail' }));
  act(() => mockSignIn.callbacks.onError?.({ error: 'popup_closed', response: {} }));

  expect(published).toContainEqual(
    expect.objectContaining({
      type: 'alert/show',
      kind: 'error',
      message: expect.stringContaining('The sign-in window was closed') as string,
    }),
  );
  expect(published.filter((event) => event.type === 'connection/resumed')).toEqual([]);
  expect(screen.queryByRole('alert')).toBeNull();
});
