import type { SignOutReason } from '@mail/auth';
import type { Location } from 'react-router-dom';

// Signing in again returns the reader to where they were (docs/behaviour/sign-in.md#back-where-you-were):
// the login screen's address carries the route in `continue`, as Google's own sign-in pages do.

export const MAILBOX_PATH = '/';
export const CONVERSATION_PATH = '/email/:threadId/:messageId';
export const LOGIN_PATH = '/login';

/**
 * A path of this origin that is one of the routes above, with its query: never an absolute address,
 * nor `//host` (or `/\host`, which browsers read alike), nor the login screen itself.
 */
const APP_ROUTE = /^\/(email\/[^/?#\\]+\/[^/?#\\]+)?(\?[^#]*)?$/;

/**
 * The login screen's address for a reader signed out on `location`: it names the route to return to,
 * unless they chose to leave (LOGOUT starts afresh, as Gmail does) or there is nothing to return to.
 */
export function loginPathFrom(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  reason: SignOutReason | null,
): string {
  const route = pathname + search;
  return reason !== 'user' && route !== MAILBOX_PATH && APP_ROUTE.test(route)
    ? `${LOGIN_PATH}?continue=${encodeURIComponent(route)}`
    : LOGIN_PATH;
}

/** Where a reader signed in on the login screen at `search` goes: the route it names, else the mailbox. */
export function routeAfterSignIn(search: string): string {
  const route = new URLSearchParams(search).get('continue') ?? '';
  return APP_ROUTE.test(route) ? route : MAILBOX_PATH;
}
