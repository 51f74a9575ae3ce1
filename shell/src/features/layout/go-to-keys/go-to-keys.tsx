import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isTypingTarget, shortcutKey, useShortcuts } from '@mail/event-bus';
import { isInsideModal } from '../../../lib/inside-modal';
import { GO_TO_KEY, GO_TO_SHORTCUTS, GO_TO_WAIT_MS, goToPath } from './go-to-destinations';

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/** A key press that may be part of a move: not typed into a field, not inside a modal. */
function isFreeKeyPress(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  const { target } = event;
  return !isTypingTarget(target) && !isInsideModal(target);
}

/**
 * Gmail's `g` then `i` / `t` / `d` / `s`, on every screen (listed by `?`): the key right after a `g`
 * goes to its view; any other key, or none within GO_TO_WAIT_MS, forgets the `g`. Never while typing
 * nor inside a modal. Listens in the capture phase, so that the second key (`s` stars on the list and
 * in a conversation) is this move's alone.
 */
export function GoToKeys() {
  useShortcuts('Everywhere', GO_TO_SHORTCUTS);
  const navigate = useNavigate();
  const go = useEffectEvent((path: string) => navigate(path));

  useEffect(() => {
    // Set while a `g` waits for its second key.
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const forget = () => {
      clearTimeout(waiting);
      waiting = undefined;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Shift alone (before a capital) is no second key.
      if (MODIFIER_KEYS.has(event.key) || !isFreeKeyPress(event)) return;
      const key = shortcutKey(event);
      if (waiting !== undefined) {
        forget();
        const path = goToPath(key);
        if (path === undefined) return;
        event.preventDefault();
        go(path);
      } else if (key === GO_TO_KEY) {
        event.preventDefault();
        waiting = setTimeout(forget, GO_TO_WAIT_MS);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      forget();
    };
  }, []);
  return null;
}
