/// <reference types="trusted-types" />
import {
  kindOfInitiator,
  servingStrategy,
  SERVICE_WORKER_URL,
  type KeepFilesMessage,
} from './app-files';

/**
 * The `service-worker` Trusted Types policy: `navigator.serviceWorker.register` takes a
 * TrustedScriptURL under the pages' `require-trusted-types-for 'script'`, and this policy makes one
 * for the app's own worker only.
 */
function trustedWorkerUrl(): TrustedScriptURL | string {
  const policy = window.trustedTypes?.createPolicy('service-worker', {
    createScriptURL(url) {
      if (url !== SERVICE_WORKER_URL) throw new TypeError(`Refused service worker ${url}`);
      return url;
    },
  });
  return policy ? policy.createScriptURL(SERVICE_WORKER_URL) : SERVICE_WORKER_URL;
}

/** Of these loaded resources, the app files the service worker would keep. */
function appFilesAmong(resources: readonly PerformanceEntry[]): string[] {
  return (resources as PerformanceResourceTiming[])
    .filter(
      ({ name, initiatorType }) =>
        servingStrategy(new URL(name), kindOfInitiator(initiatorType), location.origin) !==
        'network-only',
    )
    .map(({ name }) => name);
}

/** This document and the app files it has loaded so far, as the service worker would keep them. */
function loadedAppFiles(): string[] {
  const files = appFilesAmong(performance.getEntriesByType('resource'));
  return [...new Set([location.href, new URL('/', location.href).href, ...files])];
}

/** Resolves once the service worker serves this page (it claims its pages as it activates). */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/** Hands `urls` to the worker to fetch and keep; resolves once they are kept. */
function keepFiles(worker: ServiceWorker, urls: string[]): Promise<void> {
  const channel = new MessageChannel();
  const kept = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
  });
  const message: KeepFilesMessage = { type: 'keep-files', urls };
  worker.postMessage(message, [channel.port2]);
  return kept;
}

/** How long files still loading when the worker took over may take to finish (then never kept). */
const IN_FLIGHT_FILES_WINDOW_MS = 30_000;

/**
 * Registers the service worker that keeps the app's files for offline use, then hands it what the
 * page loaded before it served the page (on the first visit, everything so far), and the files that
 * were still on their way then (the prefetch of the next screens runs at the same idle moment):
 * neither passed through the worker. Resolves once the first are kept. Where service workers are
 * unavailable (no secure context), the app simply needs the network to start.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // The cast: TypeScript's DOM library types register's URL as a string only.
  await navigator.serviceWorker.register(trustedWorkerUrl() as string, { scope: '/' });
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  await controlled();
  const controlledAt = performance.now();
  const inFlight = new PerformanceObserver((list) => {
    const files = appFilesAmong(
      list.getEntries().filter(({ startTime }) => startTime < controlledAt),
    );
    if (files.length > 0) void keepFiles(active, files);
  });
  inFlight.observe({ type: 'resource' });
  setTimeout(() => inFlight.disconnect(), IN_FLIGHT_FILES_WINDOW_MS);
  await keepFiles(active, loadedAppFiles());
}
