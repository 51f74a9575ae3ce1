import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADERS } from '@mail/rspack-config/content-security-policy';
import { repoRoot } from './apps';
import type { AppDeployment } from './deployment';
import { cacheControlOf, IMMUTABLE, REVALIDATE } from './static-server';

/**
 * The repository's own nginx rules every app's server includes, as `mail/*.conf` beside the main
 * configuration file (nginx reads a relative include from the main file's folder).
 */
export const nginxConfigDir = path.join(repoRoot, 'deploy/nginx');

/** A page is written for one deployment's config: never stored. */
const PAGE = 'no-store';

/** Headers every response of every app carries: the shell's page loads remotes' files from afar. */
const commonHeaders = { ...SECURITY_HEADERS, 'Access-Control-Allow-Origin': '*' };

/** The files a host serves, as URL paths (compressed copies are a server's business). */
const servedFiles = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name))}`)
    .map((file) => file.split(path.sep).join('/'))
    .sort();

/**
 * A `_headers` file (Cloudflare Pages' format, `! Header` removals included) for one app published
 * alone on a static host: every path is a page (the shell's routes too) unless it names a file, whose
 * caching is the one the Node server gives it (cacheControlOf). `! Cache-Control` drops the page's
 * value, which the host would otherwise join to the file's. A remote's entry is revalidated: a host
 * cannot tell the run-time config's `?v=` from any other.
 */
export function staticHostHeaders(app: AppDeployment): string {
  const rule = (pattern: string, headers: Record<string, string>, detach = false) =>
    [
      pattern,
      ...(detach ? ['  ! Cache-Control'] : []),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n');
  const files = servedFiles(app.root).filter((file) => !file.endsWith('.html'));
  return `${[
    rule('/*', {
      ...commonHeaders,
      'Content-Security-Policy': app.contentSecurityPolicy,
      'Cache-Control': PAGE,
    }),
    ...files.map((file) =>
      rule(file, { 'Cache-Control': cacheControlOf(file, null, () => undefined) }, true),
    ),
  ].join('\n\n')}\n`;
}

/**
 * One app's nginx server: the settings only this deployment knows (where, which policy, which entry
 * version is immutable), around the repository's shared rules (deploy/nginx/app.conf).
 */
export function nginxServer(
  app: AppDeployment,
  options: { listen: string; serverName: string; root: string; spa: boolean },
): string {
  const quote = (value: string) => `"${value.replace(/["\\$]/g, '\\$&')}"`;
  return [
    'server {',
    `  listen ${options.listen};`,
    `  server_name ${options.serverName};`,
    `  root ${quote(options.root)};`,
    `  set $content_security_policy ${quote(app.contentSecurityPolicy)};`,
    `  set $entry_version ${quote(app.entryVersion ?? '')};`,
    `  set $immutable ${quote(IMMUTABLE)};`,
    `  set $revalidate ${quote(REVALIDATE)};`,
    `  set $page ${quote(PAGE)};`,
    '  include mail/app.conf;',
    // The shell's routes are its page; a remote has no routes.
    `  location / {`,
    '    include mail/headers.conf;',
    `    add_header Cache-Control $revalidate always;`,
    `    try_files $uri $uri/ ${options.spa ? '/index.html' : '=404'};`,
    `  }`,
    '}',
  ].join('\n');
}
