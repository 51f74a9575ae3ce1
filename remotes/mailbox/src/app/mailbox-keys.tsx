import type { RefObject } from 'react';
import { useStore } from 'jotai';
import { useRowFocus } from '../features/mailbox-list/hooks/use-row-focus';
import { useSelectRow } from '../features/mailbox-list/hooks/use-select-row';
import { useToggleStar } from '../features/mailbox-list/hooks/use-toggle-star';
import { tabId } from '../features/tabs/components/view-tabs';
import { triageRows, undoLastTriage } from '../lib/triage-rows';
import { keyTriageAction } from '../lib/selection-actions';
import {
  labelPickerOpenAtom,
  selectedItemsAtom,
  selectThreadsAtom,
  visiblePageAtom,
} from '../stores/mailbox-store';
import { useMailboxShortcuts } from '../features/shortcuts/hooks/use-mailbox-shortcuts';

export interface MailboxKeysProps {
  searchRef: RefObject<HTMLInputElement | null>;
  listRef: RefObject<HTMLUListElement | null>;
  /** The key presses made before this loaded, to act on now; later ones are heard here. */
  takeEarlyPresses(): KeyboardEvent[];
}

/** The mailbox's keyboard shortcuts, wired to the screen (see `useMailboxShortcuts`). */
export function MailboxKeys({ searchRef, listRef, takeEarlyPresses }: MailboxKeysProps) {
  const store = useStore();
  const moveRowFocus = useRowFocus(listRef);
  const toggleStar = useToggleStar();
  const selectRow = useSelectRow();
  const rowItem = (row: Element | null) => {
    const threadId = row?.getAttribute('data-thread-id');
    return store.get(visiblePageAtom)?.items.find((each) => each.threadId === threadId);
  };
  useMailboxShortcuts(
    {
      focusSearch: () => searchRef.current?.focus(),
      moveRowFocus,
      focusTab: (tab) => document.getElementById(tabId(tab))?.focus(),
      toggleStar: (row) => {
        const item = rowItem(row);
        if (item) toggleStar(item);
      },
      toggleSelect: (row) => {
        const item = rowItem(row);
        if (item) selectRow(item.threadId, false);
      },
      triage: (action, row) => {
        const selected = store.get(selectedItemsAtom);
        const focused = rowItem(row);
        const rows = selected.length > 0 ? selected : focused ? [focused] : [];
        void triageRows(keyTriageAction(action, rows), rows);
      },
      undo: () => void undoLastTriage(),
      label: (row) => {
        const focused = rowItem(row);
        if (store.get(selectedItemsAtom).length === 0 && focused) {
          store.set(selectThreadsAtom, [focused.threadId]);
        }
        if (store.get(selectedItemsAtom).length > 0) store.set(labelPickerOpenAtom, true);
      },
    },
    takeEarlyPresses,
  );
  return null;
}
