/**
 * Which requests are the app's own files, kept for offline use by the service worker (sw.ts), and how
 * each is served. Shared by the worker (from a request) and the page (from what it already loaded).
 */

/** The service worker's script, at the root so that its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The shell's document: every route of the app is this one page. */
export const APP_DOCUMENT_URL = '/';

/** rspack's production names, `[name].[contenthash:8].js|css`: their content never changes. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** What kind of file a request is for: a script, a stylesheet, or anything else. */
export type FileKind = 'script' | 'style' | 'other';

/**
 * - `cache-first`: a content-hashed file, which never changes;
 * - `network-first`: documents, remote entries, the run-time config: an online reader always gets the
 *   newest (a remote is pinned by its entry's hash in the run-time config, and a stale entry would no
 *   longer match a newer pin), the copy only offline;
 * - `network-only`: not an app file (API calls: mail is kept in IndexedDB, not here; mail images).
 */
export type ServingStrategy = 'cache-first' | 'network-first' | 'network-only';

/**
 * The shell's origin serves only the app's files; from other origins, scripts and stylesheets are the
 * remotes' (the page's policy lets no other origin serve them).
 */
export function servingStrategy(url: URL, kind: FileKind, appOrigin: string): ServingStrategy {
  if (url.origin !== appOrigin && kind === 'other') return 'network-only';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'network-only';
  return CONTENT_HASHED.test(url.pathname) ? 'cache-first' : 'network-first';
}

/** A request's destination as a file kind. */
export function kindOfDestination(destination: string): FileKind {
  if (destination === 'script') return 'script';
  if (destination === 'style') return 'style';
  return 'other';
}

/** A loaded resource's initiator (Resource Timing) as a file kind. */
export function kindOfInitiator(initiatorType: string): FileKind {
  if (initiatorType === 'script') return 'script';
  if (initiatorType === 'link' || initiatorType === 'css') return 'style';
  return 'other';
}

/** The message a page sends its service worker: keep these files it loaded before it was served. */
export interface KeepFilesMessage {
  type: 'keep-files';
  urls: string[];
}

export function isKeepFilesMessage(data: unknown): data is KeepFilesMessage {
  const message = data as Partial<KeepFilesMessage> | null;
  return (
    typeof message === 'object' &&
    message?.type === 'keep-files' &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  );
}
