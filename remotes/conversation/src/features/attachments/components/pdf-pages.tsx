import { useEffect, useEffectEvent, useRef, useState } from 'react';

interface PdfPagesProps {
  bytes: Uint8Array;
  title: string;
  /** pdf.js could not read the file (or its code could not be loaded). */
  onUnreadable(): void;
}

/**
 * A PDF's pages as canvases drawn by pdf.js, which loads (with its worker) only when a PDF preview
 * opens: its chunk is neither in the shell's first screen nor in this remote's entry.
 */
export function PdfPages({ bytes, title, onUnreadable }: PdfPagesProps) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState(true);
  const unreadable = useEffectEvent(onUnreadable);

  useEffect(() => {
    const pages = pagesRef.current;
    if (!pages) return;
    const controller = new AbortController();
    void import(/* webpackChunkName: "pdf-preview" */ '../pdf/render-pdf')
      .then(({ renderPdf }) => renderPdf(bytes, pages, pages.clientWidth, controller.signal))
      .then(
        () => !controller.signal.aborted && setDrawing(false),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('PDF preview failed', error);
          unreadable();
        },
      );
    return () => {
      controller.abort();
      pages.replaceChildren();
    };
  }, [bytes]);

  return (
    <>
      {drawing && <span className="spinner" aria-label="Loading preview" />}
      {/* The canvases are pdf.js's output, appended outside React's tree. */}
      <div
        ref={pagesRef}
        className="cv-preview__pdf"
        role="group"
        aria-label={title}
        aria-busy={drawing}
      />
    </>
  );
}
