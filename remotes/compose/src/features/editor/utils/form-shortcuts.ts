/**
 * Keys the form around the editor owns (send; focus To, Cc, Subject). The editor lets them through
 * untouched: tiptap binds Mod-Enter to a hard break and Mod-Shift-S to strike-through.
 */
export function isFormShortcut(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
  if (event.key === 'Enter') return true;
  return event.shiftKey && ['t', 'c', 's'].includes(event.key.toLowerCase());
}
