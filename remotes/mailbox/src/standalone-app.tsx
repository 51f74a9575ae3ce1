import { readSession, useSession } from '@mail/auth';
import { SignInClientProvider, useSignIn } from '@mail/auth/sign-in';
import type { ApiOrigins } from '@mail/contracts';
import { configureGoogleClient } from '@mail/gmail-client';
import Mailbox from './exposes/mailbox';

/** The local Google stand-in (`pnpm dev` starts it): this page runs without the shell. */
const LOCAL_STAND_IN = 'http://localhost:3100';
const LOCAL_ORIGINS: ApiOrigins = {
  gmail: LOCAL_STAND_IN,
  calendar: LOCAL_STAND_IN,
  userinfo: LOCAL_STAND_IN,
  oauth: LOCAL_STAND_IN,
  revoke: LOCAL_STAND_IN,
};

// Without the shell, this page sets up the page-wide client itself.
configureGoogleClient(LOCAL_ORIGINS);
readSession();

/**
 * Signs in on the stand-in's consent page in a popup, as the shell does; `pnpm dev` registers this
 * page's origin and callback with the stand-in, which gives tokens to registered pages only.
 */
function SignInToStandIn() {
  const { ready, signIn } = useSignIn();
  return (
    <p>
      <button type="button" disabled={!ready} onClick={() => signIn()}>
        Sign in to the local stand-in
      </button>{' '}
      (start it with `pnpm dev`).
    </p>
  );
}

export function StandaloneApp() {
  const session = useSession();
  if (session.status !== 'signed-in') {
    return (
      <SignInClientProvider config={{ api: LOCAL_ORIGINS }}>
        <SignInToStandIn />
      </SignInClientProvider>
    );
  }
  return (
    <Mailbox onOpenThread={(threadId, messageId) => console.info('open', threadId, messageId)} />
  );
}
