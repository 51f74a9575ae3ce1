import { useSession } from '@mail/auth';
import { SignInClientProvider, useSignIn } from '@mail/auth/sign-in';
import type { RuntimeConfig } from '@mail/contracts';
import { Logo } from '../../components/logo';
import './login-screen.css';

function LoginButton() {
  // On success the session store switches to signed-in and the routes move to the mailbox; a failed
  // sign-in is logged by the auth package ('Login error') and leaves the user here.
  const { ready, signIn } = useSignIn();
  return (
    <button type="button" className="login__button" onClick={signIn} disabled={!ready}>
      Login with Google
    </button>
  );
}

/** Why the reader is here, when it was not their choice: a 401 or the token's end (never LOGOUT). */
function SessionEndNotice() {
  const session = useSession();
  const expired =
    session.status === 'signed-out' &&
    (session.reason === 'unauthorized' || session.reason === 'expired');
  return (
    <p className="login__notice" role="status">
      {expired ? 'Your session expired. Sign in again.' : ''}
    </p>
  );
}

export function LoginScreen({ config }: { config: RuntimeConfig }) {
  return (
    <main className="login">
      <div className="login__card">
        {/* The screen's one heading: the product's name, which the logo says. */}
        <h1 className="login__title">
          <Logo size={64} />
        </h1>
        <hr className="login__rule" />
        <SessionEndNotice />
        <SignInClientProvider config={config}>
          <LoginButton />
        </SignInClientProvider>
      </div>
    </main>
  );
}
