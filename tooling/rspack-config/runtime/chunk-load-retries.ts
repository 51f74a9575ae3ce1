import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryChunkLoads, type ChunkLoadingRuntime } from '@mail/federation/chunk-load-retries';

// The runtime of the bundle this plugin is built into (rspack replaces the name with it).
declare const __webpack_require__: ChunkLoadingRuntime;

/**
 * Module Federation runtime plugin, built into every app: the federation runtime retries a remote's
 * manifest and entry (packages/federation's retry plugin), but its chunks (exposed modules, shared
 * modules, CSS) are loaded by the remote's own bundler runtime, which this makes retry with backoff.
 * It has no federation hook to offer: it does its work when the bundle starts it, before any chunk
 * loads.
 */
export default function chunkLoadRetries(): ModuleFederationRuntimePlugin {
  retryChunkLoads(__webpack_require__);
  return { name: 'chunk-load-retries' };
}
