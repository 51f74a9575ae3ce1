import { useEffect, useRef, useState } from 'react';
import { isTypingTarget, shortcutKey } from '@mail/event-bus';
import { useLoadedComponent } from '../../lib/use-loaded-component';

// The list's code is not part of the first screen: it loads on the first `?`.
export const loadShortcutList = () =>
  import('./shortcut-list').then(({ ShortcutList }) => ShortcutList);

export const OPEN_KEY = '?';

/**
 * `?` shows the shortcuts of the page (what the mounted screens registered): `shown` while the list
 * is on screen (the layout makes the page behind it inert), `list` the element to render. Not while
 * typing, nor from inside a modal (the drawer, the month view, the list itself). Focus goes back to
 * where it was once the list has closed.
 */
export function useShortcutList() {
  const [open, setOpen] = useState(false);
  const ShortcutList = useLoadedComponent(open, loadShortcutList);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || shortcutKey(event) !== OPEN_KEY) return;
      const { target } = event;
      if (isTypingTarget(target) || (target instanceof Element && target.closest('[aria-modal]')))
        return;
      event.preventDefault();
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Only once the page behind is no longer inert can it take focus back.
  useEffect(() => {
    if (!open) openerRef.current?.focus();
  }, [open]);

  const shown = open && ShortcutList !== undefined;
  return {
    shown,
    list: shown && (
      // The type is state, set once when its code has loaded: stable across renders.
      // eslint-disable-next-line react-hooks/static-components
      <ShortcutList onClose={() => setOpen(false)} returnFocusRef={openerRef} />
    ),
  };
}
