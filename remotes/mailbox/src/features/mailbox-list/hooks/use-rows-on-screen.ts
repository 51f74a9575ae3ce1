import { useEffect, useState, type RefObject } from 'react';
import type { RowsOnScreen } from '../../../lib/list-display';

const sameRows = (a: RowsOnScreen | undefined, b: RowsOnScreen | undefined) =>
  a?.first === b?.first && a?.last === b?.last;

/**
 * Which of the list's rows the viewport shows, as the browser last laid them out (an
 * IntersectionObserver on each row: nothing is measured while a page changes). Undefined while
 * `hasRows` is false, before the first report, or where the browser has no IntersectionObserver.
 */
export function useRowsOnScreen(
  listRef: RefObject<HTMLUListElement | null>,
  hasRows: boolean,
): RowsOnScreen | undefined {
  const [rowsOnScreen, setRowsOnScreen] = useState<RowsOnScreen>();
  useEffect(() => {
    const list = listRef.current;
    if (!hasRows || !list || typeof IntersectionObserver === 'undefined') return;
    const seen = new Set<Element>();
    const report = () => {
      const indexes = [...list.children].flatMap((row, index) => (seen.has(row) ? [index] : []));
      const next = indexes.length
        ? { first: indexes[0]!, last: indexes[indexes.length - 1]! }
        : undefined;
      setRowsOnScreen((previous) => (sameRows(previous, next) ? previous : next));
    };
    const rowObserver = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) seen.add(entry.target);
        else seen.delete(entry.target);
      }
      report();
    });
    const observeRows = () => {
      for (const row of list.children) rowObserver.observe(row);
    };
    // Rows come and go with the list's length: each is watched while it is in the list.
    const listObserver = new MutationObserver((records) => {
      for (const record of records) {
        for (const row of record.removedNodes) {
          if (!(row instanceof Element)) continue;
          rowObserver.unobserve(row);
          seen.delete(row);
        }
      }
      observeRows();
      report();
    });
    observeRows();
    listObserver.observe(list, { childList: true });
    return () => {
      rowObserver.disconnect();
      listObserver.disconnect();
      setRowsOnScreen(undefined);
    };
  }, [listRef, hasRows]);
  return rowsOnScreen;
}
