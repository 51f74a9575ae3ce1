import { useId, useRef, type ReactNode } from 'react';
import { useModal } from '../hooks/use-modal';
import './calendar-base.css';
import './dialog.css';

export interface DialogProps {
  /** The heading, which also names the dialog. */
  title: string;
  /** The accessible name of the × button. */
  closeLabel: string;
  onClose(): void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog over a dimmed overlay: a heading, a close button and `children`. A <dialog> shown
 * as a modal (use-modal): the page behind it is inert while it is open; focus moves in (to the close
 * button) and goes back on close; Esc, a click on the overlay or the close button close it.
 */
export function Dialog({ title, closeLabel, onClose, className, children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnOverlay = useRef(false);
  useModal(dialogRef, onClose);

  return (
    <dialog
      ref={dialogRef}
      className="cal-viewport-dialog cal-dialog-overlay"
      aria-labelledby={titleId}
      // A press that starts inside the panel and ends outside it is not a click on the overlay.
      onMouseDown={(event) => (pressedOnOverlay.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (pressedOnOverlay.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={className ? `cal-dialog ${className}` : 'cal-dialog'}>
        <div className="cal-dialog__header">
          <h2 id={titleId} className="cal-dialog__title">
            <bdi>{title}</bdi>
          </h2>
          <button
            type="button"
            className="cal-icon-button"
            aria-label={closeLabel}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
