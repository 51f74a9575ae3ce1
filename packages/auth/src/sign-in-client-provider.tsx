import type { RuntimeConfig } from '@mail/contracts';
import type { ReactNode } from 'react';
import { GoogleSignInProvider } from './google-sign-in-provider';
import { LocalSignInProvider } from './local-sign-in-provider';

export interface SignInClientProviderProps {
  config: Pick<RuntimeConfig, 'api' | 'googleClientId'>;
  children: ReactNode;
}

/**
 * Sets up the sign-in client for `useSignIn` below it: Google's when the run-time config has a
 * `googleClientId`, else the local stand-in's consent page at `config.api.oauth`.
 */
export function SignInClientProvider({ config, children }: SignInClientProviderProps) {
  return config.googleClientId ? (
    <GoogleSignInProvider clientId={config.googleClientId}>{children}</GoogleSignInProvider>
  ) : (
    <LocalSignInProvider oauthOrigin={config.api.oauth}>{children}</LocalSignInProvider>
  );
}
