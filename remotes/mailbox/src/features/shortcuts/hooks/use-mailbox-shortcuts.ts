import { useEffect, useEffectEvent } from 'react';
import { useStore } from 'jotai';
import { publish, useShortcuts } from '@mail/event-bus';
import { classifyKeyTarget, ROW_SELECTOR } from '../../../lib/key-target';
import { cycleTab, isTabView, type TabView } from '../../../lib/mailbox-views';
import {
  MAILBOX_SHORTCUT_LIST,
  resolveShortcut,
  type TriageKeyAction,
} from '../../../lib/shortcuts';
import { activeViewAtom, selectViewAtom } from '../../../stores/mailbox-store';

export interface ShortcutTargets {
  focusSearch(): void;
  /** j (1) and k (-1). */
  moveRowFocus(step: 1 | -1): void;
  /** After Tab on a row chose another tab. */
  focusTab(view: TabView): void;
  /** s on a row. */
  toggleStar(row: Element): void;
  /** x on a row. */
  toggleSelect(row: Element): void;
  /** e, #, !, Shift+I, Shift+U: on the selection, else on the row focused (`row`), if any. */
  triage(action: TriageKeyAction, row: Element | null): void;
  /** z. */
  undo(): void;
  /** l: the label picker, for the selection, else for the row focused (`row`), if any. */
  label(row: Element | null): void;
}

/**
 * The mailbox's keyboard shortcuts, on the whole page while the mailbox is shown: "/" search, "c"
 * compose, Esc close compose, j / k move the row focus, Gmail's triage keys (e # ! Shift+I Shift+U,
 * z undo, l label); on a row, Tab / Shift+Tab cycle the tabs, ↓ / ↑ move, s stars and x selects. Never while typing (see `resolveShortcut`). Listed in the `?` list while mounted. The presses
 * `takeEarlyPresses` returns (made before this code loaded) are acted on at once.
 */
export function useMailboxShortcuts(
  targets: ShortcutTargets,
  takeEarlyPresses: () => KeyboardEvent[],
): void {
  useShortcuts('Mailbox', MAILBOX_SHORTCUT_LIST);
  const store = useStore();
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const view = store.get(activeViewAtom);
    const action = resolveShortcut(event, classifyKeyTarget(event.target), isTabView(view));
    const target = event.target instanceof Element ? event.target : null;
    if (action !== null && typeof action === 'object') {
      targets.triage(action.triage, target?.closest(ROW_SELECTOR) ?? null);
      event.preventDefault();
      return;
    }
    switch (action) {
      case null:
        return;
      case 'close-compose':
        // Escape may mean something to others too (a drawer, a menu): let it go on.
        publish({ type: 'compose/close' });
        return;
      case 'focus-search':
        targets.focusSearch();
        break;
      case 'open-compose':
        publish({ type: 'compose/open', mode: 'new' });
        break;
      case 'next-tab':
      case 'previous-tab': {
        const next = cycleTab(view, action === 'next-tab' ? 1 : -1);
        store.set(selectViewAtom, next);
        targets.focusTab(next);
        break;
      }
      case 'toggle-star':
        if (target) targets.toggleStar(target);
        break;
      case 'toggle-select':
        if (target) targets.toggleSelect(target);
        break;
      case 'undo':
        targets.undo();
        break;
      case 'label':
        targets.label(target?.closest(ROW_SELECTOR) ?? null);
        break;
      case 'next-row':
      case 'previous-row':
        targets.moveRowFocus(action === 'next-row' ? 1 : -1);
        break;
    }
    event.preventDefault();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    for (const event of takeEarlyPresses()) onKeyDown(event);
    return () => document.removeEventListener('keydown', listener);
  }, [takeEarlyPresses]);
}
