import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes a popup (the profile menu) on Escape or on a click outside `containerRef`, and returns focus
 * to `returnFocusRef` so keyboard users land where they were: always after Escape, and after a click
 * unless it put focus on something else (a click on a backdrop or on text focuses nothing). It closes
 * on the click, not on the press: the popup's backdrop then receives the whole click, and focus has
 * settled by the time it is checked. That click does nothing else (issue 15: it used to open the row
 * under the profile menu).
 */
export function useDismiss(
  open: boolean,
  onClose: () => void,
  containerRef: RefObject<HTMLElement | null>,
  returnFocusRef: RefObject<HTMLElement | null>,
) {
  // Callers pass a new function each render; the listeners need not follow it.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
      returnFocusRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (containerRef.current?.contains(target) || returnFocusRef.current?.contains(target))
        return;
      // The click only closes the popup, as a native menu's does: the row or link under it does not
      // also open.
      event.stopPropagation();
      event.preventDefault();
      const focused = document.activeElement;
      const focusLost =
        !focused || focused === document.body || containerRef.current?.contains(focused);
      close();
      if (focusLost) returnFocusRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    // Captured before anything under the popup sees the click.
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('click', onClick, true);
    };
  }, [open, containerRef, returnFocusRef]);
}
