import { useEffect, useEffectEvent } from 'react';
import { isInDialog, isTypingTarget } from '../utils/shortcut-target';

export interface ConversationShortcutTargets {
  archive(): void;
  back(): void;
  markUnread(): void;
  /** ↓ (1) and ↑ (-1): focus the next or previous message. */
  moveFocus(step: 1 | -1): void;
  /** Enter on a focused message that is not already on its header button. */
  toggleFocused(target: Element): boolean;
}

/**
 * The conversation's keys (spec §2): w archive, Enter toggle the focused message, ↑/↓ move between
 * messages, ~ back; Shift+U mark as unread (Gmail's key). Never while typing in a field, nor inside the preview (which closes on Esc itself).
 */
export function useConversationShortcuts(targets: ConversationShortcutTargets): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target) || isInDialog(event.target)) return;
    switch (event.key) {
      case 'w':
        targets.archive();
        break;
      case '~':
        targets.back();
        break;
      case 'U':
        if (!event.shiftKey) return;
        targets.markUnread();
        break;
      case 'ArrowDown':
      case 'ArrowUp':
        targets.moveFocus(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
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
