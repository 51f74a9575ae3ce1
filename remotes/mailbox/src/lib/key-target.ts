import type { KeyTarget } from './shortcuts';

/** Input types that take no typing: keys pressed on them are free for shortcuts. */
const NON_TEXT_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** A row of the list: the link each row is (see MailRow). */
export const ROW_SELECTOR = '[data-mail-row]';

const CONTROL_SELECTOR = 'a[href], button, input, select, summary, [tabindex]';

// isContentEditable is the live answer; the selector covers DOMs that do not compute it (jsdom).
const EDITABLE_SELECTOR =
  '[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]';

function isTypingField(element: Element): boolean {
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element.closest(EDITABLE_SELECTOR)) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !NON_TEXT_INPUT_TYPES.has(element.type);
}

/** Classifies the element a key event was dispatched to (see `KeyTarget`). */
export function classifyKeyTarget(target: EventTarget | null): KeyTarget {
  if (!(target instanceof Element)) return 'none';
  // A dialog first: Escape in the compose popup's fields still closes it.
  if (target.closest('[role="dialog"], [role="alertdialog"], dialog')) return 'dialog';
  if (isTypingField(target)) return 'typing';
  if (target === target.ownerDocument.body || target === target.ownerDocument.documentElement) {
    return 'none';
  }
  if (target.matches(ROW_SELECTOR)) return 'row';
  return target.matches(CONTROL_SELECTOR) ? 'control' : 'none';
}
