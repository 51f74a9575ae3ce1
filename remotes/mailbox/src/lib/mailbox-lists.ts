import type { MailboxPage, MailboxView, MailListItem } from '@mail/gmail-client';
import { INITIAL_NAVIGATION, pageKey, type MailboxNavigation } from './mailbox-navigation';

/** The last page loaded for a view, and which page it is (see `pageKey`). */
export interface LoadedList {
  key: string;
  page: MailboxPage;
}

/** One list per view (spec §3 emailsList), each remembering which page it holds. */
export type MailboxLists = Partial<Record<MailboxView, LoadedList>>;

/** The lists at start: the cached Important rows as its first page, shown before any call answers. */
export function listsFromCache(cachedImportant: readonly MailListItem[]): MailboxLists {
  if (cachedImportant.length === 0) return {};
  return {
    IMPORTANT: {
      key: pageKey({ ...INITIAL_NAVIGATION, view: 'IMPORTANT' }),
      page: { items: [...cachedImportant] },
    },
  };
}

/**
 * The rows to show now: the view's list when it holds the page asked for. A list holding another page
 * (the user paged, or searched for something else) is not shown, so its rows never pass for this page.
 */
export function visiblePage(
  lists: MailboxLists,
  navigation: MailboxNavigation,
): MailboxPage | undefined {
  const list = lists[navigation.view];
  return list?.key === pageKey(navigation) ? list.page : undefined;
}

const sameItem = (a: MailListItem, b: MailListItem) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `next`, reusing the objects of `previous` for rows that did not change, and `previous` itself when
 * nothing changed: a background refresh that finds nothing new re-renders nothing.
 */
export function reconcileItems(
  previous: readonly MailListItem[],
  next: readonly MailListItem[],
): MailListItem[] {
  const previousByThread = new Map(previous.map((item) => [item.threadId, item]));
  const merged = next.map((item) => {
    const old = previousByThread.get(item.threadId);
    return old && sameItem(old, item) ? old : item;
  });
  const unchanged =
    merged.length === previous.length && merged.every((item, index) => item === previous[index]);
  return unchanged ? (previous as MailListItem[]) : merged;
}

/** Stores the page answered for `navigation` as its view's list. */
export function storePage(
  lists: MailboxLists,
  navigation: MailboxNavigation,
  page: MailboxPage,
): MailboxLists {
  const previous = lists[navigation.view];
  const key = pageKey(navigation);
  const items =
    previous?.key === key ? reconcileItems(previous.page.items, page.items) : page.items;
  return { ...lists, [navigation.view]: { key, page: { ...page, items } } };
}

/** Changing view clears the SEARCH list (spec §4). */
export function withoutSearchList(lists: MailboxLists): MailboxLists {
  if (!lists.SEARCH) return lists;
  const rest = { ...lists };
  delete rest.SEARCH;
  return rest;
}

function mapItems(
  lists: MailboxLists,
  change: (items: MailListItem[]) => MailListItem[],
): MailboxLists {
  const entries = Object.entries(lists) as [MailboxView, LoadedList][];
  return Object.fromEntries(
    entries.map(([view, list]) => {
      const items = change(list.page.items);
      return [view, items === list.page.items ? list : { ...list, page: { ...list.page, items } }];
    }),
  );
}

/** An archived conversation leaves every list at once; the next load confirms it. */
export function withoutThread(lists: MailboxLists, threadId: string): MailboxLists {
  return mapItems(lists, (items) =>
    items.some((item) => item.threadId === threadId)
      ? items.filter((item) => item.threadId !== threadId)
      : items,
  );
}

/** The labels a row shows as a flag: unread rows are bold, starred rows have a filled star. */
const LABEL_FLAGS = { UNREAD: 'isUnread', STARRED: 'isStarred' } as const;

export type RowFlagLabel = keyof typeof LABEL_FLAGS;

/**
 * The conversation's rows show `label` set or not in every list, at once: read or starred here or in
 * the conversation view, or a change taken back after its request failed.
 */
export function withThreadLabel(
  lists: MailboxLists,
  threadId: string,
  label: RowFlagLabel,
  present: boolean,
): MailboxLists {
  const flag = LABEL_FLAGS[label];
  const changes = (item: MailListItem) => item.threadId === threadId && item[flag] !== present;
  return mapItems(lists, (items) =>
    items.some(changes)
      ? items.map((item) =>
          changes(item)
            ? {
                ...item,
                [flag]: present,
                labels: present
                  ? [...item.labels, label]
                  : item.labels.filter((other) => other !== label),
              }
            : item,
        )
      : items,
  );
}
