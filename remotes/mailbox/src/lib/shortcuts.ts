/** What a key press asks the mailbox to do (spec §2 shortcuts, plus j / k row focus). */
export type ShortcutAction =
  | 'focus-search'
  | 'open-compose'
  | 'close-compose'
  | 'next-tab'
  | 'previous-tab'
  | 'next-row'
  | 'previous-row'
  | 'toggle-star';

/**
 * Where the key was pressed: inside a dialog (compose, month calendar; its fields included), in a field
 * being typed into, on a row of the list, on another control (link, button), or nowhere in particular
 * (the page itself).
 */
export type KeyTarget = 'typing' | 'row' | 'control' | 'dialog' | 'none';

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const LETTER_ACTIONS: Partial<Record<string, ShortcutAction>> = {
  '/': 'focus-search',
  c: 'open-compose',
  j: 'next-row',
  k: 'previous-row',
};

/** Keys that act on the focused row: ↓ / ↑ move as j / k do, s stars (Gmail's key). */
const ROW_ACTIONS: Partial<Record<string, ShortcutAction>> = {
  ArrowDown: 'next-row',
  ArrowUp: 'previous-row',
  s: 'toggle-star',
};

/**
 * The action of a key press, or null to leave it to the browser. Nothing fires while typing or with a
 * modifier held (Ctrl+C still copies). Tab and Shift+Tab cycle the tabs (spec §2) only from a row of
 * the list, with the tab strip shown, and focus then goes to the tab chosen, from where Tab moves on as
 * browsers do; everywhere else (a freshly loaded page, the tab strip, the search box) they move focus,
 * so a keyboard user reaches every control and is never held in one place. Inside a dialog only Escape
 * (close compose) applies, even in its fields: that is where the user is when they want the popup gone.
 */
export function resolveShortcut(
  press: KeyPress,
  target: KeyTarget,
  tabsShown: boolean,
): ShortcutAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey || target === 'typing') return null;
  if (press.key === 'Escape') return 'close-compose';
  if (target === 'dialog') return null;
  if (press.key === 'Tab') {
    if (target !== 'row' || !tabsShown) return null;
    return press.shiftKey ? 'previous-tab' : 'next-tab';
  }
  return (
    (target === 'row' ? ROW_ACTIONS[press.key] : undefined) ?? LETTER_ACTIONS[press.key] ?? null
  );
}

/** The row to focus after j (+1) or k (-1) from `current` (-1: none yet): the first row to start. */
export function nextRowIndex(current: number, step: 1 | -1, rowCount: number): number {
  if (rowCount === 0) return -1;
  if (current < 0) return 0;
  return Math.min(Math.max(current + step, 0), rowCount - 1);
}
