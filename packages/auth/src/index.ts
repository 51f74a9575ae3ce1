export type { SignOutReason } from '@mail/event-bus';
export { KEPT_ACROSS_SIGN_IN_PREFIX } from './storage-keys';
export {
  allowRenewal,
  logOut,
  readSession,
  signOut,
  storeToken,
  tokenRejected,
  waitForAccessToken,
} from './session';
export {
  getSession,
  subscribeSession,
  useSession,
  type Session,
  type SignedInSession,
} from './session-store';
export { getAccessToken, type TokenGrant } from './token-storage';
export { requestAccess, useAccess, type AccessArea } from './access';
