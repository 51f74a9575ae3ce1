import type { TokenGrant, TokenStore } from '../auth/token-store';
import { ApiError, insufficientScopes, internalError, unauthenticated } from './api-error';
import {
  DROP,
  JSON_CONTENT_TYPE,
  jsonBody,
  type ApiRequest,
  type ApiResponse,
  type DispatchResult,
} from './api-types';
import type { FaultController } from './faults';
import { compileFieldMask, type FieldMask, type FieldSchema } from './fields';
import { assertKnownParams } from './query';

/**
 * - api: a Google API call (auth, scopes, faults, `fields`).
 * - envelope: carries API calls (batch); no auth of its own, and of the faults only a dropped connection.
 * - page: the sign-in pages and static files; never faulted.
 * - control: the emulator's own /__emulator endpoints; not logged, never faulted.
 */
export type RouteKind = 'api' | 'envelope' | 'page' | 'control';

export interface RouteContext {
  req: ApiRequest;
  params: Record<string, string>;
  /** The caller's grant, on api routes that need a token. */
  grant: TokenGrant | undefined;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Path pattern; `:name` matches one segment. */
  path: string;
  kind: RouteKind;
  /** Any one of these scopes lets the call through; when absent no token is needed. */
  scopes?: readonly string[];
  /** The method's own query parameters; when given, others are refused as Gmail does. */
  queryParams?: readonly string[];
  /** Schema of the success response, for checking `fields`. */
  responseSchema?: FieldSchema;
  /** How a missing or bad token is answered; the userinfo endpoint has its own shape. */
  unauthenticated?: () => ApiError;
  /** How a token without the scope is answered; the People API has its own shape. */
  insufficientScopes?: () => ApiError;
  /** Only faults drop a connection (FaultController), never a handler. */
  handle(context: RouteContext): ApiResponse | Promise<ApiResponse>;
}

interface CompiledRoute {
  route: Route;
  segments: string[];
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** The bearer token of a request: Authorization header, or the access_token / oauth_token parameter. */
function bearerToken(req: ApiRequest): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  return req.query.get('access_token') ?? req.query.get('oauth_token') ?? undefined;
}

/** Google's bare 404 page for a URL no API serves. */
function unknownUrl(req: ApiRequest): ApiResponse {
  const html = `<!DOCTYPE html>\n<html lang=en>\n  <meta charset=utf-8>\n  <title>Error 404 (Not Found)!!1</title>\n  <p><b>404.</b> <ins>That\u2019s an error.</ins>\n  <p>The requested URL <code>${req.path.replace(/[<>&"]/g, '')}</code> was not found on this server.  <ins>That\u2019s all we know.</ins>\n`;
  return {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=UTF-8' },
    body: Buffer.from(html),
  };
}

export function errorResponse(error: ApiError): ApiResponse {
  return { status: error.code, headers: error.headers, json: error.body };
}

export interface RouterOptions {
  tokens: TokenStore;
  faults: FaultController;
}

/** Matches requests to routes and runs the pipeline every API call shares. */
export class Router {
  private readonly compiled: CompiledRoute[];

  constructor(
    routes: readonly Route[],
    private readonly options: RouterOptions,
  ) {
    this.compiled = routes.map((route) => ({ route, segments: route.path.split('/') }));
  }

  match(method: string, path: string): RouteMatch | undefined {
    const segments = path.split('/');
    for (const { route, segments: pattern } of this.compiled) {
      if (route.method !== method || pattern.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matched = pattern.every((part, index) => {
        const actual = segments[index] ?? '';
        if (part.startsWith(':')) {
          if (actual === '') return false;
          try {
            params[part.slice(1)] = decodeURIComponent(actual);
          } catch {
            return false;
          }
          return true;
        }
        return part === actual;
      });
      if (matched) return { route, params };
    }
    return undefined;
  }

  /** Answers one request (from the socket or a batch part). Never throws. */
  async dispatch(req: ApiRequest): Promise<DispatchResult> {
    const found = this.match(req.method, req.path);
    if (!found) return unknownUrl(req);
    const { route, params } = found;
    try {
      const result = await this.run(route, req, params);
      return result === DROP ? DROP : this.finish(req, result);
    } catch (error) {
      if (error instanceof ApiError) return this.finish(req, errorResponse(error));
      console.error(`[emulator] ${req.method} ${req.path} failed:`, error);
      return this.finish(req, errorResponse(internalError()));
    }
  }

  private async run(
    route: Route,
    req: ApiRequest,
    params: Record<string, string>,
  ): Promise<DispatchResult> {
    if (route.kind !== 'api') {
      const handle = async () => route.handle({ req, params, grant: undefined });
      return route.kind === 'envelope' && this.options.faults.appliesTo(req.path)
        ? this.options.faults.runEnvelope(handle)
        : handle();
    }
    const grant = route.scopes ? this.authenticate(route, req) : undefined;
    if (route.queryParams) assertKnownParams(req.query, route.queryParams);
    const mask = this.fieldMask(req, route);
    const call = async (): Promise<DispatchResult> => {
      const response = await route.handle({ req, params, grant });
      return mask && response.json !== undefined && response.status < 300
        ? { ...response, json: mask.apply(response.json) }
        : response;
    };
    if (!this.options.faults.appliesTo(req.path)) return call();
    return this.options.faults.run(grant?.user ?? 'anonymous', call);
  }

  private authenticate(route: Route, req: ApiRequest): TokenGrant {
    const token = bearerToken(req);
    const grant = token === undefined ? undefined : this.options.tokens.lookup(token);
    if (!grant) throw (route.unauthenticated ?? unauthenticated)();
    if (route.scopes && !route.scopes.some((scope) => grant.scopes.has(scope)))
      throw (route.insufficientScopes ?? insufficientScopes)();
    return grant;
  }

  private fieldMask(req: ApiRequest, route: Route): FieldMask | undefined {
    const fields = req.query.get('fields');
    return fields ? compileFieldMask(fields, route.responseSchema) : undefined;
  }

  /** Serialises JSON answers, pretty-printed unless prettyPrint=false (Google's default is pretty). */
  private finish(req: ApiRequest, response: ApiResponse): ApiResponse {
    if (response.json === undefined) return response;
    return {
      status: response.status,
      headers: { 'Content-Type': JSON_CONTENT_TYPE, ...response.headers },
      body: jsonBody(response.json, req.query.get('prettyPrint') !== 'false'),
    };
  }
}
