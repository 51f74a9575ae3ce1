import type { SeedUser } from '../seed/types';
import type { ApiResponse } from '../server/api-types';
import type { Route } from '../server/router';
import { renderConsentPage, renderErrorPage } from './consent-page';
import type { OAuthClient } from './oauth-client';
import { grantedScopes, isKnownScopeForm } from './scopes';
import type { TokenStore } from './token-store';

const AUTH_PATH = '/o/oauth2/v2/auth';

interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  prompt: string | null;
}

class AuthorizationError extends Error {
  constructor(
    readonly error: string,
    readonly detail: string,
  ) {
    super(error);
  }
}

/** Checks a token-flow request as Google does; throws AuthorizationError for its error pages. */
function readAuthorizationRequest(
  params: URLSearchParams,
  client: OAuthClient,
): AuthorizationRequest {
  const clientId = params.get('client_id');
  if (!clientId)
    throw new AuthorizationError('invalid_request', 'Missing required parameter: client_id');
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri)
    throw new AuthorizationError('invalid_request', 'Missing required parameter: redirect_uri');
  // Only a registered URI, compared whole: a token never goes to a page the product did not name.
  if (!client.allowsRedirectUri(redirectUri)) {
    throw new AuthorizationError(
      'redirect_uri_mismatch',
      `The redirect URI in the request, ${redirectUri}, does not match the ones authorized for the OAuth client.`,
    );
  }
  const responseType = params.get('response_type');
  if (responseType !== 'token') {
    throw new AuthorizationError(
      'unsupported_response_type',
      `Unsupported response_type: ${responseType ?? '(missing)'}. The emulator implements the token flow (response_type=token).`,
    );
  }
  const scopes = (params.get('scope') ?? '').split(/\s+/).filter(Boolean);
  if (scopes.length === 0)
    throw new AuthorizationError('invalid_request', 'Missing required parameter: scope');
  const unknown = scopes.filter((scope) => !isKnownScopeForm(scope));
  if (unknown.length) {
    throw new AuthorizationError(
      'invalid_scope',
      `Some requested scopes were invalid: ${unknown.join(' ')}`,
    );
  }
  return {
    clientId,
    redirectUri,
    scopes,
    state: params.get('state'),
    prompt: params.get('prompt'),
  };
}

const html = (status: number, text: string): ApiResponse => ({
  status,
  headers: {
    'Content-Type': 'text/html; charset=utf-8',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy':
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
  },
  body: Buffer.from(text),
});

const redirect = (request: AuthorizationRequest, fragment: URLSearchParams): ApiResponse => ({
  status: 302,
  headers: { Location: `${request.redirectUri.split('#')[0]}#${fragment}` },
});

export interface OAuthOptions {
  user: SeedUser;
  tokens: TokenStore;
  client: OAuthClient;
}

/** Google's token flow: GET shows the consent page, POST (Allow / Cancel) redirects with the hash. */
export function oauthRoutes({ user, tokens, client }: OAuthOptions): Route[] {
  const approve = (request: AuthorizationRequest): ApiResponse => {
    const scopes = grantedScopes(request.scopes);
    const grant = tokens.issue({ scopes, clientId: request.clientId });
    const fragment = new URLSearchParams();
    if (request.state !== null) fragment.set('state', request.state);
    fragment.set('access_token', grant.token);
    fragment.set('token_type', 'Bearer');
    fragment.set('expires_in', String(tokens.defaultLifetimeSeconds));
    fragment.set('scope', scopes.join(' '));
    fragment.set('authuser', '0');
    fragment.set('prompt', request.prompt === 'none' ? 'none' : 'consent');
    return redirect(request, fragment);
  };

  const guarded = (
    params: URLSearchParams,
    answer: (request: AuthorizationRequest) => ApiResponse,
  ): ApiResponse => {
    try {
      return answer(readAuthorizationRequest(params, client));
    } catch (error) {
      if (!(error instanceof AuthorizationError)) throw error;
      return html(400, renderErrorPage(error.error, error.detail));
    }
  };

  return [
    {
      method: 'GET',
      path: AUTH_PATH,
      kind: 'page',
      handle: ({ req }) =>
        guarded(req.query, (request) =>
          // prompt=none: the demo account is signed in and has consented, so no page is shown.
          request.prompt === 'none'
            ? approve(request)
            : html(
                200,
                renderConsentPage({
                  user,
                  clientId: request.clientId,
                  scopes: request.scopes,
                  params: req.query,
                  formAction: AUTH_PATH,
                }),
              ),
        ),
    },
    {
      method: 'POST',
      path: AUTH_PATH,
      kind: 'page',
      handle({ req }) {
        const form = new URLSearchParams(req.body.toString('utf8'));
        return guarded(form, (request) => {
          if (form.get('decision') === 'allow') return approve(request);
          const fragment = new URLSearchParams({ error: 'access_denied' });
          if (request.state !== null) fragment.set('state', request.state);
          return redirect(request, fragment);
        });
      },
    },
  ];
}
