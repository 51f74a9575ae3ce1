import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/** Google's longest access-token life (12 hours, granted to service accounts by policy). */
export const MAX_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export class InvalidTokenLifetimeError extends RangeError {
  constructor(seconds: number) {
    super(
      `A token lifetime must be a whole number of seconds from 0 to ${MAX_TOKEN_LIFETIME_SECONDS}, not ${seconds}`,
    );
  }
}

/** Refuses what would make a token immortal or its expiry unreadable (1e400 is Infinity, NaN). */
function checkedLifetime(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_TOKEN_LIFETIME_SECONDS)
    throw new InvalidTokenLifetimeError(seconds);
  return seconds;
}

export interface IssueOptions {
  lifetimeSeconds?: number;
  scopes?: readonly string[];
  clientId?: string;
}

type SavedGrant = Omit<TokenGrant, 'scopes'> & { scopes: string[] };

/** The grants kept in `file`; none when it is missing or unreadable (a first start). */
function readGrants(file: string): TokenGrant[] {
  if (!existsSync(file)) return [];
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedGrant[];
    return saved.map((grant) => ({ ...grant, scopes: new Set(grant.scopes) }));
  } catch (error) {
    console.warn(`[emulator] ignoring unreadable ${file}:`, error);
    return [];
  }
}

/**
 * Bearer tokens issued by the sign-in flow or the control API, all for the one demo user. Given a
 * `file`, the live grants are kept there (owner-only), so a token outlives a restart of the stand-in as
 * Google's outlive Google's servers, and a revoked one stays unknown.
 */
export class TokenStore {
  private readonly grants = new Map<string, TokenGrant>();

  private lifetime: number;

  constructor(
    private readonly user: string,
    defaultLifetimeSeconds: number,
    private readonly file?: string,
  ) {
    this.lifetime = checkedLifetime(defaultLifetimeSeconds);
    if (file) for (const grant of readGrants(file)) this.grants.set(grant.token, grant);
  }

  /** The lifetime of tokens issued without one of their own (sign-in's). */
  get defaultLifetimeSeconds(): number {
    return this.lifetime;
  }

  /** Changes it for tokens issued from now on, so a test can sign in and see its token die soon. */
  setDefaultLifetime(seconds: number): void {
    this.lifetime = checkedLifetime(seconds);
  }

  issue(options: IssueOptions = {}): TokenGrant {
    const lifetime = checkedLifetime(options.lifetimeSeconds ?? this.defaultLifetimeSeconds);
    const grant: TokenGrant = {
      token: `ya29.${randomBytes(48).toString('base64url')}`,
      user: this.user,
      scopes: new Set(options.scopes ?? ALL_SCOPES),
      clientId: options.clientId ?? 'emulator',
      expiresAt: Date.now() + lifetime * 1000,
    };
    this.grants.set(grant.token, grant);
    this.save();
    return grant;
  }

  /** The live grant for a token, or undefined for an unknown or expired one. */
  lookup(token: string): TokenGrant | undefined {
    const grant = this.grants.get(token);
    return grant && grant.expiresAt > Date.now() ? grant : undefined;
  }

  /** Forgets a token, as Google's revoke endpoint does (it answers 401 from now on). */
  revoke(token: string): void {
    if (this.grants.delete(token)) this.save();
  }

  /** Expires every token issued so far (they stay known, so they answer as expired, not unknown). */
  expireAll(): void {
    const now = Date.now();
    for (const grant of this.grants.values()) grant.expiresAt = Math.min(grant.expiresAt, now);
    this.save();
  }

  /** Seconds left, rounded: a token issued a millisecond ago still says 3599, as Google's do. */
  lifetimeSeconds(grant: TokenGrant): number {
    return Math.max(0, Math.round((grant.expiresAt - Date.now()) / 1000));
  }

  /** Writes the unexpired grants to `file` whole (a temporary file renamed over it). */
  private save(): void {
    if (!this.file) return;
    const now = Date.now();
    const live: SavedGrant[] = [...this.grants.values()]
      .filter((grant) => grant.expiresAt > now)
      .map((grant) => ({ ...grant, scopes: [...grant.scopes] }));
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(live), { mode: 0o600 });
    renameSync(temp, this.file);
  }
}
