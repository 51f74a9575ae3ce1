import { useEffect, useState } from 'react';
import { isTypingTarget, shortcutKey } from '@mail/event-bus';
import { isInsideModal } from '../../../lib/inside-modal';
import { alertCouldNotLoad, useLoadedComponent } from '../../../lib/use-loaded-component';
import { OPEN_KEY } from './open-key';

// The list's code is not part of the first screen: it loads on the first `?`.
export const loadShortcutList = () =>
  import('./shortcut-list').then(({ ShortcutList }) => ShortcutList);

/**
 * `?` shows the shortcuts of the page (what the mounted screens registered): `list` is the element
 * to render, a modal while on screen. Not while typing, nor from inside a modal (the drawer, the
 * month view, the list itself).
 */
export function useShortcutList() {
  const [wanted, setWanted] = useState(false);
  const ShortcutList = useLoadedComponent(wanted, loadShortcutList, () => {
    setWanted(false);
    alertCouldNotLoad('The shortcut list');
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || shortcutKey(event) !== OPEN_KEY) return;
      const { target } = event;
      if (isTypingTarget(target) || isInsideModal(target)) return;
      event.preventDefault();
      setWanted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return {
    list: wanted && ShortcutList && (
      // The type is state, set once when its code has loaded: stable across renders.
      // eslint-disable-next-line react-hooks/static-components
      <ShortcutList onClose={() => setWanted(false)} />
    ),
  };
}
