import { randomBytes } from 'node:crypto';
import type { SeedUser } from '../seed/types';
import type { ApiResponse } from '../server/api-types';
import type { Route } from '../server/router';
import {
  allowedScopes,
  answerPrompt,
  refusableScopes,
  type ConsentGrants,
  type PromptAnswer,
} from './consent-grants';
import { GRANTED_SCOPE_FIELD, renderConsentPage, renderErrorPage } from './consent-page';
import type { OAuthClient } from './oauth-client';
import { grantedScopes, isKnownScopeForm } from './scopes';
import { parseStorageRelay, renderRelayPage, type StorageRelay } from './storage-relay';
import type { TokenStore } from './token-store';

const AUTH_PATH = '/o/oauth2/v2/auth';

/** Where the answer goes: a registered redirect URI (full-page flow) or the GIS popup's opener. */
type AnswerTarget = { kind: 'redirect'; uri: string } | { kind: 'relay'; relay: StorageRelay };

interface AuthorizationRequest {
  clientId: string;
  target: AnswerTarget;
  scopes: string[];
  state: string | null;
  /** The `prompt` values; empty for none or ''. */
  prompt: string[];
  includeGrantedScopes: boolean;
  loginHint: string | null;
}

/** A consent page the stand-in showed, for tests that assert when Google would (not) ask. */
export interface ConsentPageRecord {
  clientId: string;
  scopes: string[];
  /** The request's `prompt`, as sent ('' when absent). */
  prompt: string;
}

class AuthorizationError extends Error {
  constructor(
    readonly error: string,
    readonly detail: string,
    readonly status = 400,
  ) {
    super(error);
  }
}

function readTarget(redirectUri: string, client: OAuthClient): AnswerTarget {
  const relay = parseStorageRelay(redirectUri);
  if (relay) {
    // The popup flow: the page's origin must be one of the client's JavaScript origins.
    if (!client.allowsOrigin(relay.origin)) {
      throw new AuthorizationError(
        'origin_mismatch',
        `You can\u2019t sign in to this app because it doesn\u2019t comply with Google\u2019s OAuth 2.0 policy. If you\u2019re the app developer, register the JavaScript origin in the Google Cloud Console. Request details: origin=${relay.origin}`,
      );
    }
    return { kind: 'relay', relay };
  }
  // Only a registered URI, compared whole: a token never goes to a page the product did not name.
  if (!client.allowsRedirectUri(redirectUri)) {
    throw new AuthorizationError(
      'redirect_uri_mismatch',
      `The redirect URI in the request, ${redirectUri}, does not match the ones authorized for the OAuth client.`,
    );
  }
  return { kind: 'redirect', uri: redirectUri };
}

function readPrompt(params: URLSearchParams): string[] {
  const prompt = (params.get('prompt') ?? '').split(/\s+/).filter(Boolean);
  const unknown = prompt.filter((value) => !['none', 'consent', 'select_account'].includes(value));
  if (unknown.length) throw new AuthorizationError('invalid_request', `Invalid prompt: ${unknown}`);
  if (prompt.includes('none') && prompt.length > 1) {
    throw new AuthorizationError('invalid_request', 'prompt=none must not be combined with others');
  }
  return prompt;
}

/** Checks an authorization request as Google does; throws AuthorizationError for its error pages. */
function readAuthorizationRequest(
  params: URLSearchParams,
  client: OAuthClient,
): AuthorizationRequest {
  const clientId = params.get('client_id');
  if (!clientId)
    throw new AuthorizationError('invalid_request', 'Missing required parameter: client_id');
  if (!client.allowsClientId(clientId))
    throw new AuthorizationError('invalid_client', 'The OAuth client was not found.', 401);
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri)
    throw new AuthorizationError('invalid_request', 'Missing required parameter: redirect_uri');
  const target = readTarget(redirectUri, client);
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
    target,
    scopes,
    state: params.get('state'),
    prompt: readPrompt(params),
    includeGrantedScopes: params.get('include_granted_scopes') === 'true',
    loginHint: params.get('login_hint'),
  };
}

