import { publish, type AccessArea } from '@mail/event-bus';
import { AREA_SCOPES } from './scopes';
import { useSession, type Session } from './session-store';

export type { AccessArea };

/**
 * Whether `area` may be used: false only when the signed-in user's token is known to lack one of
 * its scopes (refused on Google's consent page). A token stored without its scopes (one from before
 * they were stored), or no session yet, is not taken as a refusal: Google will say if it is one.
 */
export function hasAccess(session: Session, area: AccessArea): boolean {
  if (session.status !== 'signed-in') return true;
  const granted = session.grantedScopes;
  return granted.length === 0 || AREA_SCOPES[area].every((scope) => granted.includes(scope));
}

/** `hasAccess` for the current session, re-rendering when it changes. */
export function useAccess(area: AccessArea): boolean {
  return hasAccess(useSession(), area);
}

/**
 * Asks Google for `area`'s scopes alone, keeping what was granted (the shell's sign-in client answers
 * `auth/access-requested`). Call it from a click handler: Google's consent opens in a popup.
 */
export function requestAccess(area: AccessArea): void {
  publish({ type: 'auth/access-requested', area });
}
