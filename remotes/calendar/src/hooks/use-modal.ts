import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/** Esc inside a modal is the modal's: the page behind (the mailbox closes compose on it) never sees it. */
const keepEscapeInside = (event: KeyboardEvent) => {
  if (event.key === 'Escape') event.stopPropagation();
};

/**
 * Shows the <dialog> `dialogRef` holds as a modal while its component is mounted. The browser does
 * what a modal needs: focus moves to its first control and Tab stays inside; the rest of the page is
 * inert (out of reach of keys, pointer and screen readers); on close focus goes back to the button
 * that opened it. Esc calls `onClose` (the dialog's `cancel`: only the topmost modal gets it).
 */
export function useModal(dialogRef: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  // Callers pass a new function each render; the listener need not follow it.
  const close = useEffectEvent(onClose);
  // A layout effect: the dialog closes before React takes it out of the page, which is what lets the
  // browser give focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    const onCancel = () => close();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', keepEscapeInside);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', keepEscapeInside);
      dialog.close();
    };
  }, [dialogRef]);
}
