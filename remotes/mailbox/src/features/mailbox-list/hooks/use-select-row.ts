import { useCallback } from 'react';
import { useStore } from 'jotai';
import { withRange, withToggled } from '../../../lib/selection';
import {
  selectedItemsAtom,
  selectThreadsAtom,
  visiblePageAtom,
} from '../../../stores/mailbox-store';

// One mailbox per page: the last row (de)selected, where a Shift+click's range starts.
let anchorThreadId: string | undefined;

/** Selects or deselects a row (its checkbox, `x`); with `extendRange`, every row from the last one. */
export function useSelectRow(): (threadId: string, extendRange: boolean) => void {
  const store = useStore();
  return useCallback(
    (threadId, extendRange) => {
      const selected = new Set(store.get(selectedItemsAtom).map((item) => item.threadId));
      const pageThreadIds = store.get(visiblePageAtom)?.items.map((item) => item.threadId) ?? [];
      store.set(
        selectThreadsAtom,
        extendRange
          ? withRange(selected, pageThreadIds, anchorThreadId, threadId)
          : withToggled(selected, threadId),
      );
      anchorThreadId = threadId;
    },
    [store],
  );
}
