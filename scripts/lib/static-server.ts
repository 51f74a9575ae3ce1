import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {
  createNonce,
  SECURITY_HEADERS,
  strictContentSecurityPolicy,
  withScriptNonce,
  type DeploymentOrigins,
} from '@mail/rspack-config/content-security-policy';
import { withInlineJson, withScriptPreloads, type ScriptPreload } from './page-additions';
import { contentVersion } from './subresource-integrity';

export interface StaticServerOptions {
  /** The folder to serve (an app's dist/). Only the files it holds when the server starts are served. */
  root: string;
  port: number;
  host?: string;
  /** Unknown paths without an extension answer index.html (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Extra in-memory files, e.g. the shell's /runtime-config.json. Read on every request. */
  files?: Record<string, { body: string; contentType: string }>;
  /**
   * The deployment this server is part of: what its HTML documents' Content-Security-Policy lets a
   * page load and talk to. Read on every request. Without it a page may use only its own origin.
   */
  origins?: DeploymentOrigins;
  /**
   * JSON written into every HTML document as `<script type="application/json" id=…>` (read on every
   * request): the shell's run-time config arrives with its page instead of after it.
   */
  inlineJson?: { id: string; body: () => string };
  /**
   * Scripts of other servers every document will load (read on every request), preloaded from its
   * head: the mailbox remote's entry downloads beside the shell's own files instead of after them.
   * With an integrity, the preload is CORS like the script Module Federation inserts, so it is reused.
   */
  preloadScripts?: () => ScriptPreload[];
}

export interface RunningStaticServer {
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** A request the server refuses to interpret (malformed encoding, not a path). */
class BadRequest extends Error {}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but asked again (If-None-Match) before each use. */
export const REVALIDATE = 'no-cache';
/** rspack's production names: `[name].[contenthash:8].js|css` never change content. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * The caching of a built file, as a CDN would apply it: a name that can only ever mean these bytes
 * (content-hashed, or a stable name asked for with `?v=` equal to its content's version, as the
 * run-time config names remote entries) is kept for a year without asking; any other name (an entry
 * without its version, manifests) is revalidated with its ETag on each use.
 */
export function cacheControlOf(
  urlPath: string,
  askedVersion: string | null,
  versionOf: (urlPath: string) => string | undefined,
): string {
  if (HASHED_FILE.test(urlPath)) return IMMUTABLE;
  return askedVersion !== null && askedVersion === versionOf(urlPath) ? IMMUTABLE : REVALIDATE;
}

/** A strong validator for content the server holds in memory. */
const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;

/** The decoded path of a request for a file; throws BadRequest for anything else. */
function requestPath(url: string | undefined): string {
  if (!url?.startsWith('/')) throw new BadRequest('not a path');
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.replace(/[?#].*$/s, ''));
  } catch {
    throw new BadRequest('malformed percent-encoding');
  }
  if (decoded.includes('\0')) throw new BadRequest('NUL in path');
  return decoded;
}

/** Every HTML file under root by the paths that name it ("/x/index.html" is also "/x/"). */
function findDocuments(root: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const relative of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!relative.endsWith('.html')) continue;
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    documents.set(urlPath, path.join(root, relative));
    if (urlPath.endsWith('/index.html'))
      documents.set(urlPath.slice(0, -'index.html'.length), path.join(root, relative));
  }
  return documents;
}

/**
 * The production file server of one built app (loopback by default). sirv serves the files, from the
 * list it makes at start (so nothing outside root, however the path is spelled), with ETags; HTML
 * documents are answered here, each with a fresh nonce in its scripts and its policy. Every error
 * becomes a 400 or 500 answer: no request can stop the process.
 */
export function startStaticServer(options: StaticServerOptions): Promise<RunningStaticServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const documents = findDocuments(root);
  // Precompressed .br / .gz beside a file (scripts/lib/precompress.ts) are sent as they are.
  const assets = sirv(root, {
    etag: true,
    extensions: [],
    dotfiles: false,
    brotli: true,
    gzip: true,
  });
  const versionOf = (urlPath: string) => {
    const file = path.join(root, urlPath);
    return file.startsWith(root + path.sep) && existsSync(file) ? contentVersion(file) : undefined;
  };
  // Typed for Express, it needs no more than Node's request and response.
  const gzip = compression() as unknown as (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void;

  const withPageJson = (html: string) =>
    options.inlineJson
      ? withInlineJson(html, options.inlineJson.id, options.inlineJson.body())
      : html;

  const sendDocument = async (response: ServerResponse, file: string) => {
    const nonce = createNonce();
    const page = withScriptPreloads(
      withPageJson(await readFile(file, 'utf8')),
      options.preloadScripts?.() ?? [],
    );
    const html = withScriptNonce(page, nonce);
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      // A nonce is good for one response: never reuse a stored copy.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': strictContentSecurityPolicy({
        nonce,
        origins: options.origins ?? { remotes: [], apis: [] },
      }),
    });
    response.end(html);
  };

  const notFound = async (response: ServerResponse) => {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  };

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const urlPath = requestPath(request.url);
    const inMemory = options.files?.[urlPath];
    if (inMemory) {
      const etag = etagOf(inMemory.body);
      const unchanged = request.headers['if-none-match'] === etag;
      response.writeHead(unchanged ? 304 : 200, {
        'Content-Type': inMemory.contentType,
        'Cache-Control': REVALIDATE,
        ETag: etag,
      });
      response.end(unchanged ? undefined : inMemory.body);
      return;
    }
    const document = documents.get(urlPath);
    if (document) return sendDocument(response, document);
    // Set before sirv answers, so that a 304 carries it too.
    const askedVersion = new URL(request.url ?? '/', 'http://host').searchParams.get('v');
    response.setHeader('Cache-Control', cacheControlOf(urlPath, askedVersion, versionOf));
    await new Promise<void>((served, failed) => {
      // sirv pipes a file stream into the response; a file removed since the start fails there.
      response.once('pipe', (source) => source.once('error', failed));
      response.once('finish', served);
      response.once('close', served);
      assets(request, response, () => {
        const fallback = options.spaFallback && !path.extname(urlPath) && documents.get('/');
        (fallback ? sendDocument(response, fallback) : notFound(response)).then(served, failed);
      });
    });
  };

  const fail = (request: IncomingMessage, response: ServerResponse, error: unknown) => {
    const badRequest = error instanceof BadRequest;
    if (!badRequest)
      console.error(`static server ${root}: ${request.method} ${request.url}:`, error);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response
      .writeHead(badRequest ? 400 : 500, {
        'Content-Type': 'text/plain',
        'Cache-Control': 'no-store',
      })
      .end(badRequest ? 'Bad request' : 'Internal error');
  };

  const server = createServer((request, response) => {
    try {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
      // Remotes' entries and chunks are loaded by the shell's page, from another origin.
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      gzip(request, response, () => {
        route(request, response).catch((error: unknown) => fail(request, response, error));
      });
    } catch (error) {
      fail(request, response, error);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
