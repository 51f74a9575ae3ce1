import { SignInClientProvider, useSignIn } from '@mail/auth';
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

export function LoginScreen({ config }: { config: RuntimeConfig }) {
  return (
    <main className="login">
      <div className="login__card">
        <Logo size={64} />
        <hr className="login__rule" />
        <SignInClientProvider config={config}>
          <LoginButton />
        </SignInClientProvider>
      </div>
    </main>
  );
}
