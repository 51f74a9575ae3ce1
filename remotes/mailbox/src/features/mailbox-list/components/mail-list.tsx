import { useLayoutEffect, useState, type RefObject } from 'react';
import { useAtomValue } from 'jotai';
import { publish } from '@mail/event-bus';
import { listDisplay } from '../../../lib/list-display';
import type { MailListItem } from '@mail/gmail-client';
import { listLabel, viewMakesCalls } from '../../../lib/mailbox-views';
import { markRowsVisible } from '../../../lib/perf-marks';
import { nextRowKeys, type RowKeys } from '../../../lib/row-keys';
import { activeViewAtom, loadStatusAtom, visiblePageAtom } from '../../../stores/mailbox-store';
import { useCurrentDay } from '../hooks/use-current-day';
import { useToggleStar } from '../hooks/use-toggle-star';
import { ListEmpty, ListFailure, ListNotice, ListSpinner } from './list-status';
import { MailRow } from './mail-row';
import './mail-list.css';

export interface MailListProps {
  /** The list element, for keyboard row focus. */
  listRef: RefObject<HTMLUListElement | null>;
  onOpenThread(item: MailListItem): void;
  onRetry(): void;
}

const NO_ROWS: RowKeys = new Map();
const NO_ITEMS: MailListItem[] = [];
const threadIdOf = (item: MailListItem) => item.threadId;

/** The row (React key) of each conversation of `items`: see `nextRowKeys`. */
function useRowKeys(items: readonly MailListItem[]): RowKeys {
  const [rows, setRows] = useState(() => ({
    items,
    keys: nextRowKeys(NO_ROWS, items.map(threadIdOf)),
  }));
  if (rows.items === items) return rows.keys;
  // Derived from the rows of the last render: adjusted while rendering, before any child renders.
  const next = { items, keys: nextRowKeys(rows.keys, items.map(threadIdOf)) };
  setRows(next);
  return next.keys;
}

/** The rows of the current page, or what stands in for them: spinner, empty list or failure. */
export function MailList({ listRef, onOpenThread, onRetry }: MailListProps) {
  const view = useAtomValue(activeViewAtom);
  const page = useAtomValue(visiblePageAtom);
  const status = useAtomValue(loadStatusAtom);
  const today = useCurrentDay();
  const toggleStar = useToggleStar();
  const display = listDisplay(page, status, viewMakesCalls(view));
  const hasRows = display.kind === 'rows';
  const rowKeys = useRowKeys(hasRows ? display.items : NO_ITEMS);

  useLayoutEffect(() => {
    if (!hasRows) return;
    markRowsVisible();
    publish({ type: 'mailbox/rows-shown' });
  }, [hasRows]);

  switch (display.kind) {
    case 'spinner':
      return <ListSpinner />;
    case 'empty':
      return <ListEmpty />;
    case 'failed':
      return <ListFailure message={display.message} onRetry={onRetry} />;
    case 'rows':
      return (
        <>
          {display.busy && <div className="mb-progress" aria-hidden="true" />}
          {display.failure && <ListFailure message={display.failure} onRetry={onRetry} compact />}
          <ul
            ref={listRef}
            className="mb-list"
            aria-label={listLabel(view)}
            aria-busy={display.busy}
          >
            {display.items.map((item) => (
              <MailRow
                key={rowKeys.get(item.threadId)}
                item={item}
                today={today}
                onOpen={onOpenThread}
                onToggleStar={toggleStar}
              />
            ))}
          </ul>
          {display.notLoaded && <ListNotice message={display.notLoaded} />}
        </>
      );
  }
}
