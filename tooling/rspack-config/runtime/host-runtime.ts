import type federation from '@module-federation/webpack-bundler-runtime';
import type { retryChunkLoads } from '@mail/federation/chunk-load-retries';

/**
 * The federation runtime the shell gives its remotes (provide-host-runtime.ts), so that a remote entry
 * carries only its own bundle's glue: the federation packages and our chunk retries ship once, in the
 * shell's main. A global, because a remote's bundle and the shell's share no module registry.
 */
export interface HostRuntime {
  /** @module-federation/webpack-bundler-runtime's default export: functions over a bundle's require. */
  federation: typeof federation;
  retryChunkLoads: typeof retryChunkLoads;
}

/** Global key of the runtime the shell provides. */
export const HOST_RUNTIME_KEY = Symbol.for('@mail/rspack-config/host-runtime');

type WithHostRuntime = typeof globalThis & { [HOST_RUNTIME_KEY]?: HostRuntime };

export function provideHostRuntime(runtime: HostRuntime): void {
  (globalThis as WithHostRuntime)[HOST_RUNTIME_KEY] = runtime;
}

export function borrowHostRuntime(): HostRuntime {
  const runtime = (globalThis as WithHostRuntime)[HOST_RUNTIME_KEY];
  if (!runtime) {
    throw new Error(
      'This remote uses the shell’s federation runtime: load it through the shell (or build it with MF_STANDALONE=1).',
    );
  }
  return runtime;
}
