import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { promisify } from 'node:util';
import { gzip as gzipCallback, gzipSync } from 'node:zlib';
import type { OAuthClient } from '../auth/oauth-client';
import { payloadTooLarge } from './api-error';
import { MAX_MESSAGE_BYTES } from './limits';
import { DROP, JSON_CONTENT_TYPE, jsonBody, type ApiRequest, type ApiResponse } from './api-types';
import { preflightHeaders, responseCorsHeaders } from './cors';
import { isGoogleHost } from './google-hosts';
import { elapsedMs, type RequestLog } from './request-log';
import { errorResponse, type Router } from './router';

const gzip = promisify(gzipCallback);

/** Room for a multipart upload's envelope around the largest message. */
const MAX_UPLOAD_BODY = MAX_MESSAGE_BYTES + 1024 * 1024;
/**
 * How much of a JSON body is read before the connection is refused (a memory guard): json-body then
 * answers Google's 400 for anything over MAX_JSON_BODY_BYTES, so such a body is read, not cut off.
 */
const MAX_JSON_BODY = 48 * 1024 * 1024;
const SYNC_GZIP_LIMIT = 64 * 1024;

const BASE_HEADERS: Record<string, string> = {
  Vary: 'Origin, X-Origin, Referer',
  'Cache-Control': 'private',
  Server: 'ESF',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-XSS-Protection': '0',
};

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether the Host names us by a loopback name and our port. Anything else is a page on another
 * name resolving to 127.0.0.1 (DNS rebinding), which must not reach the API as a same-origin caller.
 */
function isLoopbackHost(host: string | undefined, port: number | undefined): boolean {
  const name = host?.toLowerCase();
  return LOOPBACK_NAMES.some(
    (loopback) => name === `${loopback}:${port}` || (port === 80 && name === loopback),
  );
}

/** Google's front end answers a request it cannot route with a bare 400 page. */
const BAD_HOST_PAGE = Buffer.from(
  '<!DOCTYPE html>\n<html lang=en>\n  <meta charset=utf-8>\n  <title>Error 400 (Bad Request)!!1</title>\n  <p><b>400.</b> <ins>That\u2019s an error.</ins>\n  <p>Your client has issued a malformed or illegal request.  <ins>That\u2019s all we know.</ins>\n',
);

class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super('body too large');
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLargeError(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const isCompressible = (contentType: string | undefined): boolean =>
  contentType !== undefined && /json|text|html|multipart|javascript|xml/i.test(contentType);

async function encodeBody(
  req: IncomingMessage,
  response: ApiResponse,
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const body = response.body ?? Buffer.alloc(0);
  const headers = { ...response.headers };
  const acceptsGzip = /\bgzip\b/i.test(req.headers['accept-encoding'] ?? '');
  if (!acceptsGzip || body.length === 0 || !isCompressible(headers['Content-Type']))
    return { body, headers };
  headers['Content-Encoding'] = 'gzip';
  headers.Vary = `${BASE_HEADERS.Vary}, Accept-Encoding`;
  return { body: body.length > SYNC_GZIP_LIMIT ? await gzip(body) : gzipSync(body), headers };
}

export interface HttpServerOptions {
  router: Router;
  log: RequestLog;
  /** Its origins are the only ones granted CORS. */
  client: OAuthClient;
  /** Paths that are not logged (the control endpoints). */
  isUnlogged(path: string): boolean;
  /** Paths whose preflight grants nothing (a fault): the browser then refuses the call itself. */
  refusesPreflight?(path: string): boolean;
}

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * What both listeners do in front of the router: bodies, CORS, compression, drops and the request
 * log, for requests whose Host the listener serves.
 */
function requestHandler(
  options: HttpServerOptions,
  servesHost: (req: IncomingMessage) => boolean,
): RequestHandler {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    const method = (req.method ?? 'GET').toUpperCase();
    const logged = !options.isUnlogged(url.pathname);
    const record = (status: number, bytes: number, bodyBytes: number): void => {
      if (!logged) return;
      options.log.add({
        method,
        path: `${url.pathname}${url.search}`,
        status,
        bytes,
        bodyBytes,
        ms: elapsedMs(started),
        viaBatch: false,
      });
    };

    if (!servesHost(req)) {
      res.writeHead(400, {
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Length': String(BAD_HOST_PAGE.length),
      });
      res.end(BAD_HOST_PAGE);
      return;
    }

    if (method === 'OPTIONS') {
      res.writeHead(200, {
        ...preflightHeaders(req.headers, options.client, options.refusesPreflight?.(url.pathname)),
        'Content-Length': '0',
      });
      res.end();
      return;
    }

    let response: ApiResponse;
    try {
      const limit = url.pathname.startsWith('/upload/') ? MAX_UPLOAD_BODY : MAX_JSON_BODY;
      const body = await readBody(req, limit);
      const apiRequest: ApiRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        viaBatch: false,
      };
      const result = await options.router.dispatch(apiRequest);
      if (result === DROP) {
        record(0, 0, 0);
        req.socket.destroy();
        return;
      }
      response = result;
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      const tooLarge = errorResponse(payloadTooLarge(error.limit));
      response = {
        ...tooLarge,
        headers: {
          ...tooLarge.headers,
          'Content-Type': JSON_CONTENT_TYPE,
          Connection: 'close',
        },
        body: jsonBody(tooLarge.json, false),
      };
    }

    const { body, headers } = await encodeBody(req, response);
    const status = response.status;
    // Requests on one keep-alive socket are answered in turn, so the growth of bytesWritten is this answer.
    const writtenBefore = req.socket.bytesWritten;
    res.on('finish', () => record(status, req.socket.bytesWritten - writtenBefore, body.length));
    res.writeHead(response.status, {
      ...BASE_HEADERS,
      Date: new Date().toUTCString(),
      ...responseCorsHeaders(req.headers.origin, options.client),
      ...headers,
      'Content-Length': String(body.length),
    });
    res.end(body);
  };

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[emulator] request failed:', error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  };
}

/** The emulator's own origin: plain HTTP, answering only to loopback names with its port. */
export function createHttpServer(options: HttpServerOptions): Server {
  return createServer(
    { keepAlive: true },
    requestHandler(options, (req) => isLoopbackHost(req.headers.host, req.socket.localPort)),
  );
}

/**
 * Google's own host names over HTTPS (the browser is told to resolve them to this listener and to
 * trust `tls`), answering only to those names: the same router as the HTTP origin.
 */
export function createGoogleHostsServer(
  options: HttpServerOptions,
  tls: { key: string; cert: string },
): HttpsServer {
  return createHttpsServer(
    { ...tls, keepAlive: true },
    requestHandler(options, (req) => isGoogleHost(req.headers.host)),
  );
}
