import { render, screen } from '@testing-library/react';
import { useSession, type Session } from '@mail/auth';
import type { RuntimeConfig } from '@mail/contracts';
import { LoginScreen } from './login-screen';

jest.mock('@mail/auth', () => ({ useSession: jest.fn() }));
jest.mock('@mail/auth/sign-in', () => ({
  SignInClientProvider: ({ children }: { children: React.ReactNode }) => children,
  useSignIn: () => ({ ready: true, signIn: jest.fn() }),
}));

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
});
