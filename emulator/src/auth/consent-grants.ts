import { grantedScopes, isIdentityScope } from './scopes';

/**
 * What each user has granted each OAuth client, as Google remembers it between sign-ins: what lets
 * a later request skip the consent screen, and what include_granted_scopes adds to a new token.
 * Revoking a token forgets the client's grant, as Google's revoke does.
 */
export class ConsentGrants {
  private readonly grants = new Map<string, Set<string>>();

  private static key(clientId: string, user: string): string {
    return JSON.stringify([clientId, user]);
  }

  granted(clientId: string, user: string): ReadonlySet<string> {
    return this.grants.get(ConsentGrants.key(clientId, user)) ?? new Set();
  }

  /** Adds to what was granted before (a user who unticks a scope later does not take it back). */
  add(clientId: string, user: string, scopes: readonly string[]): void {
    const key = ConsentGrants.key(clientId, user);
    const granted = this.grants.get(key) ?? new Set<string>();
    for (const scope of grantedScopes(scopes)) granted.add(scope);
    this.grants.set(key, granted);
  }

  forget(clientId: string, user: string): void {
    this.grants.delete(ConsentGrants.key(clientId, user));
  }

  /** Every user's grants gone, as if none had ever consented (a test starting afresh). */
  clear(): void {
    this.grants.clear();
  }
}

/**
 * The scopes the consent screen offers as checkboxes: with more than one scope beyond sign-in's own,
 * Google's granular consent lets the user untick each (all ticked at first); identity scopes and a
 * lone scope are not offered.
 */
export function refusableScopes(requested: readonly string[]): string[] {
  const others = requested.filter((scope) => !isIdentityScope(scope));
  return others.length > 1 ? others : [];
}

/** What Allow grants: the requested scopes less the refusable ones left unticked. */
export function allowedScopes(requested: readonly string[], ticked: readonly string[]): string[] {
  const refusable = new Set(refusableScopes(requested));
  return requested.filter((scope) => !refusable.has(scope) || ticked.includes(scope));
}

export type PromptAnswer =
  /** The account and consent screen. */
  | { kind: 'page' }
  /** A token at once, no page: everything asked was granted before. */
  | { kind: 'token' }
  /** prompt=none when Google would need the user. */
  | { kind: 'error'; error: 'consent_required' | 'interaction_required' };

export interface PromptInput {
  /** The request's `prompt` values (space-separated in the URL); empty when absent or ''. */
  prompt: readonly string[];
  requested: readonly string[];
  granted: ReadonlySet<string>;
  /** False when login_hint names an account other than the signed-in one. */
  hintMatches: boolean;
}

/**
 * Whether Google shows a page for a request, per `prompt` as it documents it: '' only when a scope
 * was never granted (or another account is hinted), 'consent' and 'select_account' always, 'none'
 * never (an error instead when the user would be needed).
 */
export function answerPrompt({
  prompt,
  requested,
  granted,
  hintMatches,
}: PromptInput): PromptAnswer {
  const allGranted = requested.every((scope) => granted.has(scope));
  if (prompt.includes('none')) {
    if (!hintMatches) return { kind: 'error', error: 'interaction_required' };
    return allGranted ? { kind: 'token' } : { kind: 'error', error: 'consent_required' };
  }
  if (prompt.includes('consent') || prompt.includes('select_account')) return { kind: 'page' };
  return allGranted && hintMatches ? { kind: 'token' } : { kind: 'page' };
}
