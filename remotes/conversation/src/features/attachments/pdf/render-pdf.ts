import { AnnotationMode, getDocument, PDFWorker, type PDFDocumentProxy } from 'pdfjs-dist';
import { startPdfWorker } from './pdf-worker';

/** Pages drawn at most: a preview, not a reader; the whole file is one Download away. */
export const MAX_PREVIEW_PAGES = 30;

/**
 * Reads a PDF with pdf.js's core alone: no viewer, no scripting build (pdf.sandbox is never loaded,
 * so a document's JavaScript — OpenAction, form or link actions — has nothing to run on), no XFA
 * forms and no WebAssembly decoders. pdf.js 6 has no eval path left (`isEvalSupported` is gone).
 * Parsing runs in the worker; `stop()` ends both.
 */
async function openPdf(bytes: Uint8Array, signal: AbortSignal) {
  const worker = startPdfWorker();
  const task = getDocument({
    // pdf.js takes over the buffer; the caller keeps its copy (the Download button's bytes).
    data: bytes.slice(),
    worker: PDFWorker.create({ port: worker.port }),
    enableXfa: false,
    useWasm: false,
    disableWorkerRendering: true,
    stopAtErrors: false,
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    void task.destroy().finally(() => worker.stop());
  };
  signal.addEventListener('abort', stop, { once: true });
  try {
    return { document: await task.promise, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function drawPage(document: PDFDocumentProxy, number: number, width: number) {
  const page = await document.getPage(number);
  const scale = width / page.getViewport({ scale: 1 }).width;
  const viewport = page.getViewport({ scale: scale * window.devicePixelRatio });
  const canvas = window.document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / window.devicePixelRatio)}px`;
  canvas.className = 'cv-preview__page';
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `Page ${number} of ${document.numPages}`);
  // Annotations drawn as they look, never as live widgets (no forms, no actions).
  await page.render({ canvas, viewport, annotationMode: AnnotationMode.ENABLE }).promise;
  return canvas;
}

/**
 * Draws the PDF's pages, `width` CSS pixels wide, into `container`, one canvas each. Rejects when
 * pdf.js cannot read the file (the preview then offers Download); an abort stops the work.
 */
export async function renderPdf(
  bytes: Uint8Array,
  container: HTMLElement,
  width: number,
  signal: AbortSignal,
): Promise<void> {
  const { document, stop } = await openPdf(bytes, signal);
  try {
    const pages = Math.min(document.numPages, MAX_PREVIEW_PAGES);
    for (let number = 1; number <= pages && !signal.aborted; number += 1) {
      container.append(await drawPage(document, number, width));
    }
  } finally {
    stop();
  }
}
