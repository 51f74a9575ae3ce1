/** Keys pressed inside a dialog (the attachment preview) are the dialog's. */
export function isInDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], dialog[open]') !== null;
}
