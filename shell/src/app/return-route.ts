import type { SignOutReason } from '@mail/auth';
import { matchPath, type Location } from 'react-router-dom';

// Signing in again returns the reader to where they were (docs/behaviour/sign-in.md#back-where-you-were):
// the login screen's address carries the route in `continue`, as Google's own sign-in pages do.

export const MAILBOX_PATH = '/';
export const CONVERSATION_PATH = '/email/:threadId/:messageId';
export const LOGIN_PATH = '/login';
const RETURN_PARAM = 'continue';

/** The one app route `path` names (with its query), or null for anything else. */
function appRoute(path: string | null): string | null {
  // Only a path of this origin: never an absolute address, nor `//host` (or `/\host`, read alike).
  if (!path?.startsWith('/')) return null;
  const url = new URL(path, window.location.origin);
  const isAppRoute = [MAILBOX_PATH, CONVERSATION_PATH].some((route) =>
    matchPath(route, url.pathname),
  );
  return url.origin === window.location.origin && isAppRoute ? url.pathname + url.search : null;
}

/**
 * The login screen's address for a reader signed out on `location`: it names the route to return to,
 * unless they chose to leave (LOGOUT starts afresh, as Gmail does) or there is nothing to return to.
 */
export function loginPathFrom(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  reason: SignOutReason | null,
): string {
  const route = reason === 'user' ? null : appRoute(pathname + search);
  return route && route !== MAILBOX_PATH
    ? `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: route })}`
    : LOGIN_PATH;
}

/** Where a reader signed in on the login screen at `search` goes: the route it names, else the mailbox. */
export function routeAfterSignIn(search: string): string {
  return appRoute(new URLSearchParams(search).get(RETURN_PARAM)) ?? MAILBOX_PATH;
}
