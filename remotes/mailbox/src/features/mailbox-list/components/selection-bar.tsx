import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { MailListItem } from '@mail/gmail-client';
import { selectedItemsAtom, selectThreadsAtom } from '../../../stores/mailbox-store';

// The actions load with the first selection: the first screen only carries the checkbox.
const SelectionActions = lazy(() => import('./selection-actions'));

export interface SelectionBarProps {
  /** The rows of the page. */
  items: readonly MailListItem[];
}

/**
 * Above the rows: a checkbox that selects every row of the page (mixed when some are), and with a
 * selection the actions on it (docs/behaviour/mailbox.md#selection).
 */
export function SelectionBar({ items }: SelectionBarProps) {
  const selected = useAtomValue(selectedItemsAtom);
  const selectThreads = useSetAtom(selectThreadsAtom);
  const checkbox = useRef<HTMLInputElement>(null);
  const all = items.length > 0 && selected.length === items.length;
  const some = selected.length > 0 && !all;
  useEffect(() => {
    if (checkbox.current) checkbox.current.indeterminate = some;
  }, [some]);
  return (
    <div className="mb-selection" role="toolbar" aria-label="Selected conversations">
      <input
        ref={checkbox}
        type="checkbox"
        className="mb-selection__all"
        aria-label="Select all conversations on this page"
        checked={all}
        onChange={() => selectThreads(all || some ? [] : items.map((item) => item.threadId))}
      />
      {selected.length > 0 && (
        <>
          <span className="mb-selection__count">{selected.length} selected</span>
          <Suspense fallback={null}>
            <SelectionActions selected={selected} />
          </Suspense>
        </>
      )}
    </div>
  );
}
