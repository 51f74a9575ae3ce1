import { useEffect } from 'react';

/** Where a shortcut applies: the `?` list groups them so. */
export type ShortcutArea = 'Mailbox' | 'Conversation' | 'Compose' | 'Everywhere';

/**
 * One shortcut as the `?` list shows it. `keys` are alternatives, each named as `shortcutKey` names a
 * key press (`j`, `ArrowDown`, `Shift+U`, `Mod+Enter`; Mod is Ctrl, or ⌘ on a Mac), or presses one
 * after the other separated by a space (`g i`).
 */
export interface Shortcut {
  keys: readonly string[];
  description: string;
}

export interface ShortcutRegistration {
  area: ShortcutArea;
  shortcuts: readonly Shortcut[];
}

// One registry per page, as the bus's channel (bus.ts): every copy of this package shares it.
const REGISTRY_KEY = Symbol.for('@mail/shortcuts/v1');
type RegistrySlot = { [REGISTRY_KEY]?: Set<ShortcutRegistration> };
export const shortcutRegistry = ((globalThis as RegistrySlot)[REGISTRY_KEY] ??= new Set());

/** Adds shortcuts to the page's `?` list until the returned function is called. */
export function registerShortcuts(area: ShortcutArea, shortcuts: readonly Shortcut[]): () => void {
  const registration = { area, shortcuts };
  shortcutRegistry.add(registration);
  return () => shortcutRegistry.delete(registration);
}

/** Lists `shortcuts` under `area` while the component is mounted (pass a module-level constant). */
export function useShortcuts(area: ShortcutArea, shortcuts: readonly Shortcut[]): void {
  useEffect(() => registerShortcuts(area, shortcuts), [area, shortcuts]);
}

/**
 * The name of a key press as shortcuts are written: the key, after `Mod+` (Ctrl or ⌘), `Alt+` and
 * `Shift+` when held. Shift is named only with letters and named keys (Shift+U, Shift+Tab): for other
 * characters it is already in the key (`?` is Shift+/ on most layouts).
 */
export function shortcutKey(press: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): string {
  const letter = /^[a-z]$/i.test(press.key);
  const shiftNamed = press.shiftKey && (letter || press.key.length > 1);
  return (
    (press.ctrlKey || press.metaKey ? 'Mod+' : '') +
    (press.altKey ? 'Alt+' : '') +
    (shiftNamed ? 'Shift+' : '') +
    (letter && press.shiftKey ? press.key.toUpperCase() : press.key)
  );
}

/** Input types that take no typing: keys pressed on them are free for shortcuts. */
const NON_TEXT_INPUT_TYPES = /^(?:button|checkbox|color|file|image|radio|range|reset|submit)$/;

/** A field being typed into (or rich text being edited): its keys are never shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  // isContentEditable is the live answer; the selector covers DOMs that do not compute it (jsdom).
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (
    target.closest(
      '[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]',
    )
  )
    return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUT_TYPES.test(target.type);
}
