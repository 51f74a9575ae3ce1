import { MAILBOX_PAGE_SIZE, type MailListItem } from '@mail/gmail-client';
import { pageKey, type MailboxNavigation } from './mailbox-navigation';
import { reconcileItems, type MailboxLists, type ViewPages } from './mailbox-lists';
import type { MailboxView } from './mailbox-views';
import { viewKeeps } from './view-membership';

/** What history sync learnt: the conversations' rows now, and those that no longer exist. */
export interface SyncedRows {
  rows: readonly MailListItem[];
  goneThreadIds: readonly string[];
}

/** Puts `row` before the first row older than it: lists show the newest conversation first. */
function insertByDate(items: MailListItem[], row: MailListItem): void {
  const at = items.findIndex((item) => item.internalDate < row.internalDate);
  items.splice(at === -1 ? items.length : at, 0, row);
}

function syncPage(
  view: MailboxView,
  items: readonly MailListItem[],
  byThread: ReadonlyMap<string, MailListItem>,
  gone: ReadonlySet<string>,
  insertNew: boolean,
): MailListItem[] {
  const moved: MailListItem[] = [];
  const next = items.flatMap((item) => {
    const row = byThread.get(item.threadId);
    if (gone.has(item.threadId)) return [];
    if (!row) return [item];
    if (!viewKeeps(view, row.labels)) return [];
    // A label change keeps the row's place; a new message moves it up.
    if (row.internalDate === item.internalDate) return [row];
    moved.push(row);
    return [];
  });
  const present = new Set(items.map((item) => item.threadId));
  const arrived = insertNew
    ? [...byThread.values()].filter(
        (row) => !present.has(row.threadId) && viewKeeps(view, row.labels),
      )
    : [];
  for (const row of [...moved, ...arrived]) insertByDate(next, row);
  // A conversation pushed past the page's end belongs to the next page.
  return reconcileItems(items, next.slice(0, Math.max(items.length, MAILBOX_PAGE_SIZE)));
}

/**
 * The kept lists after history sync: in every kept page, rows of changed conversations show them as
 * they are now (and leave a view that no longer lists them), rows of deleted ones go; on the page
 * `navigation` shows, when it is a first page, conversations that now belong to its view come in at
 * their date's place. A search cannot be re-run on labels, so the caller reloads it instead of
 * inserting.
 */
export function withSyncedRows(
  lists: MailboxLists,
  navigation: MailboxNavigation,
  { rows, goneThreadIds }: SyncedRows,
): MailboxLists {
  const byThread = new Map(rows.map((row) => [row.threadId, row]));
  const gone = new Set(goneThreadIds);
  const shownKey = pageKey(navigation);
  const insertInto = (view: MailboxView, key: string) =>
    key === shownKey && view === navigation.view && navigation.pageIndex === 0;
  const entries = Object.entries(lists) as [MailboxView, ViewPages][];
  return Object.fromEntries(
    entries.map(([view, pages]) => [
      view,
      Object.fromEntries(
        Object.entries(pages).map(([key, kept]) => {
          const items = syncPage(view, kept.page.items, byThread, gone, insertInto(view, key));
          return [
            key,
            items === kept.page.items ? kept : { ...kept, page: { ...kept.page, items } },
          ];
        }),
      ),
    ]),
  );
}
