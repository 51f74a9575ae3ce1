import { useMemo, type ReactNode } from 'react';
import { startLocalSignIn } from './local-sign-in';
import { SIGN_IN_SETUP_DELAY_MS, SignInClientContext, type SignInClient } from './sign-in-client';
import { useDelayElapsed } from './use-delay-elapsed';

export function LocalSignInProvider({
  oauthOrigin,
  children,
}: {
  oauthOrigin: string;
  children: ReactNode;
}) {
  const ready = useDelayElapsed(SIGN_IN_SETUP_DELAY_MS);
  const client = useMemo<SignInClient>(
    () => ({ ready, signIn: (onResult) => startLocalSignIn(oauthOrigin, onResult) }),
    [ready, oauthOrigin],
  );
  return <SignInClientContext value={client}>{children}</SignInClientContext>;
}
