/// <reference types="trusted-types" />
// The worker's whole source travels inside this lazy chunk, which loads like every chunk of the
// remote: from the remote's origin, checked against its pinned integrity. A Worker cannot be started
// from another origin's URL (the remote is not the page's origin), so it starts from a blob: URL of
// that source, which the page's policy allows (worker-src blob:) through the `pdf-worker` policy.
import workerSource from 'pdfjs-dist/build/pdf.worker.min.mjs?raw';

const policy = window.trustedTypes?.createPolicy('pdf-worker', {
  createScriptURL(url) {
    if (!url.startsWith('blob:')) throw new TypeError(`Not a pdf.js worker URL: ${url}`);
    return url;
  },
});

/** A running pdf.js worker (one per preview) and how to stop it. */
export interface PdfWorker {
  port: Worker;
  stop(): void;
}

export function startPdfWorker(): PdfWorker {
  const url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  const port = new Worker((policy?.createScriptURL(url) ?? url) as string, {
    type: 'module',
    name: 'pdf.js',
  });
  return {
    port,
    stop() {
      port.terminate();
      URL.revokeObjectURL(url);
    },
  };
}
