import { createContext } from 'react';
import type { SignInResult } from './sign-in-result';

/**
 * docs/behaviour/sign-in.md#login-screen: the sign-in client is set up about 500 ms after the login
 * screen appears.
 */
export const SIGN_IN_SETUP_DELAY_MS = 500;

/** What each provider (Google, local stand-in) offers the login screen. */
export interface SignInClient {
  ready: boolean;
  /** Starts a sign-in; call it from a click handler so the browser allows the popup. */
  signIn(onResult: (result: SignInResult) => void): void;
}

export const NOT_READY: SignInClient = { ready: false, signIn: () => undefined };

export const SignInClientContext = createContext<SignInClient | null>(null);
