import { useSession } from '@mail/auth';
import {
  describeSignInFailure,
  rememberedAccount,
  SignInClientProvider,
  useSignIn,
  type SignInFailure,
} from '@mail/auth/sign-in';
import type { RuntimeConfig } from '@mail/contracts';
import { useState } from 'react';
import { Logo } from '../../components/logo';
import './login-screen.css';

/**
 * The login button, and what went wrong with the last try (a blocked or closed popup, access
 * refused, Google's script not loading). On success the session store switches to signed-in and the
 * routes move to the mailbox; a failure is logged by the auth package ('Login error') and said here,
 * with the button to try again.
 */
function SignInControls() {
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const { ready, failed, signIn } = useSignIn({ onError: setFailure });
  if (failed) {
    return (
      <>
        <p className="login__error" role="alert">
          Google&apos;s sign-in could not load. Check your connection, then reload the page.
        </p>
        <button type="button" className="login__button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </>
    );
  }
  return (
    <>
      <p className="login__error" role="alert">
        {failure ? describeSignInFailure(failure) : ''}
      </p>
      <button
        type="button"
        className="login__button"
        disabled={!ready}
        onClick={() => {
          setFailure(null);
          // The account last signed in here, so that Google asks no more than it must.
          signIn({ loginHint: rememberedAccount() });
        }}
      >
        Login with Google
      </button>
    </>
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
          <SignInControls />
        </SignInClientProvider>
      </div>
    </main>
  );
}
