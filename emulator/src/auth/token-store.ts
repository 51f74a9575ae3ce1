import { randomBytes } from 'node:crypto';
import { ALL_SCOPES } from './scopes';

export interface TokenGrant {
  token: string;
  /** The `sub` of the user the token acts for. */
  user: string;
  scopes: ReadonlySet<string>;
  clientId: string;
  /** Epoch ms (real time). */
  expiresAt: number;
}

export interface IssueOptions {
  lifetimeSeconds?: number;
  scopes?: readonly string[];
  clientId?: string;
}

/** Bearer tokens issued by the sign-in flow or the control API, all for the one demo user. */
export class TokenStore {
  private readonly grants = new Map<string, TokenGrant>();

  constructor(
    private readonly user: string,
    readonly defaultLifetimeSeconds: number,
  ) {}

  issue(options: IssueOptions = {}): TokenGrant {
    const lifetime = options.lifetimeSeconds ?? this.defaultLifetimeSeconds;
    const grant: TokenGrant = {
      token: `ya29.${randomBytes(48).toString('base64url')}`,
      user: this.user,
      scopes: new Set(options.scopes ?? ALL_SCOPES),
      clientId: options.clientId ?? 'emulator',
      expiresAt: Date.now() + lifetime * 1000,
    };
    this.grants.set(grant.token, grant);
    return grant;
  }

  /** The live grant for a token, or undefined for an unknown or expired one. */
  lookup(token: string): TokenGrant | undefined {
    const grant = this.grants.get(token);
    return grant && grant.expiresAt > Date.now() ? grant : undefined;
  }

  /** Expires every token issued so far (they stay known, so they answer as expired, not unknown). */
  expireAll(): void {
    const now = Date.now();
    for (const grant of this.grants.values()) grant.expiresAt = Math.min(grant.expiresAt, now);
  }

  /** Seconds left, rounded: a token issued a millisecond ago still says 3599, as Google's do. */
  lifetimeSeconds(grant: TokenGrant): number {
    return Math.max(0, Math.round((grant.expiresAt - Date.now()) / 1000));
  }
}
