import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import {
  createNonce,
  CSP_REPORT_PATH,
  SECURITY_HEADERS,
  strictContentSecurityPolicy,
  withScriptNonce,
  type DeploymentOrigins,
} from './content-security-policy';

type DevServerOptions = NonNullable<Configuration['devServer']>;
type SetupMiddlewares = NonNullable<DevServerOptions['setupMiddlewares']>;
type Middleware = Parameters<SetupMiddlewares>[0][number];
type Next = (error?: unknown) => void;

/** What the dev server's compiler is, as far as reading its in-memory output goes. */
interface DevCompilerOutput {
  outputPath: string;
  outputFileSystem: {
    readFile(file: string, done: (error: unknown, content?: Buffer | string) => void): void;
  } | null;
}
interface DevServerInternals {
  compiler: DevCompilerOutput | { compilers: DevCompilerOutput[] };
  middleware?: { waitUntilValid(done: () => void): void };
}

const MAX_REPORT_BYTES = 64 * 1024;

/** The HTML file a request asks for: a .html path, or any page navigation (client-side routes). */
function documentFor(request: IncomingMessage): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://dev').pathname);
  } catch {
    return undefined;
  }
  if (pathname.endsWith('.html')) return pathname;
  const navigation = String(request.headers.accept).includes('text/html');
  return navigation && !path.extname(pathname) ? '/index.html' : undefined;
}

function printReport(app: string, body: string) {
  try {
    const report = (JSON.parse(body) as { 'csp-report'?: Record<string, unknown> })['csp-report'];
    if (!report) return;
    const where = report['source-file']
      ? ` at ${report['source-file']}:${report['line-number']}`
      : '';
    console.warn(
      `[csp] ${app}: ${report['effective-directive']} blocked ${report['blocked-uri'] || 'inline'}${where} on ${report['document-uri']}`,
    );
  } catch {
    // Not a report: nothing to print.
  }
}

/**
 * The dev servers' counterpart of the production static server for HTML: every page is sent with
 * the strict policy and a fresh nonce on its scripts, plus a report endpoint whose reports are printed.
 */
export function serveDevDocuments(app: string, origins: DeploymentOrigins): SetupMiddlewares {
  return (middlewares, devServer) => {
    const internals = devServer as unknown as DevServerInternals;
    const compiler =
      'compilers' in internals.compiler ? internals.compiler.compilers[0]! : internals.compiler;

    const documents: Middleware = {
      name: 'strict-csp-documents',
      middleware: (request: IncomingMessage, response: ServerResponse, next: Next) => {
        const file = documentFor(request);
        if (!file || !internals.middleware || !compiler.outputFileSystem) return next();
        const fileSystem = compiler.outputFileSystem;
        internals.middleware.waitUntilValid(() => {
          fileSystem.readFile(path.join(compiler.outputPath, file), (error, content) => {
            if (error || content === undefined) return next();
            const nonce = createNonce();
            response.writeHead(200, {
              ...SECURITY_HEADERS,
              'Content-Type': 'text/html; charset=utf-8',
              'Cache-Control': 'no-store',
              'Content-Security-Policy': strictContentSecurityPolicy({
                nonce,
                origins,
                development: true,
              }),
            });
            response.end(withScriptNonce(content.toString(), nonce));
          });
        });
      },
    };

    const reports: Middleware = {
      name: 'csp-reports',
      path: CSP_REPORT_PATH,
      middleware: (request: IncomingMessage, response: ServerResponse) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => {
          body += chunk;
          if (body.length > MAX_REPORT_BYTES) request.destroy();
        });
        request.on('end', () => {
          printReport(app, body);
          response.writeHead(204).end();
        });
      },
    };

    // After the dev server's own checks and headers, before it serves its in-memory output.
    const at = middlewares.findIndex(
      (entry) => typeof entry !== 'function' && entry.name === 'webpack-dev-middleware',
    );
    middlewares.splice(at < 0 ? 0 : at, 0, reports, documents);
    return middlewares;
  };
}
