import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A script URL without its query (the retry's `attempt`) or fragment: the file it names. */
export function scriptFileOf(url: string): string {
  const file = new URL(url, document.baseURI);
  file.search = '';
  file.hash = '';
  return file.href;
}

/**
 * Pins each remote to the build the run-time config names: its entry script is loaded with the
 * config's Subresource Integrity hash and CORS, so the browser refuses any other content (a tampered
 * or half-published remote) and the slot says the part could not be loaded. The remote's entry pins
 * its own chunks the same way (its build's SubresourceIntegrityPlugin).
 */
export function createIntegrityPlugin(
  integrityOf: (entryFile: string) => string | undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'mail-remote-integrity',
    createScript({ url }) {
      const integrity = integrityOf(scriptFileOf(url));
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
