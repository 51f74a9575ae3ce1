import federation from '@module-federation/webpack-bundler-runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryChunkLoads } from '@mail/federation/chunk-load-retries';
import { provideHostRuntime } from './host-runtime';

// When the shell's bundle starts, before any remote entry can load.
provideHostRuntime({ federation, retryChunkLoads });

/** Module Federation runtime plugin of the shell: gives its runtime to the remotes (host-runtime.ts). */
export default function provideHostRuntimePlugin(): ModuleFederationRuntimePlugin {
  return { name: 'provide-host-runtime' };
}
