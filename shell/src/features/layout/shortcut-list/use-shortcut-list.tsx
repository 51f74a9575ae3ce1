import { useEffect, useState } from 'react';
import { isTypingTarget, shortcutKey } from '@mail/event-bus';
import { alertCouldNotLoad, useLoadedComponent } from '../../../lib/use-loaded-component';
import { OPEN_KEY } from './open-key';

// The list's code is not part of the first screen: it loads on the first `?`.
export const loadShortcutList = () =>
  import('./shortcut-list').then(({ ShortcutList }) => ShortcutList);

/**
 * `?` shows the shortcuts of the page (what the mounted screens registered): `shown` while the list
 * is on screen (the layout makes the page behind it inert), `list` the element to render. Not while
 * typing, nor from inside a modal (the drawer, the month view, the list itself).
 */
export function useShortcutList() {
  // Where focus was when `?` was pressed (null: nowhere); undefined while the list is closed.
  const [opener, setOpener] = useState<Element | null>();
  const ShortcutList = useLoadedComponent(opener !== undefined, loadShortcutList, () => {
    setOpener(undefined);
    alertCouldNotLoad('The shortcut list');
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || shortcutKey(event) !== OPEN_KEY) return;
      const { target } = event;
      if (isTypingTarget(target) || (target instanceof Element && target.closest('[aria-modal]')))
        return;
      event.preventDefault();
      setOpener(document.activeElement);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const shown = opener !== undefined && ShortcutList !== undefined;
  return {
    shown,
    list: shown && (
      // The type is state, set once when its code has loaded: stable across renders.
      // eslint-disable-next-line react-hooks/static-components
      <ShortcutList opener={opener} onClose={() => setOpener(undefined)} />
    ),
  };
}
