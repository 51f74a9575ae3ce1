import { useMemo, type ReactNode } from 'react';
import { startLocalSignIn } from './local-sign-in';
import { SIGN_IN_SETUP_DELAY_MS, SignInClientContext, type SignInClient } from './sign-in-client';
import { useDelayElapsed } from './use-delay-elapsed';

/**
 * The local stand-in's consent page. It asks for every scope each time (an area's request too) and
 * does not renew: at the token's end the session ends.
 */
export function LocalSignInProvider({
  oauthOrigin,
  children,
}: {
  oauthOrigin: string;
  children: ReactNode;
}) {
  const ready = useDelayElapsed(SIGN_IN_SETUP_DELAY_MS);
  const client = useMemo<SignInClient>(
    () => ({
      ready,
      failed: false,
      renews: false,
      signIn: (onResult) => startLocalSignIn(oauthOrigin, onResult),
    }),
    [ready, oauthOrigin],
  );
  return <SignInClientContext value={client}>{children}</SignInClientContext>;
}
