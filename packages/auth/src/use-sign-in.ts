import { useCallback, useContext } from 'react';
import { SignInClientContext } from './sign-in-client';
import { settleSignIn, type SignInCallbacks } from './sign-in-result';

export interface SignInControls {
  /** False for about 500 ms after the provider mounts (and, with Google, until its script loads). */
  ready: boolean;
  /** Asks for a token with a consent prompt. Call it from a click handler; does nothing until ready. */
  signIn: () => void;
}

/**
 * The login button's hook. A granted token is stored and the session signed in before `onSuccess`;
 * an answer without a token logs 'Login error' with the answer, then calls `onError`.
 */
export function useSignIn(callbacks: SignInCallbacks = {}): SignInControls {
  const client = useContext(SignInClientContext);
  if (!client) throw new Error('useSignIn needs a <SignInClientProvider> above it');
  const { onSuccess, onError } = callbacks;
  const signIn = useCallback(() => {
    if (client.ready) client.signIn((result) => settleSignIn(result, { onSuccess, onError }));
  }, [client, onSuccess, onError]);
  return { ready: client.ready, signIn };
}
