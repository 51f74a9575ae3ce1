/// <reference types="trusted-types" />
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A script URL without its query (the retry's `attempt`) or fragment: the file it names. */
export function scriptFileOf(url: string): string {
  const file = new URL(url, document.baseURI);
  file.search = '';
  file.hash = '';
  return file.href;
}

/** The `federation` Trusted Types policy: http(s) script URLs only (never javascript:, data:, blob:). */
function createScriptUrlPolicy() {
  return window.trustedTypes?.createPolicy('federation', {
    createScriptURL(url) {
      const parsed = new URL(url, document.baseURI);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new TypeError(`Refused to load script from ${parsed.protocol} URL`);
      }
      return parsed.href;
    },
  });
}

/**
 * Makes the <script> the Module Federation runtime inserts for each remote entry:
 * - its URL goes through the `federation` Trusted Types policy (the pages require Trusted Types for
 *   script, so a plain `script.src = url` would be refused; which origins may serve script at all is
 *   the page's Content-Security-Policy, built by the server from the deployment's origins);
 * - a pinned entry (`integrityOf`, from the run-time config) loads with its Subresource Integrity and
 *   CORS, so the browser refuses any other content (a tampered or half-published remote) and the
 *   slot says the part is unavailable. The entry pins the remote's chunks in turn (its build's
 *   SubresourceIntegrityPlugin).
 * The one plugin that answers the runtime's createScript hook: the hook keeps the last answer only.
 */
export function createRemoteScriptPlugin(
  integrityOf: (entryFile: string) => string | undefined,
): ModuleFederationRuntimePlugin {
  const policy = createScriptUrlPolicy();
  return {
    name: 'mail-remote-scripts',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = (policy?.createScriptURL(url) ?? url) as string;
      // A script returned here gets none of the runtime's attributes (type, crossorigin…).
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      const integrity = integrityOf(scriptFileOf(url));
      if (integrity) {
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
      }
      return script;
    },
  };
}
