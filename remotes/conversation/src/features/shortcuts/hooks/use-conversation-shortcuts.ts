import { useEffect, useEffectEvent } from 'react';
import type { ReplyEditorProps } from '@mail/contracts';
import { isTypingTarget, shortcutKey, useShortcuts, type Shortcut } from '@mail/event-bus';
import type { ConversationTriageAction, ListDirection } from '../../../lib/conversation-actions';
import { isInDialog } from '../utils/shortcut-target';

export interface ConversationShortcutTargets {
  triage(action: ConversationTriageAction): void;
  /** `z`: undo the last triage. */
  undo(): void;
  /** `l`: the label picker. */
  label(): void;
  back(): void;
  markUnread(): void;
  /** `s`: the conversation's star. */
  toggleStar(): void;
  reply(mode: ReplyEditorProps['mode']): void;
  /** `j` / `k`: the older or newer conversation of the list. */
  openNeighbour(direction: ListDirection): void;
  /** ↓ (1) and ↑ (-1): focus the next or previous message. */
  moveFocus(step: 1 | -1): void;
  /** Enter on a focused message that is not already on its header button. */
  toggleFocused(target: Element): boolean;
}

type ConversationAction =
  | ConversationTriageAction
  | 'undo'
  | 'label'
  | 'back'
  | 'mark-unread'
  | 'star'
  | 'reply'
  | 'reply-all'
  | 'forward'
  | 'older'
  | 'newer'
  | 'next'
  | 'previous'
  | 'toggle';

/**
 * The conversation's keys (docs/behaviour/keyboard.md#conversation): Gmail's, beside the product's
 * own `w` and `~`. One source for the handler and `?`.
 */
const CONVERSATION_SHORTCUTS: readonly (Shortcut & { action: ConversationAction })[] = [
  {
    action: 'archive',
    keys: ['e', 'w'],
    description: 'Archive the conversation (Move to Inbox when it is out of it)',
  },
  { action: 'trash', keys: ['#'], description: 'Delete the conversation' },
  { action: 'spam', keys: ['!'], description: 'Report spam' },
  { action: 'undo', keys: ['z'], description: 'Undo the last action' },
  { action: 'label', keys: ['l'], description: 'Label as…' },
  { action: 'read', keys: ['Shift+I'], description: 'Mark as read' },
  { action: 'mark-unread', keys: ['Shift+U'], description: 'Mark as unread' },
  { action: 'star', keys: ['s'], description: 'Star or unstar the conversation' },
  { action: 'reply', keys: ['r'], description: 'Reply' },
  { action: 'reply-all', keys: ['a'], description: 'Reply all' },
  { action: 'forward', keys: ['f'], description: 'Forward' },
  { action: 'back', keys: ['u', '~'], description: 'Back to the list' },
  { action: 'older', keys: ['j'], description: 'Older conversation' },
  { action: 'newer', keys: ['k'], description: 'Newer conversation' },
  { action: 'toggle', keys: ['Enter'], description: 'Expand or collapse the focused message' },
  { action: 'next', keys: ['ArrowDown'], description: 'Next message' },
  { action: 'previous', keys: ['ArrowUp'], description: 'Previous message' },
];

const ACTIONS = new Map(
  CONVERSATION_SHORTCUTS.flatMap(({ keys, action }) => keys.map((key) => [key, action])),
);

/** The conversation's action for a key press, if it has one. */
export function conversationActionFor(
  press: Parameters<typeof shortcutKey>[0],
): ConversationAction | undefined {
  return ACTIONS.get(shortcutKey(press));
}

/** Runs `action`; false when the key is left to the browser. */
function perform(
  action: ConversationAction,
  targets: ConversationShortcutTargets,
  target: EventTarget | null,
): boolean {
  switch (action) {
    case 'undo':
      targets.undo();
      return true;
    case 'label':
      targets.label();
      return true;
    case 'back':
      targets.back();
      return true;
    case 'mark-unread':
      targets.markUnread();
      return true;
    case 'star':
      targets.toggleStar();
      return true;
    case 'reply':
      targets.reply('reply');
      return true;
    case 'reply-all':
      targets.reply('replyAll');
      return true;
    case 'forward':
      targets.reply('forward');
      return true;
    case 'older':
    case 'newer':
      targets.openNeighbour(action);
      return true;
    case 'next':
    case 'previous':
      targets.moveFocus(action === 'next' ? 1 : -1);
      return true;
    case 'toggle':
      // A button or link does its own thing on Enter.
      return target instanceof Element && targets.toggleFocused(target);
    default:
      targets.triage(action);
      return true;
  }
}

/**
 * The conversation's keys, listed by `?` while mounted. Never while typing in a field, nor inside a
 * dialog (the preview, which closes on Esc itself; the `?` list).
 */
export function useConversationShortcuts(targets: ConversationShortcutTargets): void {
  useShortcuts('Conversation', CONVERSATION_SHORTCUTS);
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (isTypingTarget(event.target) || isInDialog(event.target)) return;
    const action = conversationActionFor(event);
    if (action && perform(action, targets, event.target)) event.preventDefault();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
