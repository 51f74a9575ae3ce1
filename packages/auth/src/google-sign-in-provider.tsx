import { GoogleOAuthProvider, useGoogleLogin, useGoogleOAuth } from '@react-oauth/google';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { SIGN_IN_SCOPE } from './scopes';
import {
  NOT_READY,
  SIGN_IN_SETUP_DELAY_MS,
  SignInClientContext,
  type SignInClient,
} from './sign-in-client';
import { grantFromResponse, signInFailed, type SignInResult } from './sign-in-result';
import { useDelayElapsed } from './use-delay-elapsed';

/** Wraps Google's token client and reports it upwards once Google's script has loaded. */
function GoogleTokenClient({ onClient }: { onClient: (client: SignInClient) => void }) {
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  // Google answers through the callbacks given at set-up; route each answer to the attempt that asked.
  const pendingResult = useRef<(result: SignInResult) => void>(undefined);
  const settle = (result: SignInResult) => {
    pendingResult.current?.(result);
    pendingResult.current = undefined;
  };

  const login = useGoogleLogin({
    flow: 'implicit',
    prompt: 'consent',
    scope: SIGN_IN_SCOPE,
    overrideScope: true, // else the library prepends 'openid profile email' a second time
    onSuccess: (response) => settle(grantFromResponse({ ...response })),
    onError: (response) =>
      settle(
        signInFailed(response.error ?? 'unknown', { ...response }, response.error_description),
      ),
    onNonOAuthError: (error) => settle(signInFailed(error.type, { ...error })),
  });

  const signIn = useCallback(
    (onResult: (result: SignInResult) => void) => {
      pendingResult.current = onResult;
      login();
    },
    [login],
  );

  useEffect(() => {
    onClient(scriptLoadedSuccessfully ? { ready: true, signIn } : NOT_READY);
  }, [onClient, scriptLoadedSuccessfully, signIn]);
  return null;
}

export function GoogleSignInProvider({
  clientId,
  children,
}: {
  clientId: string;
  children: ReactNode;
}) {
  const setUp = useDelayElapsed(SIGN_IN_SETUP_DELAY_MS);
  const [client, setClient] = useState<SignInClient>(NOT_READY);
  // Google's provider is a sibling of the children, not their parent, so mounting it late does not
  // remount the login screen.
  return (
    <SignInClientContext value={client}>
      {setUp && (
        <GoogleOAuthProvider clientId={clientId}>
          <GoogleTokenClient onClient={setClient} />
        </GoogleOAuthProvider>
      )}
      {children}
    </SignInClientContext>
  );
}
