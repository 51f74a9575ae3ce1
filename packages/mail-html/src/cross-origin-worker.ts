/// <reference types="trusted-types" />

/** The Trusted Types policy for the one script URL a worker is made from: a blob: bootstrap below. */
export const WORKER_TRUSTED_TYPES_POLICY = 'mail-html-worker';

let policy: Pick<TrustedTypePolicy, 'createScriptURL'> | undefined;

/** A blob: URL through the policy where the page requires Trusted Types, as it is elsewhere. */
function trustedScriptUrl(url: string): TrustedScriptURL | string {
  policy ??= globalThis.window?.trustedTypes?.createPolicy(WORKER_TRUSTED_TYPES_POLICY, {
    createScriptURL: (blobUrl: string) => {
      if (!blobUrl.startsWith('blob:')) throw new TypeError(`Not a worker bootstrap: ${blobUrl}`);
      return blobUrl;
    },
  });
  return policy ? policy.createScriptURL(url) : url;
}

/**
 * A dedicated Worker whose script is served from another origin than the page's: browsers refuse
 * `new Worker(url)` across origins, so the worker starts from a same-origin blob: script that
 * imports the real one. The worker inherits the page's CSP (worker-src blob:, script-src allows the
 * remote's origin, Trusted Types for importScripts).
 */
export function startCrossOriginWorker(scriptUrl: URL, options?: WorkerOptions): Worker {
  const script = JSON.stringify(scriptUrl.href);
  // In the worker, importScripts needs a TrustedScriptURL too, from the same policy name.
  const bootstrap =
    `const policy = self.trustedTypes?.createPolicy(${JSON.stringify(WORKER_TRUSTED_TYPES_POLICY)},` +
    ` { createScriptURL: (url) => url });\n` +
    `importScripts(policy ? policy.createScriptURL(${script}) : ${script});`;
  const blobUrl = URL.createObjectURL(new Blob([bootstrap], { type: 'text/javascript' }));
  const worker = new Worker(trustedScriptUrl(blobUrl) as string, options);
  // The worker has fetched the bootstrap once it answers; the URL is not needed after that.
  worker.addEventListener('message', () => URL.revokeObjectURL(blobUrl), { once: true });
  return worker;
}
