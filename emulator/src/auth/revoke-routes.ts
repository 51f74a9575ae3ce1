import { ApiError } from '../server/api-error';
import { ok } from '../server/api-types';
import type { Route } from '../server/router';
import type { ConsentGrants } from './consent-grants';
import type { TokenStore } from './token-store';

/** Where Google revokes a token: POST https://oauth2.googleapis.com/revoke, here on our origin. */
export const REVOKE_PATH = '/revoke';

/**
 * Google's revocation endpoint: `token` in the form body or the query (Google's own browser example
 * puts it in the query). 200 `{}` once revoked; OAuth-shaped 400s for a missing or dead token. The
 * user's grant to the token's client goes too, so the next sign-in asks for consent again.
 */
export function revokeRoutes({
  tokens,
  grants,
}: {
  tokens: TokenStore;
  grants: ConsentGrants;
}): Route[] {
  return [
    {
      method: 'POST',
      path: REVOKE_PATH,
      kind: 'api',
      handle({ req }) {
        const form = new URLSearchParams(req.body.toString('utf8'));
        const token = form.get('token') ?? req.query.get('token');
        if (!token) {
          throw new ApiError(400, { error: 'invalid_request', error_description: 'Bad Request' });
        }
        const grant = tokens.lookup(token);
        tokens.revoke(token);
        if (!grant) {
          throw new ApiError(400, {
            error: 'invalid_token',
            error_description: 'Token expired or revoked',
          });
        }
        grants.forget(grant.clientId, grant.user);
        return ok({});
      },
    },
  ];
}
