import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type Session } from '@mail/auth';
import type { SignInCallbacks } from '@mail/auth/sign-in';
import type { RuntimeConfig } from '@mail/contracts';
import { LoginScreen } from './login-screen';

jest.mock('@mail/auth', () => ({ useSession: jest.fn() }));
const mockSignIn = {
  failed: false,
  signIn: jest.fn(),
  callbacks: {} as SignInCallbacks,
};
jest.mock('@mail/auth/sign-in', () => ({
  ...jest.requireActual<object>('@mail/auth/sign-in'),
  SignInClientProvider: ({ children }: { children: React.ReactNode }) => children,
  rememberedAccount: () => 'sara@example.com',
  useSignIn: (callbacks: SignInCallbacks) => {
    mockSignIn.callbacks = callbacks;
    return { ready: true, failed: mockSignIn.failed, renews: true, signIn: mockSignIn.signIn };
  },
}));

beforeEach(() => {
  mockSignIn.failed = false;
  mockSignIn.signIn.mockReset();
});

const showLogin = (session: Session) => {
  jest.mocked(useSession).mockReturnValue(session);
  render(<LoginScreen config={{} as RuntimeConfig} />);
};

describe('LoginScreen', () => {
  it.each(['unauthorized', 'expired'] as const)(
    'after a sign-out for %s says the session expired',
    (reason) => {
      showLogin({ status: 'signed-out', reason });
      expect(screen.getByRole('status')).toHaveTextContent('Your session expired. Sign in again.');
      expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    },
  );

  it.each([['user' as const], [null]])(
    'says nothing after LOGOUT or with no session (%s)',
    (reason) => {
      showLogin({ status: 'signed-out', reason });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    },
  );

  it('is a main landmark whose one level-one heading is the product’s name, said by its logo', () => {
    showLogin({ status: 'signed-out', reason: null });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Mail');
  });

  it('asks Google for the account last signed in here', async () => {
    showLogin({ status: 'signed-out', reason: 'expired' });
    await userEvent.click(screen.getByRole('button', { name: 'Login with Google' }));
    expect(mockSignIn.signIn).toHaveBeenCalledWith({ loginHint: 'sara@example.com' });
  });

  it.each([
    ['popup_failed_to_open', 'Allow pop-ups for this site'],
    ['popup_closed', 'The sign-in window was closed before you finished'],
    ['access_denied', 'Google did not give access'],
    ['server_error', 'Signing in did not work (server_error)'],
  ])('says why a sign-in gave no token (%s), and a new try clears it', async (error, text) => {
    showLogin({ status: 'signed-out', reason: null });
    act(() => mockSignIn.callbacks.onError?.({ error, response: { error } }));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: 'Login with Google' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("offers a reload, not a dead button, when Google's script cannot load", () => {
    mockSignIn.failed = true;
    showLogin({ status: 'signed-out', reason: null });
    expect(screen.getByRole('alert')).toHaveTextContent("Google's sign-in could not load");
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Login with Google' })).toBeNull();
  });
});
