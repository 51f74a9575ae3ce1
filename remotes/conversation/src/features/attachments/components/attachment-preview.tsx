import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import type { AttachmentRef } from '@mail/gmail-client/thread';
import { formatFileSize, revealBidiControls } from '@mail/format';
import { displayableImage, imageDisplayOf } from '@mail/mail-html';

interface AttachmentPreviewProps {
  attachment: AttachmentRef;
  /** Resolves to the bytes, or undefined after a failure (already reported). */
  loadBytes(signal: AbortSignal): Promise<Uint8Array | undefined>;
  onDownload(): void;
  onClose(): void;
}

type PreviewState =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'unavailable' };

const previewKind = (mimeType: string) => {
  if (imageDisplayOf(mimeType) !== 'none') return 'image';
  return mimeType.toLowerCase() === 'application/pdf' ? 'pdf' : undefined;
};

/** Tab and Shift+Tab cycle through the dialog's controls instead of leaving it for the page behind. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button'));
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const wrapTo = event.shiftKey
    ? document.activeElement === first && last
    : document.activeElement === last && first;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * A modal preview of an image or a PDF, with Download and Close; Esc closes it and the caller puts
 * focus back on its chip. The blob is typed by us, never by the sender: a PDF always opens as a PDF,
 * an image is a picture (an SVG drawn into a PNG), nothing else is previewed.
 */
export function AttachmentPreview({
  attachment,
  loadBytes,
  onDownload,
  onClose,
}: AttachmentPreviewProps) {
  const kind = previewKind(attachment.mimeType);
  const fileName = revealBidiControls(attachment.filename);
  const [state, setState] = useState<PreviewState>(() =>
    kind ? { status: 'loading' } : { status: 'unavailable' },
  );
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => closeRef.current?.focus(), []);
  // The caller passes a new function each render; the download must not restart for it.
  const load = useEffectEvent(loadBytes);

  useEffect(() => {
    if (!kind) return;
    const controller = new AbortController();
    let url: string | undefined;
    const pictureOf = (bytes: Uint8Array) =>
      kind === 'pdf'
        ? new Blob([bytes as BlobPart], { type: 'application/pdf' })
        : displayableImage(bytes, attachment.mimeType);
    void load(controller.signal)
      .then((bytes) => bytes && pictureOf(bytes))
      .then((picture) => {
        if (controller.signal.aborted) return;
        if (!picture) {
          setState({ status: 'unavailable' });
          return;
        }
        url = URL.createObjectURL(picture);
        setState({ status: 'ready', url });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [kind, attachment]);

  return (
    <div className="cv-preview-backdrop" onClick={onClose}>
      <div
        className="cv-preview"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cv-preview-title"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Tab') keepFocusInside(event);
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onClose();
        }}
      >
        <header className="cv-preview__header">
          <h2 id="cv-preview-title" className="cv-preview__title">
            <bdi>{fileName}</bdi>
          </h2>
          <span className="cv-preview__size">{formatFileSize(attachment.size)}</span>
          <button type="button" className="cv-button" onClick={onDownload}>
            Download
          </button>
          <button ref={closeRef} type="button" className="cv-button" onClick={onClose}>
            Close
          </button>
        </header>
        <div className="cv-preview__content">
          {state.status === 'loading' && <span className="spinner" aria-label="Loading preview" />}
          {state.status === 'unavailable' && <p>Preview not available for this file type.</p>}
          {state.status === 'ready' && kind === 'image' && (
            <img
              src={state.url}
              alt={fileName}
              onError={() => setState({ status: 'unavailable' })}
            />
          )}
          {state.status === 'ready' && kind === 'pdf' && (
            <iframe
              className="cv-preview__pdf"
              src={state.url}
              title={fileName}
              // Chromium's PDF viewer takes focus when it has loaded: give it back to Close, where
              // a keyboard user expects it (Tab still reaches the document).
              onLoad={(event) => {
                if (document.activeElement === event.currentTarget) closeRef.current?.focus();
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
