import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

export interface FormShortcutTargets {
  send(): void;
  focusTo(): void;
  focusCc(): void;
  focusSubject(): void;
}

const logOnly = (what: string) => () => console.info(`${what}: this shortcut has no effect.`);

/** Ctrl/Cmd+Shift+letter keys of the form (spec §2); discard and Bcc only log, as the spec says. */
const SHIFTED_KEYS: Record<string, (targets: FormShortcutTargets) => void> = {
  t: (targets) => targets.focusTo(),
  c: (targets) => targets.focusCc(),
  s: (targets) => targets.focusSubject(),
  d: logOnly('Discard draft'),
  b: logOnly('Bcc'),
};

type AnyKeyboardEvent = KeyboardEvent | ReactKeyboardEvent;

function actionFor(event: AnyKeyboardEvent) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  if (event.key === 'Enter') return (targets: FormShortcutTargets) => targets.send();
  return event.shiftKey ? SHIFTED_KEYS[event.key.toLowerCase()] : undefined;
}

/**
 * Keys the form around the editor owns: the editor lets them through untouched (tiptap binds
 * Mod-Enter to a hard break, Mod-Shift-S to strike-through and Mod-Shift-B to a quote).
 */
export function isFormShortcut(event: AnyKeyboardEvent): boolean {
  return actionFor(event) !== undefined;
}

/** Runs the form's shortcut for this key, if it is one: Ctrl/Cmd+Enter sends, and so on. */
export function handleFormShortcut(event: AnyKeyboardEvent, targets: FormShortcutTargets): void {
  const action = actionFor(event);
  if (!action) return;
  event.preventDefault();
  action(targets);
}
