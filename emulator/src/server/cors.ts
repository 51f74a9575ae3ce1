import type { IncomingHttpHeaders } from 'node:http';

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

/** Headers of Google's answer to a browser's preflight: the origin and requested headers echoed. */
export function preflightHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {
    'Access-Control-Allow-Origin': headers.origin ?? '*',
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Max-Age': '3600',
    Vary: 'Origin, X-Origin, Referer',
  };
  const requested = headers['access-control-request-headers'];
  if (requested) out['Access-Control-Allow-Headers'] = requested;
  if (headers.origin) out['Access-Control-Allow-Credentials'] = 'true';
  return out;
}

/** CORS headers on an actual response to a cross-origin request. */
export function responseCorsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  };
}
