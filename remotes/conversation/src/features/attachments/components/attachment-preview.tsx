import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import type { AttachmentRef } from '@mail/gmail-client/thread';
import { formatFileSize, revealBidiControls } from '@mail/format';
import { displayableImage, imageDisplayOf } from '@mail/mail-html';
import { PdfPages } from './pdf-pages';

interface AttachmentPreviewProps {
  attachment: AttachmentRef;
  /** Resolves to the bytes, or undefined after a failure (already reported). */
  loadBytes(signal: AbortSignal): Promise<Uint8Array | undefined>;
  onDownload(): void;
  onClose(): void;
}

type PreviewState =
  | { status: 'loading' }
  | { status: 'image'; url: string }
  | { status: 'pdf'; bytes: Uint8Array }
  /** Not a type the preview shows, or a file of that type it cannot read. */
  | { status: 'unavailable' | 'unreadable' };

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
 * focus back on its chip. The type is ours, never the sender's: a PDF is drawn by pdf.js (never the
 * browser's viewer, which runs a PDF's JavaScript), an image is a picture (an SVG drawn into a PNG),
 * nothing else is previewed; a file that cannot be drawn says so beside Download.
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
    void load(controller.signal)
      .then(async (bytes): Promise<PreviewState> => {
        if (!bytes) return { status: 'unreadable' }; // the failure is already on screen
        if (kind === 'pdf') return { status: 'pdf', bytes };
        const picture = await displayableImage(bytes, attachment.mimeType);
        if (!picture) return { status: 'unreadable' };
        url = URL.createObjectURL(picture);
        return { status: 'image', url };
      })
      .then((next) => {
        if (!controller.signal.aborted) setState(next);
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
          {state.status === 'unreadable' && (
            <p className="cv-preview__unreadable">
              <strong>Can&apos;t preview this file.</strong> Download it to open it in another app.
            </p>
          )}
          {state.status === 'image' && (
            <img
              src={state.url}
              alt={fileName}
              onError={() => setState({ status: 'unreadable' })}
            />
          )}
          {state.status === 'pdf' && (
            <PdfPages
              bytes={state.bytes}
              title={fileName}
              onUnreadable={() => setState({ status: 'unreadable' })}
            />
          )}
        </div>
      </div>
    </div>
  );
}
