import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

export interface StaticServerOptions {
  /** The folder to serve (an app's dist/). */
  root: string;
  port: number;
  host?: string;
  /** Unknown paths answer index.html (the shell's client-side routes). */
  spaFallback?: boolean;
  /** Extra in-memory files, e.g. the shell's /runtime-config.json. */
  files?: Record<string, { body: string; contentType: string }>;
  /** Extra response headers on HTML documents (the shell's Content-Security-Policy). */
  documentHeaders?: Record<string, string>;
}

export interface RunningStaticServer {
  origin: string;
  port: number;
  close(): Promise<void>;
}

async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  const resolved = path.join(root, decodeURIComponent(urlPath));
  if (!resolved.startsWith(root)) return undefined;
  try {
    const info = await stat(resolved);
    if (info.isFile()) return resolved;
    if (info.isDirectory()) return fileAt(root, path.join(urlPath, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  filePath: string,
  options: StaticServerOptions,
) {
  const extension = path.extname(filePath);
  response.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
  // Hashed bundles never change; entries, manifests and documents must be revalidated.
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(filePath);
  response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (extension === '.html') {
    for (const [name, value] of Object.entries(options.documentHeaders ?? {})) {
      response.setHeader(name, value);
    }
  }
  const stream = createReadStream(filePath);
  if (compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
    response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Vary', 'Accept-Encoding');
    stream.pipe(createGzip()).pipe(response);
  } else {
    stream.pipe(response);
  }
}

/** A small production file server for one built app: loopback only, CORS open for federation. */
export function startStaticServer(options: StaticServerOptions): Promise<RunningStaticServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    const inMemory = options.files?.[urlPath];
    if (inMemory) {
      response.writeHead(200, {
        'Content-Type': inMemory.contentType,
        'Cache-Control': 'no-store',
      });
      response.end(inMemory.body);
      return;
    }
    const filePath =
      (await fileAt(root, urlPath)) ??
      (options.spaFallback && !path.extname(urlPath) ? path.join(root, 'index.html') : undefined);
    if (!filePath) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    send(request, response, filePath, options);
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
