import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { useAtomValue } from 'jotai';
import { SKIP_TARGET_ATTRIBUTE } from '@mail/contracts';
import { publish, publishListOrder } from '@mail/event-bus';
import {
  listDisplay,
  rowsOnScreenFirst,
  type RowsOnScreen,
  type ShownList,
} from '../../../lib/list-display';
import type { MailListItem } from '@mail/gmail-client';
import { listLabel, screenName, showsRecipients, viewMakesCalls } from '../../../lib/mailbox-views';
import { markRowsVisible } from '../../../lib/perf-marks';
import { nextRowKeys, type RowKeys } from '../../../lib/row-keys';
import {
  activeViewAtom,
  loadStatusAtom,
  rowLabelsAtom,
  searchTermAtom,
  selectedItemsAtom,
  visiblePageAtom,
} from '../../../stores/mailbox-store';
import { SelectionBar } from './selection-bar';
import { useSelectRow } from '../hooks/use-select-row';
import { useCurrentDay } from '../hooks/use-current-day';
import { useRowsOnScreen } from '../hooks/use-rows-on-screen';
import { useToggleStar } from '../hooks/use-toggle-star';
import { useOffline } from '../hooks/use-offline';
import {
  ListEmpty,
  ListFailure,
  ListNotice,
  ListNotKeptOffline,
  ListSpinner,
  MailAccessRequest,
} from './list-status';
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

/**
 * A Drafts row's Discard draft: the row goes at once (its conversation without DRAFT); compose deletes
 * the draft and offers Undo.
 */
function discardDraft(item: MailListItem) {
  const labels = item.labels.filter((label) => label !== 'DRAFT');
  publish({ type: 'threads/labels-changed', threads: [{ threadId: item.threadId, labels }] });
  publish({ type: 'drafts/discard', threadId: item.threadId });
}

/** Runs `work` once the next frame has painted; returns what cancels it. */
function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

interface ShownRows extends ShownList {
  /** The row (React key) of each conversation of `shown`: see `nextRowKeys`. */
  keys: RowKeys;
}

/**
 * The conversations the rows show, and their rows: `items`, the rows on screen first when `items`
 * is another page or tab (see `rowsOnScreenFirst`), the others once those have painted.
 */
function useShownRows(
  items: readonly MailListItem[],
  onScreen: RowsOnScreen | undefined,
): ShownRows {
  const [rows, setRows] = useState<ShownRows>(() => ({
    items,
    shown: items,
    keys: nextRowKeys(NO_ROWS, items.map(threadIdOf)),
  }));
  let current = rows;
  if (rows.items !== items) {
    // Derived from the rows of the last render: adjusted while rendering, before any child renders.
    const shown = rowsOnScreenFirst(rows, items, onScreen);
    current = { items, shown, keys: nextRowKeys(rows.keys, shown.map(threadIdOf)) };
    setRows(current);
  }
  const waiting = current.shown !== current.items;
  useEffect(() => {
    if (!waiting) return undefined;
    return afterNextPaint(() =>
      setRows((latest) =>
        latest.items === items && latest.shown !== items
          ? { items, shown: items, keys: nextRowKeys(latest.keys, items.map(threadIdOf)) }
          : latest,
      ),
    );
  }, [waiting, items]);
  return current;
}

/** The rows of the current page, or what stands in for them: spinner, empty list or failure. */
export function MailList({ listRef, onOpenThread, onRetry }: MailListProps) {
  const view = useAtomValue(activeViewAtom);
  const page = useAtomValue(visiblePageAtom);
  const status = useAtomValue(loadStatusAtom);
  const rowLabels = useAtomValue(rowLabelsAtom);
  const name = screenName(view, useAtomValue(searchTermAtom), rowLabels?.labels);
  const offline = useOffline();
  const today = useCurrentDay();
  const toggleStar = useToggleStar();
  const selectRow = useSelectRow();
  const selectedItems = useAtomValue(selectedItemsAtom);
  const selectedIds = useMemo(
    () => new Set(selectedItems.map((item) => item.threadId)),
    [selectedItems],
  );
  const display = listDisplay(page, status, viewMakesCalls(view));
  const hasRows = display.kind === 'rows';
  const rowsOnScreen = useRowsOnScreen(listRef, hasRows);
  const rows = useShownRows(hasRows ? display.items : NO_ITEMS, rowsOnScreen);

  useLayoutEffect(() => {
    if (!hasRows) return;
    markRowsVisible();
    publish({ type: 'mailbox/rows-shown' });
  }, [hasRows]);
  // The conversation's j / k open the rows of this page (docs/behaviour/conversation.md).
  useEffect(() => {
    publishListOrder(rows.items.map(({ threadId, id }) => ({ threadId, messageId: id })));
  }, [rows.items]);

  switch (display.kind) {
    case 'spinner':
      return offline ? <ListNotKeptOffline name={name} /> : <ListSpinner />;
    case 'empty':
      return <ListEmpty />;
    case 'failed':
      return display.refused ? (
        <MailAccessRequest message={display.message} />
      ) : (
        <ListFailure message={display.message} onRetry={onRetry} />
      );
    case 'rows':
      return (
        <>
          {display.busy && <div className="mb-progress" aria-hidden="true" />}
          {display.failure && <ListFailure message={display.failure} onRetry={onRetry} compact />}
          <SelectionBar items={display.items} />
          <ul
            ref={listRef}
            className="mb-list"
            aria-label={listLabel(view)}
            // "Skip to mail" lands here, past the selection bar: the next Tab reaches the first row.
            {...{ [SKIP_TARGET_ATTRIBUTE]: '' }}
            tabIndex={-1}
            // Rows off screen still showing the last page are a list being updated.
            aria-busy={display.busy || rows.shown !== rows.items}
          >
            {rows.shown.map((item) => (
              <MailRow
                key={rows.keys.get(item.threadId)}
                item={item}
                today={today}
                showRecipients={showsRecipients(view)}
                rowLabels={rowLabels}
                onOpen={onOpenThread}
                onToggleStar={toggleStar}
                selected={selectedIds.has(item.threadId)}
                onSelect={selectRow}
                {...(view === 'DRAFTS' ? { onDiscardDraft: discardDraft } : {})}
              />
            ))}
          </ul>
          {display.notLoaded && <ListNotice message={display.notLoaded} />}
        </>
      );
  }
}
