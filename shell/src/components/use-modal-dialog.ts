import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/** Esc inside a modal is the modal's: the page behind (the mailbox closes compose on it) never sees it. */
const keepEscapeInside = (event: KeyboardEvent) => {
  if (event.key === 'Escape') event.stopPropagation();
};

/** A click on the dialog's ::backdrop: it targets the dialog itself, outside the dialog's box. */
function onBackdrop({ target, clientX, clientY }: MouseEvent, dialog: HTMLDialogElement): boolean {
  const { left, right, top, bottom } = dialog.getBoundingClientRect();
  return (
    target === dialog && (clientX < left || clientX > right || clientY < top || clientY > bottom)
  );
}

/**
 * While `open`, shows `dialogRef`'s <dialog> as a modal (the drawer, the calendar panel, the shortcut
 * list). The browser then does what a modal needs: focus moves to its first control and Tab stays
 * inside; the rest of the page is inert (out of reach of keys, pointer and screen readers); on close
 * focus goes back to where it was. Esc (the dialog's `cancel`) and a click beside it call `onClose`.
 */
export function useModalDialog(
  open: boolean,
  dialogRef: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
) {
  // Callers pass a new function each render; the listeners need not follow it.
  const close = useEffectEvent(onClose);
  // A layout effect: when the dialog leaves with its component, it closes before it is taken out of
  // the page, which is what lets the browser give focus back.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    dialog.showModal();
    const onCancel = () => close();
    const onClick = (event: MouseEvent) => {
      if (onBackdrop(event, dialog)) close();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', keepEscapeInside);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', keepEscapeInside);
      dialog.close();
    };
  }, [open, dialogRef]);
}
