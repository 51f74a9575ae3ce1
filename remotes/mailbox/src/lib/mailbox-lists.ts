import type { MailboxPage, MailListItem } from '@mail/gmail-client';
import { INITIAL_NAVIGATION, pageKey, type MailboxNavigation } from './mailbox-navigation';
import type { MailboxView } from './mailbox-views';
import { viewKeeps } from './view-membership';

/**
 * A page as it answered, and when (epoch ms; -Infinity for the cached Important rows, which are never
 * fresh).
 */
export interface KeptPage {
  page: MailboxPage;
  loadedAt: number;
  /**
   * Conversations of the page whose labels changed so that they no longer belong in the view (an
   * archive, a delete, …): not shown, but kept, so that an undo or a roll-back shows them again. The
   * next load of the page forgets them.
   */
  left?: readonly string[];
}

/** The pages of one view kept, by `pageKey`, the one stored last at the end. */
export type ViewPages = Record<string, KeptPage>;

/**
 * The pages kept per view (docs/behaviour/data.md#mailbox-state), so that going back to a page or a
 * tab paints at once. Rows are small (a page of 25 is about 20 KB), so a few pages per view cost
 * little.
 */
export type MailboxLists = Partial<Record<MailboxView, ViewPages>>;

const PAGES_KEPT_PER_VIEW = 5;

/** The lists at start: the cached Important rows as its first page, shown before any call answers. */
export function listsFromCache(cachedImportant: readonly MailListItem[]): MailboxLists {
  if (cachedImportant.length === 0) return {};
  const key = pageKey({ ...INITIAL_NAVIGATION, view: 'IMPORTANT' });
  const page = { items: [...cachedImportant] };
  return { IMPORTANT: { [key]: { page, loadedAt: Number.NEGATIVE_INFINITY } } };
}

/** The kept page `navigation` asks for, if any. */
export function keptPage(lists: MailboxLists, navigation: MailboxNavigation): KeptPage | undefined {
  return lists[navigation.view]?.[pageKey(navigation)];
}

/**
 * The rows to show now: the page asked for when it is kept. Another page of the view (the user paged,
 * or searched for something else) is not shown, so its rows never pass for this page.
 */
export function visiblePage(
  lists: MailboxLists,
  navigation: MailboxNavigation,
): MailboxPage | undefined {
  const kept = keptPage(lists, navigation);
  const left = kept?.left;
  if (!kept || !left?.length) return kept?.page;
  return { ...kept.page, items: kept.page.items.filter((item) => !left.includes(item.threadId)) };
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

/**
 * Keeps the page answered for `navigation` at `loadedAt`, as the view's most recent; the view's oldest
 * pages beyond PAGES_KEPT_PER_VIEW are dropped.
 */
export function storePage(
  lists: MailboxLists,
  navigation: MailboxNavigation,
  page: MailboxPage,
  loadedAt: number,
): MailboxLists {
  const key = pageKey(navigation);
  const pages = { ...lists[navigation.view] };
  const previous = pages[key];
  const items = previous ? reconcileItems(previous.page.items, page.items) : page.items;
  delete pages[key];
  pages[key] = { page: { ...page, items }, loadedAt };
  const kept = Object.entries(pages).slice(-PAGES_KEPT_PER_VIEW);
  return { ...lists, [navigation.view]: Object.fromEntries(kept) };
}

/** Changing view clears the SEARCH list (docs/behaviour/data.md#mailbox-state). */
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
  const changePages = (pages: ViewPages): ViewPages => {
    const entries = Object.entries(pages).map(([key, kept]): [string, KeptPage] => {
      const items = change(kept.page.items);
      return [key, items === kept.page.items ? kept : { ...kept, page: { ...kept.page, items } }];
    });
    return entries.every(([key, kept]) => pages[key] === kept)
      ? pages
      : Object.fromEntries(entries);
  };
  const entries = Object.entries(lists) as [MailboxView, ViewPages][];
  return Object.fromEntries(entries.map(([view, pages]) => [view, changePages(pages)]));
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

/** A conversation's labels now, as 'threads/labels-changed' tells them. */
export interface ThreadLabels {
  threadId: string;
  labels: readonly string[];
}

/**
 * Every kept row of these conversations shows their new labels (unread, star), and leaves its view's
 * page when the view no longer keeps it (`viewKeeps`), or comes back when it does again.
 */
export function withThreadsLabels(
  lists: MailboxLists,
  threads: readonly ThreadLabels[],
): MailboxLists {
  const labelsByThread = new Map(threads.map(({ threadId, labels }) => [threadId, labels]));
  const relabel = (view: MailboxView, kept: KeptPage): KeptPage => {
    if (!kept.page.items.some((item) => labelsByThread.has(item.threadId))) return kept;
    const left = new Set(kept.left);
    const items = kept.page.items.map((item) => {
      const labels = labelsByThread.get(item.threadId);
      if (!labels) return item;
      if (viewKeeps(view, labels)) left.delete(item.threadId);
      else left.add(item.threadId);
      return {
        ...item,
        labels: [...labels],
        isUnread: labels.includes('UNREAD'),
        isStarred: labels.includes('STARRED'),
      };
    });
    return { ...kept, page: { ...kept.page, items }, left: [...left] };
  };
  const entries = Object.entries(lists) as [MailboxView, ViewPages][];
  return Object.fromEntries(
    entries.map(([view, pages]) => [
      view,
      Object.fromEntries(Object.entries(pages).map(([key, kept]) => [key, relabel(view, kept)])),
    ]),
  );
}
