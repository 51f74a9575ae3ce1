import { shortcutKey, type Shortcut } from '@mail/event-bus';

/** The triage actions that have a key of their own. */
export type TriageKeyAction = 'archive' | 'trash' | 'spam' | 'read' | 'unread';

/** What a key press asks the mailbox to do (docs/behaviour/keyboard.md#mailbox). */
export type ShortcutAction =
  | 'focus-search'
  | 'open-compose'
  | 'close-compose'
  | 'next-tab'
  | 'previous-tab'
  | 'next-row'
  | 'previous-row'
  | 'toggle-star'
  | 'toggle-select'
  | 'undo'
  | 'label'
  | { triage: TriageKeyAction };

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

interface MailboxShortcut extends Shortcut {
  action: ShortcutAction;
  /** Keys that act only with a row of the list focused. */
  rowKeys?: readonly string[];
}

/**
 * The mailbox's keys, one source for the handler and the `?` list: `keys` anywhere on the page (not
 * while typing), `rowKeys` only on a row (named as `shortcutKey` names them).
 */
const MAILBOX_SHORTCUTS: readonly MailboxShortcut[] = [
  { action: 'focus-search', keys: ['/'], description: 'Search mail' },
  { action: 'open-compose', keys: ['c'], description: 'New message' },
  { action: 'close-compose', keys: ['Escape'], description: 'Close the new message' },
  { action: 'next-row', keys: ['j'], rowKeys: ['ArrowDown'], description: 'Next mail in the list' },
  { action: 'previous-row', keys: ['k'], rowKeys: ['ArrowUp'], description: 'Previous mail' },
  { action: 'toggle-star', keys: [], rowKeys: ['s'], description: 'Star or unstar the mail' },
  { action: 'toggle-select', keys: [], rowKeys: ['x'], description: 'Select or deselect the mail' },
  // Gmail's triage keys: on the selected mail, else on the mail focused.
  { action: { triage: 'archive' }, keys: ['e'], description: 'Archive' },
  { action: { triage: 'trash' }, keys: ['#'], description: 'Delete' },
  { action: { triage: 'spam' }, keys: ['!'], description: 'Report spam' },
  { action: { triage: 'read' }, keys: ['Shift+I'], description: 'Mark as read' },
  { action: { triage: 'unread' }, keys: ['Shift+U'], description: 'Mark as unread' },
  { action: 'undo', keys: ['z'], description: 'Undo the last action' },
  { action: 'label', keys: ['l'], description: 'Label as…' },
  // Gmail's Tab order, reached from a row only (see resolveShortcut).
  { action: 'next-tab', keys: [], rowKeys: ['Tab'], description: 'Next tab, from a mail' },
  { action: 'previous-tab', keys: [], rowKeys: ['Shift+Tab'], description: 'Previous tab' },
];

/** What the `?` list shows: every key of each. */
export const MAILBOX_SHORTCUT_LIST: readonly Shortcut[] = MAILBOX_SHORTCUTS.map(
  ({ keys, rowKeys = [], description }) => ({ keys: [...keys, ...rowKeys], description }),
);

const actionsByKey = (keysOf: (shortcut: MailboxShortcut) => readonly string[]) =>
  new Map(
    MAILBOX_SHORTCUTS.flatMap((shortcut) => keysOf(shortcut).map((key) => [key, shortcut.action])),
  );
const PAGE_ACTIONS = actionsByKey(({ keys }) => keys);
const ROW_ACTIONS = actionsByKey(({ rowKeys = [] }) => rowKeys);

/**
 * The action of a key press, or null to leave it to the browser. Nothing fires while typing or with a
 * modifier held (Ctrl+C still copies). Tab and Shift+Tab cycle the tabs
 * (docs/behaviour/keyboard.md#mailbox) only from a row of the list, with the tab strip shown, and
 * focus then goes to the tab chosen, from where Tab moves on as browsers do; everywhere else (a
 * freshly loaded page, the tab strip, the search box) they move focus, so a keyboard user reaches
 * every control and is never held in one place. Inside a dialog only Escape (close compose)
 * applies, even in its fields: that is where the user is when they want the popup gone.
 */
export function resolveShortcut(
  press: KeyPress,
  target: KeyTarget,
  tabsShown: boolean,
): ShortcutAction | null {
  if (target === 'typing') return null;
  const key = shortcutKey(press);
  const action = (target === 'row' ? ROW_ACTIONS.get(key) : undefined) ?? PAGE_ACTIONS.get(key);
  if (!action || (target === 'dialog' && action !== 'close-compose')) return null;
  if ((action === 'next-tab' || action === 'previous-tab') && !tabsShown) return null;
  return action;
}

/** The row to focus after j (+1) or k (-1) from `current` (-1: none yet): the first row to start. */
export function nextRowIndex(current: number, step: 1 | -1, rowCount: number): number {
  if (rowCount === 0) return -1;
  if (current < 0) return 0;
  return Math.min(Math.max(current + step, 0), rowCount - 1);
}
