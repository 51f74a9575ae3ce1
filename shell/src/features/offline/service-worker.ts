// The service worker (built alone into dist/sw.js): keeps the shell's and the remotes' files so that
// a reload while offline still shows the app; the mail itself is kept by @mail/gmail-client. Plain
// Service Worker API: three rules (app-files.ts) and a message; Workbox's precaching wants a build-time
// list of every file, which independently deployed remotes cannot give the shell.
//
// Any script on the app's origin can write to Cache Storage: a kept copy is served only once it has
// been checked against this build's own list of its files' hashes (written into this script by the
// build, see build-file-integrity.ts) or the integrity the page asked for (a remote's files, pinned
// through the run-time config). A copy that fails is dropped and fetched again: it never runs.
import {
  APP_DOCUMENT_URL,
  isKeepFilesMessage,
  kindOfDestination,
  servingStrategy,
  type ServingStrategy,
} from './app-files';
import { hasIntegrity } from './file-integrity';

// The DOM library has no service worker types, and the WebWorker one cannot be loaded beside it.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface ServiceWorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: ServiceWorkerScope;

/** Replaced by the build with the shell's files by URL path and integrity (`/main.1a2b3c4d.js`). */
declare const __BUILD_FILE_INTEGRITY__: Readonly<Record<string, string>>;
const BUILD_FILE_INTEGRITY = __BUILD_FILE_INTEGRITY__;

const CACHE_NAME = 'mail-app-files';
/**
 * Old content-hashed files pile up across deployments: past this many, the oldest kept go (the app
 * is about 60 files; LOGOUT empties Cache Storage anyway).
 */
const MAX_FILES = 300;

async function keep(key: Request | string, response: Response): Promise<void> {
  // Errors and opaque answers (status 0) are never kept: only what the page could use.
  if (!response.ok) return;
  const cache = await caches.open(CACHE_NAME);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -MAX_FILES).map((old) => cache.delete(old)));
}

/** The kept copy, from this worker's own cache only (a page's script could add caches of its own). */
async function cached(key: string): Promise<Response | undefined> {
  return (await caches.open(CACHE_NAME)).match(key, { ignoreVary: true });
}

/** The integrity a file must have: the one the page asked for, else this build's for its own file. */
function pinOf(request: Request): string | undefined {
  if (request.integrity) return request.integrity;
  const url = new URL(request.url);
  return url.origin === self.location.origin ? BUILD_FILE_INTEGRITY[url.pathname] : undefined;
}

/** The kept copy if it has `integrity`; one that does not is dropped (it is not this build's file). */
async function verifiedCopy(url: string, integrity: string): Promise<Response | undefined> {
  const copy = await cached(url);
  if (!copy) return undefined;
  if (await hasIntegrity(await copy.clone().arrayBuffer(), integrity)) return copy;
  await (await caches.open(CACHE_NAME)).delete(url);
  return undefined;
}

/**
 * The network's answer, kept; offline, the kept copy (checked where it is pinned). A document is kept
 * whole, headers included: its Content-Security-Policy names the nonce its scripts carry, so an old
 * copy still runs.
 */
async function networkFirst(request: Request, event: ExtendableEvent): Promise<Response> {
  try {
    const response = await fetch(request);
    event.waitUntil(keep(request.url, response.clone()));
    return response;
  } catch (error) {
    const integrity = pinOf(request);
    const copy = integrity
      ? await verifiedCopy(request.url, integrity)
      : ((await cached(request.url)) ??
        (request.mode === 'navigate' ? await cached(APP_DOCUMENT_URL) : undefined));
    if (copy) return copy;
    throw error;
  }
}

/** A pinned file's kept copy when it is the pinned one, else the network's; unpinned, network first. */
async function cacheFirst(request: Request, event: ExtendableEvent): Promise<Response> {
  const integrity = pinOf(request);
  if (!integrity) return networkFirst(request, event);
  const copy = await verifiedCopy(request.url, integrity);
  if (copy) return copy;
  const response = await fetch(request);
  event.waitUntil(keep(request.url, response.clone()));
  return response;
}

/** Files the page loaded before this worker served it (its first visit): fetched again and kept. */
async function keepLoadedFiles(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, self.location.href);
      // Only the page's own kinds of file reach here; 'script' stands for any file of another origin.
      const strategy: ServingStrategy = servingStrategy(url, 'script', self.location.origin);
      if (strategy === 'cache-first' && (await cached(url.href))) return;
      try {
        const sameOrigin = url.origin === self.location.origin;
        const response = await fetch(url, { mode: sameOrigin ? 'same-origin' : 'cors' });
        await keep(url.href, response);
      } catch {
        // Unreachable now: kept the next time the page loads it through this worker.
      }
    }),
  );
}

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));

// Serve the page that registered this worker at once, so what it loads next is kept.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const strategy = servingStrategy(
    new URL(request.url),
    kindOfDestination(request.destination),
    self.location.origin,
  );
  if (strategy === 'cache-first') event.respondWith(cacheFirst(request, event));
  else if (strategy === 'network-first') event.respondWith(networkFirst(request, event));
});

self.addEventListener('message', (event) => {
  if (!isKeepFilesMessage(event.data)) return;
  const [reply] = event.ports;
  event.waitUntil(keepLoadedFiles(event.data.urls).then(() => reply?.postMessage('kept')));
});
