import type { AccessArea } from '@mail/event-bus';
import { createContext } from 'react';
import type { SignInResult } from './sign-in-result';

/**
 * docs/behaviour/sign-in.md#login-screen: the sign-in client is set up about 500 ms after the login
 * screen appears.
 */
export const SIGN_IN_SETUP_DELAY_MS = 500;

/** What one sign-in attempt asks the provider for. */
export interface SignInRequest {
  /**
   * Google's `prompt`: '' (the default) shows the consent screen only for a scope never granted;
   * 'consent' always shows it; 'select_account' lets the user pick another account.
   */
  prompt?: '' | 'consent' | 'select_account';
  /** The e-mail of the account to continue as (Google's login_hint), when it is known. */
  loginHint?: string;
  /** Only this area's scopes, keeping those already granted; default every scope of the product. */
  area?: AccessArea;
}

/** What each provider (Google, local stand-in) offers the login screen and the session keeper. */
export interface SignInClient {
  ready: boolean;
  /** Its code could not load (Google's script): it will not become ready until the page reloads. */
  failed: boolean;
  /** It can give a new token for the same grant without the consent screen (Google's token model). */
  renews: boolean;
  /** Starts a sign-in; call it from a click handler so the browser allows the popup. */
  signIn(onResult: (result: SignInResult) => void, request?: SignInRequest): void;
}

export const NOT_READY: SignInClient = {
  ready: false,
  failed: false,
  renews: false,
  signIn: () => undefined,
};

export const SignInClientContext = createContext<SignInClient | null>(null);
