import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget, shortcutKey, useShortcuts, type Shortcut } from '@mail/event-bus';
import { isInDialog } from '../utils/shortcut-target';

export interface ConversationShortcutTargets {
  archive(): void;
  back(): void;
  markUnread(): void;
  /** ↓ (1) and ↑ (-1): focus the next or previous message. */
  moveFocus(step: 1 | -1): void;
  /** Enter on a focused message that is not already on its header button. */
  toggleFocused(target: Element): boolean;
}

type ConversationAction = 'archive' | 'back' | 'mark-unread' | 'next' | 'previous' | 'toggle';

/** The conversation's keys (docs/behaviour/keyboard.md#conversation, and Gmail's Shift+U): one source for the handler and `?`. */
const CONVERSATION_SHORTCUTS: readonly (Shortcut & { action: ConversationAction })[] = [
  { action: 'archive', keys: ['w'], description: 'Archive the conversation' },
  { action: 'back', keys: ['~'], description: 'Back to the list' },
  { action: 'mark-unread', keys: ['Shift+U'], description: 'Mark as unread' },
  { action: 'toggle', keys: ['Enter'], description: 'Expand or collapse the focused message' },
  { action: 'next', keys: ['ArrowDown'], description: 'Next message' },
  { action: 'previous', keys: ['ArrowUp'], description: 'Previous message' },
];

const ACTIONS = new Map(
  CONVERSATION_SHORTCUTS.flatMap(({ keys, action }) => keys.map((key) => [key, action])),
);

/**
 * The conversation's keys, listed by `?` while mounted. Never while typing in a field, nor inside the
 * preview (which closes on Esc itself).
 */
export function useConversationShortcuts(targets: ConversationShortcutTargets): void {
  useShortcuts('Conversation', CONVERSATION_SHORTCUTS);
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (isTypingTarget(event.target) || isInDialog(event.target)) return;
    switch (ACTIONS.get(shortcutKey(event))) {
      case 'archive':
        targets.archive();
        break;
      case 'back':
        targets.back();
        break;
      case 'mark-unread':
        targets.markUnread();
        break;
      case 'next':
      case 'previous':
        targets.moveFocus(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'toggle':
        // A button or link does its own thing on Enter.
        if (!(event.target instanceof Element) || !targets.toggleFocused(event.target)) return;
        break;
      default:
        return;
    }
    event.preventDefault();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
