import type { IncomingHttpHeaders } from 'node:http';
import type { OAuthClient } from '../auth/oauth-client';

const ALLOWED_METHODS = 'DELETE,GET,HEAD,PATCH,POST,PUT';
const EXPOSED_HEADERS = [
  'Cache-Control',
  'Content-Encoding',
  'Content-Length',
  'Content-Type',
  'Date',
  'ETag',
  'Expires',
  'Location',
  'Retry-After',
  'Server',
  'Vary',
  'WWW-Authenticate',
].join(',');

const VARY = 'Origin, X-Origin, Referer';

/**
 * Headers of the answer to a browser's preflight: for a registered origin, the origin and requested
 * headers echoed (as Google does); any other origin gets no grant, so its page cannot read or send.
 * No credentials are granted: the stand-in has no cookies, a token travels in Authorization.
 * `refused` (a fault) grants nothing to anyone.
 */
export function preflightHeaders(
  headers: IncomingHttpHeaders,
  client: OAuthClient,
  refused = false,
): Record<string, string> {
  if (refused || !client.allowsOrigin(headers.origin)) return { Vary: VARY };
  const out: Record<string, string> = {
    'Access-Control-Allow-Origin': headers.origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Max-Age': '3600',
    Vary: VARY,
  };
  const requested = headers['access-control-request-headers'];
  if (requested) out['Access-Control-Allow-Headers'] = requested;
  return out;
}

/** CORS headers on an actual response to a cross-origin request from a registered origin. */
export function responseCorsHeaders(
  origin: string | undefined,
  client: OAuthClient,
): Record<string, string> {
  if (!client.allowsOrigin(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  };
}
