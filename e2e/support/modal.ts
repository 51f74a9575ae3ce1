import type { Locator } from 'playwright-core';

/**
 * Whether `locator`'s element is out of reach behind a modal <dialog>: a pointer over its middle
 * meets the modal (its ::backdrop) instead, and it cannot take focus, so neither Tab nor a screen
 * reader lands on it. Leaves focus where it was.
 */
export const isOutOfReach = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element: HTMLElement) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    // What is hit must be the element's own, not a modal nested in it (the month view's + more list).
    const pointerReaches =
      hit !== null && element.contains(hit) && hit.closest('dialog') === element.closest('dialog');
    const focused = document.activeElement;
    element.focus();
    const tookFocus = document.activeElement === element;
    if (focused instanceof HTMLElement) focused.focus();
    return !tookFocus && !pointerReaches;
  });
