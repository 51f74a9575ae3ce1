import { useCallback, useContext } from 'react';
import { SignInClientContext, type SignInRequest } from './sign-in-client';
import { settleSignIn, type SignInCallbacks } from './sign-in-result';

export interface SignInControls {
  /** False for about 500 ms after the provider mounts (and, with Google, until its script loads). */
  ready: boolean;
  /** The provider's code could not load (Google's script): only a reload can bring it. */
  failed: boolean;
  /** The provider renews a token without the consent screen (Google). */
  renews: boolean;
  /**
   * Asks for a token (by default every scope, consent only for what was never granted). Call it
   * from a click handler; does nothing until ready.
   */
  signIn: (request?: SignInRequest) => void;
}

/**
 * The hook of every button that asks for a token: sign-in, "Continue as", an area's "Allow". A
 * granted token is stored and the session signed in before `onSuccess`; an answer without a token
 * logs 'Login error' with the answer, then calls `onError`.
 */
export function useSignIn(callbacks: SignInCallbacks = {}): SignInControls {
  const client = useContext(SignInClientContext);
  if (!client) throw new Error('useSignIn needs a <SignInClientProvider> above it');
  const { onSuccess, onError } = callbacks;
  const signIn = useCallback(
    (request?: SignInRequest) => {
      if (client.ready) {
        client.signIn((result) => settleSignIn(result, { onSuccess, onError }), request);
      }
    },
    [client, onSuccess, onError],
  );
  return { ready: client.ready, failed: client.failed, renews: client.renews, signIn };
}
