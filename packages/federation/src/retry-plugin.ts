import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { backoffDelay, defaultRetryPolicy, wait, type RetryPolicy } from './backoff';

/** Marks the module a remote resolves to when it could not be loaded after every retry. */
export const REMOTE_UNAVAILABLE = Symbol.for('@mail/federation/remote-unavailable');

export interface UnavailableRemoteModule {
  [REMOTE_UNAVAILABLE]: { id: string; error: unknown };
}

export function isUnavailableRemote(module: unknown): module is UnavailableRemoteModule {
  return typeof module === 'object' && module !== null && REMOTE_UNAVAILABLE in module;
}

async function withRetries<T>(policy: RetryPolicy, attemptOnce: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce();
    } catch (error) {
      if (attempt >= policy.retries) throw error;
      await wait(backoffDelay(policy, attempt));
    }
  }
}

/**
 * Layers one and two of remote resilience: remote entry scripts are retried with backoff (their chunks
 * are retried by each bundle's own loader, chunk-load-retries.ts), and a remote that still fails
 * resolves to a marker module instead of rejecting, so the slot shows its own message while the rest
 * of the page keeps working. Failed loads are forgotten, so a later retry (the slot's button) starts
 * afresh without a page reload. Remotes are found by their entries, never by manifests, so the
 * runtime fetches no manifest and preloads no stylesheet that would need retrying here.
 */
export function createRetryPlugin(
  policy: RetryPolicy = defaultRetryPolicy,
): ModuleFederationRuntimePlugin {
  return {
    name: 'mail-remote-retry',
    // The runtime types this hook as returning a promise of a promise; it awaits whatever comes back.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) => {
      try {
        return await withRetries(policy, () => {
          delete globalLoading[uniqueKey];
          return getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
        });
      } finally {
        delete globalLoading[uniqueKey];
      }
    }) as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' && lifecycle !== 'afterResolve') return undefined;
      const unavailable: UnavailableRemoteModule = { [REMOTE_UNAVAILABLE]: { id, error } };
      return () => unavailable;
    },
  };
}
