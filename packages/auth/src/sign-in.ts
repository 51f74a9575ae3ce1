// @mail/auth/sign-in: what only a sign-in screen needs (the sign-in client, Google's library among
// them). Apart from the package's main entry so that a signed-in first screen never loads it.
export { SignInClientProvider, type SignInClientProviderProps } from './sign-in-client-provider';
export type { SignInCallbacks, SignInFailure, SignInResult } from './sign-in-result';
export { useSignIn, type SignInControls } from './use-sign-in';
export { describeSignInFailure } from './sign-in-failure-text';
export type { SignInRequest } from './sign-in-client';
export { rememberAccount, rememberedAccount } from './account-hint';
