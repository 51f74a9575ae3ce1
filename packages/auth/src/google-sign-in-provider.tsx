import {
  GoogleOAuthProvider,
  useGoogleLogin,
  useGoogleOAuth,
  type UseGoogleLoginOptionsImplicitFlow,
} from '@react-oauth/google';
import type { AccessArea } from '@mail/event-bus';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AREA_SCOPES } from './scopes';
import { SIGN_IN_SCOPE } from './sign-in-scope';
import {
  NOT_READY,
  SIGN_IN_SETUP_DELAY_MS,
  SignInClientContext,
  type SignInClient,
  type SignInRequest,
} from './sign-in-client';
import { grantFromResponse, signInFailed, type SignInResult } from './sign-in-result';
import { useDelayElapsed } from './use-delay-elapsed';

type TokenClientAnswers = Pick<
  UseGoogleLoginOptionsImplicitFlow,
  'onSuccess' | 'onError' | 'onNonOAuthError'
>;

/** One of Google's token clients, for exactly `scope` (the library would add identity scopes). */
function useTokenClient(scope: string, answers: TokenClientAnswers) {
  return useGoogleLogin({ flow: 'implicit', scope, overrideScope: true, ...answers });
}

/**
 * Wraps Google's token clients and reports them upwards once Google's script has loaded: one for
 * every scope (sign-in, renewal) and one per area, for asking for an area the user refused. With
 * include_granted_scopes (GIS's default) each answer's token carries every scope granted so far.
 */
function GoogleTokenClient({ onClient }: { onClient: (client: SignInClient) => void }) {
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  // Google answers through the callbacks given at set-up; route each answer to the attempt that asked.
  const pendingResult = useRef<(result: SignInResult) => void>(undefined);
  const settle = (result: SignInResult) => {
    pendingResult.current?.(result);
    pendingResult.current = undefined;
  };
  const answers: TokenClientAnswers = {
    onSuccess: (response) => settle(grantFromResponse({ ...response })),
    onError: (response) =>
      settle(
        signInFailed(response.error ?? 'unknown', { ...response }, response.error_description),
      ),
    onNonOAuthError: (error) => settle(signInFailed(error.type, { ...error })),
  };
  const everyScope = useTokenClient(SIGN_IN_SCOPE, answers);
  const byArea: Record<AccessArea, ReturnType<typeof useTokenClient>> = {
    mail: useTokenClient(AREA_SCOPES.mail.join(' '), answers),
    contacts: useTokenClient(AREA_SCOPES.contacts.join(' '), answers),
    calendar: useTokenClient(AREA_SCOPES.calendar.join(' '), answers),
  };
  const { mail, contacts, calendar } = byArea;

  const signIn = useCallback(
    (onResult: (result: SignInResult) => void, request: SignInRequest = {}) => {
      pendingResult.current = onResult;
      const login = request.area ? { mail, contacts, calendar }[request.area] : everyScope;
      const hint = request.loginHint;
      // GIS reads login_hint (`hint` is its older name, the one the library's types know).
      login({ prompt: request.prompt ?? '', hint, ...(hint ? { login_hint: hint } : {}) });
    },
    [everyScope, mail, contacts, calendar],
  );

  useEffect(() => {
    onClient(
      scriptLoadedSuccessfully ? { ready: true, failed: false, renews: true, signIn } : NOT_READY,
    );
  }, [onClient, scriptLoadedSuccessfully, signIn]);
  return null;
}

const SCRIPT_FAILED: SignInClient = { ...NOT_READY, failed: true };

export function GoogleSignInProvider({
  clientId,
  children,
}: {
  clientId: string;
  children: ReactNode;
}) {
  const setUp = useDelayElapsed(SIGN_IN_SETUP_DELAY_MS);
  const [client, setClient] = useState<SignInClient>(NOT_READY);
  const [scriptFailed, setScriptFailed] = useState(false);
  // Google's provider is a sibling of the children, not their parent, so mounting it late does not
  // remount the login screen.
  return (
    <SignInClientContext value={scriptFailed ? SCRIPT_FAILED : client}>
      {setUp && (
        <GoogleOAuthProvider clientId={clientId} onScriptLoadError={() => setScriptFailed(true)}>
          <GoogleTokenClient onClient={setClient} />
        </GoogleOAuthProvider>
      )}
      {children}
    </SignInClientContext>
  );
}
