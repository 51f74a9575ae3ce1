import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '../hooks/use-modal';
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the panel. */
function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog over a dimmed overlay, outside the calendar's own box so that no ancestor's
 * overflow clips it: a heading, a close button and `children`. The page behind it is inert while it
 * is open; focus moves in (to the close button) and goes back on close; Esc, a click on the overlay or
 * the close button close it.
 */
export function Dialog({ title, closeLabel, onClose, className, children }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressedOnOverlay = useRef(false);
  useModal(panelRef);

  useEffect(() => closeRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Only the topmost dialog closes; the views under it must not see this Esc.
      event.stopPropagation();
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && panelRef.current) {
      trapTab(event, panelRef.current);
    }
  };

  return createPortal(
    <div
      className="cal-dialog-overlay"
      onKeyDown={onKeyDown}
      // A press that starts inside the panel and ends outside it is not a click on the overlay.
      onMouseDown={(event) => (pressedOnOverlay.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (pressedOnOverlay.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={className ? `cal-dialog ${className}` : 'cal-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="cal-dialog__header">
          <h2 id={titleId} className="cal-dialog__title">
            <bdi>{title}</bdi>
          </h2>
          <button
            ref={closeRef}
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
    </div>,
    document.body,
  );
}
