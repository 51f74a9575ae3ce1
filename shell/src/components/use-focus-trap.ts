import { useEffect, type RefObject } from 'react';

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), ' +
  'textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * While `open`, Tab and Shift+Tab stay inside `containerRef`: from its last control Tab goes to its
 * first, and back. A modal (the drawer) holds focus so the page behind it cannot change unseen.
 */
export function useFocusTrap(open: boolean, containerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const container = containerRef.current;
      if (event.key !== 'Tab' || !container) return;
      const tabbable = [...container.querySelectorAll<HTMLElement>(TABBABLE)];
      const first = tabbable[0];
      const last = tabbable.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = active !== null && container.contains(active);
      const leaving = event.shiftKey ? active === first : active === last;
      if (inside && !leaving) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    // Captured: before the page's own Tab handling (the mailbox's tab cycling) sees the key.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, containerRef]);
}