const html = (status: number, text: string, scriptNonce?: string): ApiResponse => ({
  status,
  headers: {
    'Content-Type': 'text/html; charset=utf-8',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': `default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'${scriptNonce ? `; script-src 'nonce-${scriptNonce}'` : ''}`,
  },
  body: Buffer.from(text),
});

/** The answer of a token request, in the target's way: the redirect's fragment or GIS's relay. */
function answer(
  request: AuthorizationRequest,
  fields: Record<string, string | number>,
): ApiResponse {
  const withState = request.state === null ? fields : { ...fields, state: request.state };
  if (request.target.kind === 'redirect') {
    const fragment = new URLSearchParams(
      Object.entries(withState).map(([name, value]) => [name, String(value)]),
    );
    return { status: 302, headers: { Location: `${request.target.uri}#${fragment}` } };
  }
  const nonce = randomBytes(16).toString('base64');
  return html(200, renderRelayPage(request.target.relay, withState, nonce), nonce);
}

export interface OAuthOptions {
  user: SeedUser;
  tokens: TokenStore;
  client: OAuthClient;
  grants: ConsentGrants;
  /** Each consent page shown is added here. */
  consentPages: ConsentPageRecord[];
}

/**
 * Google's token flow. GET shows the consent page (or, for a GIS popup, answers at once when `prompt`
 * lets it); POST (Allow / Cancel) answers: a redirect with the token in the fragment, or the relay
 * page that hands it to the GIS popup's opener.
 */
export function oauthRoutes({ user, tokens, client, grants, consentPages }: OAuthOptions): Route[] {
  const approve = (
    request: AuthorizationRequest,
    allowed: readonly string[],
    prompt: 'consent' | 'none',
  ): ApiResponse => {
    grants.add(request.clientId, user.sub, allowed);
    const earlier = request.includeGrantedScopes ? grants.granted(request.clientId, user.sub) : [];
    const scopes = [...new Set([...grantedScopes(allowed), ...earlier])];
    const grant = tokens.issue({ scopes, clientId: request.clientId });
    return answer(request, {
      access_token: grant.token,
      token_type: 'Bearer',
      expires_in: tokens.lifetimeSeconds(grant),
      scope: scopes.join(' '),
      authuser: '0',
      prompt,
    });
  };

  const consentPage = (request: AuthorizationRequest, query: URLSearchParams): ApiResponse => {
    consentPages.push({
      clientId: request.clientId,
      scopes: request.scopes,
      prompt: query.get('prompt') ?? '',
    });
    return html(
      200,
      renderConsentPage({
        user,
        clientId: request.clientId,
        scopes: request.scopes,
        refusable: refusableScopes(request.scopes),
        params: query,
        formAction: AUTH_PATH,
      }),
    );
  };

  /** What `prompt` asks for. The full-page flow keeps the demo account consented to everything. */
  const promptAnswer = (request: AuthorizationRequest): PromptAnswer => {
    if (request.target.kind === 'redirect')
      return request.prompt.includes('none') ? { kind: 'token' } : { kind: 'page' };
    const hint = request.loginHint?.toLowerCase();
    return answerPrompt({
      prompt: request.prompt,
      requested: request.scopes,
      granted: grants.granted(request.clientId, user.sub),
      hintMatches: !hint || hint === user.email.toLowerCase() || hint === user.sub,
    });
  };

  const guarded = (
    params: URLSearchParams,
    respond: (request: AuthorizationRequest) => ApiResponse,
  ): ApiResponse => {
    try {
      return respond(readAuthorizationRequest(params, client));
    } catch (error) {
      if (!(error instanceof AuthorizationError)) throw error;
      return html(error.status, renderErrorPage(error.status, error.error, error.detail));
    }
  };

  return [
    {
      method: 'GET',
      path: AUTH_PATH,
      kind: 'page',
      handle: ({ req }) =>
        guarded(req.query, (request) => {
          const decided = promptAnswer(request);
          if (decided.kind === 'page') return consentPage(request, req.query);
          if (decided.kind === 'error') return answer(request, { error: decided.error });
          return approve(request, request.scopes, 'none');
        }),
    },
    {
      method: 'POST',
      path: AUTH_PATH,
      kind: 'page',
      handle({ req }) {
        const form = new URLSearchParams(req.body.toString('utf8'));
        return guarded(form, (request) => {
          if (form.get('decision') === 'allow') {
            const ticked = form.getAll(GRANTED_SCOPE_FIELD);
            return approve(request, allowedScopes(request.scopes, ticked), 'consent');
          }
          return answer(request, {
            error: 'access_denied',
            ...(request.target.kind === 'relay' && {
              error_description: 'The user denied access to the app.',
              error_uri: 'https://developers.google.com/identity/oauth2/web/guides/error',
            }),
          });
        });
      },
    },
  ];
}
