/**
 * Whether a key's target is inside a modal: an open <dialog> (the shell's, the calendar's) or one
 * marked aria-modal (the remotes' popups). The page-wide keys (`?`, `g` moves) are off there.
 */
export const isInsideModal = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('[aria-modal], dialog[open]') !== null;
