import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { shortcutKey, type Shortcut } from '@mail/event-bus';

export interface FormShortcutTargets {
  send(): void;
  focusTo(): void;
  focusCc(): void;
  focusSubject(): void;
}

type FormShortcut = Shortcut & { run(targets: FormShortcutTargets): void };

/**
 * The form's keys (docs/behaviour/compose.md#form-keys), one source for the handler and the `?`
 * list.
 */
export const FORM_SHORTCUTS: readonly FormShortcut[] = [
  { keys: ['Mod+Enter'], description: 'Send', run: (targets) => targets.send() },
  { keys: ['Mod+Shift+T'], description: 'Go to To', run: (targets) => targets.focusTo() },
  { keys: ['Mod+Shift+C'], description: 'Go to Cc', run: (targets) => targets.focusCc() },
  { keys: ['Mod+Shift+S'], description: 'Go to Subject', run: (targets) => targets.focusSubject() },
];

const logOnly = (what: string): FormShortcut['run'] => {
  return () => console.info(`${what}: this shortcut has no effect.`);
};

const ACTIONS = new Map<string, FormShortcut['run']>([
  ...FORM_SHORTCUTS.flatMap(({ keys, run }) => keys.map((key) => [key, run] as const)),
  // Discard and Bcc only log, as the spec says: not listed, since they do nothing.
  ['Mod+Shift+D', logOnly('Discard draft')],
  ['Mod+Shift+B', logOnly('Bcc')],
]);

type AnyKeyboardEvent = KeyboardEvent | ReactKeyboardEvent;

/**
 * Keys the form around the editor owns: the editor lets them through untouched (tiptap binds
 * Mod-Enter to a hard break, Mod-Shift-S to strike-through and Mod-Shift-B to a quote).
 */
export function isFormShortcut(event: AnyKeyboardEvent): boolean {
  return ACTIONS.has(shortcutKey(event));
}

/** Runs the form's shortcut for this key, if it is one: Ctrl/Cmd+Enter sends, and so on. */
export function handleFormShortcut(event: AnyKeyboardEvent, targets: FormShortcutTargets): void {
  const action = ACTIONS.get(shortcutKey(event));
  if (!action) return;
  event.preventDefault();
  action(targets);
}
