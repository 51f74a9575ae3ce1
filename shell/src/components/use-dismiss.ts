import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes a popup (drawer, menu) on Escape or on a pointer press outside `containerRef`, and returns
 * focus to `returnFocusRef` so keyboard users land where they were: always after Escape, and after a
 * press unless it put focus on something else (a press on a backdrop or on text focuses nothing).
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
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (containerRef.current?.contains(target) || returnFocusRef.current?.contains(target))
        return;
      close();
      // The press moves focus after this handler has run.
      setTimeout(() => {
        const focused = document.activeElement;
        const focusLost =
          !focused || focused === document.body || containerRef.current?.contains(focused);
        if (focusLost) returnFocusRef.current?.focus();
      });
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, containerRef, returnFocusRef]);
}
