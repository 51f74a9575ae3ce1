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

/** This document and the app files it has loaded so far, as the service worker would keep them. */
function loadedAppFiles(): string[] {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const files = resources
    .filter(
      ({ name, initiatorType }) =>
        servingStrategy(new URL(name), kindOfInitiator(initiatorType), location.origin) !==
        'network-only',
    )
    .map(({ name }) => name);
  return [...new Set([location.href, new URL('/', location.href).href, ...files])];
}

/**
 * Registers the service worker that keeps the app's files for offline use, then hands it what the
 * page loaded before it served the page (on the first visit, everything so far). Resolves once those
 * are kept. Where service workers are unavailable (no secure context), the app simply needs the
 * network to start.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // The cast: TypeScript's DOM library types register's URL as a string only.
  await navigator.serviceWorker.register(trustedWorkerUrl() as string, { scope: '/' });
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  const channel = new MessageChannel();
  const kept = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
  });
  const message: KeepFilesMessage = { type: 'keep-files', urls: loadedAppFiles() };
  active.postMessage(message, [channel.port2]);
  await kept;
}
