import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useRestoreFocus } from '../hooks/use-restore-focus';
import './dialog.css';

export interface DialogProps {
  /** The id of the element that names the dialog (its heading). */
  titleId: string;
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
 * overflow clips it. Focus moves in (to `[data-autofocus]`, else the panel) and goes back on close;
 * Esc, a click on the overlay or the dialog's own close button close it.
 */
export function Dialog({ titleId, onClose, className, children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnOverlay = useRef(false);
  useRestoreFocus();

  useEffect(() => {
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus();
  }, []);

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
        {children}
      </div>
    </div>,
    document.body,
  );
}
