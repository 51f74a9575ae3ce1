import { isTypingTarget } from '@mail/event-bus';
import type { KeyTarget } from './shortcuts';

/** A row of the list: the link each row is (see MailRow). */
export const ROW_SELECTOR = '[data-mail-row]';

const CONTROL_SELECTOR = 'a[href], button, input, select, summary, [tabindex]';

/** Classifies the element a key event was dispatched to (see `KeyTarget`). */
export function classifyKeyTarget(target: EventTarget | null): KeyTarget {
  if (!(target instanceof Element)) return 'none';
  // A dialog first: Escape in the compose popup's fields still closes it.
  if (target.closest('[role="dialog"], [role="alertdialog"], dialog[open]')) return 'dialog';
  if (isTypingTarget(target)) return 'typing';
  if (target === target.ownerDocument.body || target === target.ownerDocument.documentElement) {
    return 'none';
  }
  if (target.matches(ROW_SELECTOR)) return 'row';
  return target.matches(CONTROL_SELECTOR) ? 'control' : 'none';
}
