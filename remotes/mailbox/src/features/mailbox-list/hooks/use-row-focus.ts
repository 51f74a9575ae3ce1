import { useCallback, type RefObject } from 'react';
import { ROW_SELECTOR } from '../../../lib/key-target';
import { nextRowIndex } from '../../../lib/shortcuts';

/**
 * Moves keyboard focus to the next (1) or previous (-1) row of the list: j / k. The focused row is a
 * link, so Enter opens it.
 */
export function useRowFocus(listRef: RefObject<HTMLElement | null>): (step: 1 | -1) => void {
  return useCallback(
    (step) => {
      const rows = [...(listRef.current?.querySelectorAll<HTMLElement>(ROW_SELECTOR) ?? [])];
      const current = rows.findIndex((row) => row === document.activeElement);
      const next = rows[nextRowIndex(current, step, rows.length)];
      next?.focus();
      next?.scrollIntoView?.({ block: 'nearest' });
    },
    [listRef],
  );
}
