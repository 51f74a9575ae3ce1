/// <reference types="trusted-types" />
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Module Federation runtime plugin: the runtime inserts a <script> per remote entry and per remote
 * chunk, and the pages require Trusted Types for script, so a plain `script.src = url` is refused.
 * The `federation` policy lets through http(s) URLs only (never javascript:, data: or blob:). Which
 * origins may serve script at all is the page's Content-Security-Policy, which the server builds from
 * the deployment's origins.
 */
export default function trustedScriptUrls(): ModuleFederationRuntimePlugin {
  const policy = window.trustedTypes?.createPolicy('federation', {
    createScriptURL(url) {
      const parsed = new URL(url, document.baseURI);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new TypeError(`Refused to load script from ${parsed.protocol} URL`);
      }
      return parsed.href;
    },
  });
  return {
    name: 'trusted-script-urls',
    createScript({ url, attrs }) {
      if (!policy) return undefined;
      const script = document.createElement('script');
      script.src = policy.createScriptURL(url) as unknown as string;
      // A script returned here gets none of the runtime's attributes (type, crossorigin, integrity…).
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return script;
    },
  };
}
