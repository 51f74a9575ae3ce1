export type { SignOutReason } from '@mail/event-bus';
export { OAUTH_CALLBACK_PATH } from './local-sign-in';
export { KEPT_ACROSS_SIGN_IN_PREFIX } from './storage-keys';
export { completeRedirectSignIn } from './redirect-sign-in';
export { logOut, readSession, signOut, storeToken } from './session';
export {
  getSession,
  subscribeSession,
  useSession,
  type Session,
  type SignedInSession,
} from './session-store';
export { SignInClientProvider, type SignInClientProviderProps } from './sign-in-client-provider';
export type { SignInCallbacks, SignInFailure, SignInResult } from './sign-in-result';
export { getAccessToken, type TokenGrant } from './token-storage';
export { useSignIn, type SignInControls } from './use-sign-in';
