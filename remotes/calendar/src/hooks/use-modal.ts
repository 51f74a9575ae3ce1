import { useEffect, type RefObject } from 'react';

/**
 * Makes everything on the page outside `modal` inert (out of reach of focus, clicks and screen
 * readers): each sibling of `modal` and of each of its ancestors up to <body>. Elements already inert,
 * another modal's doing, are left as they are. Returns the undo.
 */
function makeOutsideInert(modal: Element): () => void {
  const madeInert: Element[] = [];
  for (let inside = modal; inside.parentElement && inside !== document.body;) {
    const parent: HTMLElement = inside.parentElement;
    for (const sibling of parent.children) {
      if (sibling === inside || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    inside = parent;
  }
  return () => madeInert.forEach((element) => element.removeAttribute('inert'));
}

/**
 * While the component whose root is `modalRef` is shown, the rest of the page is inert; when it
 * leaves, the page comes back and focus returns to what had it when the component came (the button
 * that opened it). Call it before any effect that moves focus in.
 */
export function useModal(modalRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement;
    const undoInert = modalRef.current ? makeOutsideInert(modalRef.current) : undefined;
    return () => {
      // First the page back: focus cannot go into an inert element.
      undoInert?.();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [modalRef]);
}
