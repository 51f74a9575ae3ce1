const TYPING_INPUT =
  /^(?:text|search|email|url|tel|password|number|date|datetime-local|month|time|week)$/;

/** Keys typed into a field (or the reply editor) belong to the field, never to a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TYPING_INPUT.test(target.type);
}

/** Keys pressed inside a dialog (the attachment preview) are the dialog's. */
export function isInDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], dialog') !== null;
}
