import type { SeedUser } from '../seed/types';
import { ApiError } from '../server/api-error';
import { isGoogleHost } from '../server/google-hosts';
import { ok } from '../server/api-types';
import type { Route } from '../server/router';
import { REQUIRED_SCOPES, SCOPES } from './scopes';
import type { TokenStore } from './token-store';

/** The OAuth endpoints answer in OAuth's own error shape, not the APIs' one. */
const invalidCredentials = (): ApiError =>
  new ApiError(
    401,
    { error: 'invalid_request', error_description: 'Invalid Credentials' },
    {
      'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
    },
  );

export interface UserinfoOptions {
  user: SeedUser;
  avatarPng: Buffer;
  tokens: TokenStore;
  /** The emulator's origin, for the absolute `picture` URL when a request names no Host. */
  origin: () => string;
}

/** userinfo (fields by granted scope), tokeninfo and the avatar image. */
export function userinfoRoutes({ user, avatarPng, tokens, origin }: UserinfoOptions): Route[] {
  // The picture's address is the one the client reached us by (localhost or 127.0.0.1, or Google's
  // name over HTTPS), as a page's Content-Security-Policy lists the API origin it was given, not ours.
  const pictureUrl = (host: string | undefined) =>
    `${host ? `${isGoogleHost(host) ? 'https' : 'http'}://${host}` : origin()}${user.picturePath}`;
  const userinfo: Route['handle'] = ({ req, grant }) => {
    const scopes = grant?.scopes ?? new Set<string>();
    const out: Record<string, unknown> = { sub: user.sub };
    if (scopes.has(SCOPES.userinfoProfile)) {
      Object.assign(out, {
        name: user.name,
        given_name: user.given_name,
        family_name: user.family_name,
        picture: pictureUrl(req.headers.host),
      });
    }
    if (scopes.has(SCOPES.userinfoEmail))
      Object.assign(out, { email: user.email, email_verified: true });
    return ok(out);
  };
  const userinfoRoute = (method: 'GET' | 'POST'): Route => ({
    method,
    path: '/oauth2/v3/userinfo',
    kind: 'api',
    scopes: REQUIRED_SCOPES.userinfo,
    unauthenticated: invalidCredentials,
    handle: userinfo,
  });

  return [
    userinfoRoute('GET'),
    userinfoRoute('POST'),
    {
      method: 'GET',
      path: '/oauth2/v3/tokeninfo',
      kind: 'api',
      handle({ req }) {
        const token = req.query.get('access_token');
        const grant = token ? tokens.lookup(token) : undefined;
        if (!grant) {
          throw new ApiError(400, { error: 'invalid_token', error_description: 'Invalid Value' });
        }
        const json: Record<string, unknown> = {
          azp: grant.clientId,
          aud: grant.clientId,
          sub: user.sub,
          scope: [...grant.scopes].join(' '),
          exp: String(Math.floor(grant.expiresAt / 1000)),
          expires_in: String(tokens.lifetimeSeconds(grant)),
        };
        if (grant.scopes.has(SCOPES.userinfoEmail))
          Object.assign(json, { email: user.email, email_verified: 'true' });
        json.access_type = 'online';
        return ok(json);
      },
    },
    {
      method: 'GET',
      path: user.picturePath,
      kind: 'page',
      handle: () => ({
        status: 200,
        headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
        body: avatarPng,
      }),
    },
  ];
}
