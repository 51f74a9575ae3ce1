import { atom, createStore, type Getter, type Setter } from 'jotai';
import {
  getGoogleClient,
  newerHistoryId,
  type MailboxPage,
  type MailListItem,
} from '@mail/gmail-client';
import { readCachedImportant } from '../lib/important-cache';
import {
  keptPage,
  listsFromCache,
  storePage,
  visiblePage,
  withoutSearchList,
  withoutThread,
  withThreadLabel,
  withThreadsLabels,
  type RowFlagLabel,
  type MailboxLists,
  type ThreadLabels,
} from '../lib/mailbox-lists';
import type { MailboxLocation } from '@mail/contracts';
import { IDLE, type LoadStatus } from '../lib/list-display';
import type { RowLabels } from '../lib/row-labels';
import { isSameList, navigationForLocation } from '../lib/mailbox-location';
import { countsByEstimate, type MailboxView } from '../lib/mailbox-views';
import type { PagerTotal } from '../lib/pager-summary';
import {
  clearSearch,
  goToNextPage,
  goToPreviousPage,
  INITIAL_NAVIGATION,
  pageKey,
  recordPageLoaded,
  selectView,
  submitSearch,
  type MailboxNavigation,
} from '../lib/mailbox-navigation';

// State. The active view, search term, page tokens and page index change together by the rules of
// lib/mailbox-navigation, so they live in one atom.
export const navigationAtom = atom<MailboxNavigation>(INITIAL_NAVIGATION);
export const activeViewAtom = atom((get) => get(navigationAtom).view);
/** The submitted search term: unlike `navigationAtom`, unchanged by paging. */
export const searchTermAtom = atom((get) => get(navigationAtom).searchTerm);
/** Changes exactly when another page is to be shown (view, search term or page token). */
export const currentPageKeyAtom = atom((get) => pageKey(get(navigationAtom)));
export const listsAtom = atom<MailboxLists>({});
/** Pager totals per view; they arrive on their own, usually before the rows, never holding them. */
export const totalsAtom = atom<Partial<Record<MailboxView, number>>>({});
export const loadStatusAtom = atom<LoadStatus>(IDLE);
/**
 * The newest Gmail history id the kept rows are known to reflect: history sync asks for the changes
 * after it (docs/behaviour/data.md#history-sync).
 */
export const historyIdAtom = atom<string | undefined>(undefined);
/** The user's labels and their chips, once loaded after the first rows (features/labels). */
export const rowLabelsAtom = atom<RowLabels | undefined>(undefined);
/** What is typed in the search box, not yet submitted. */
export const searchDraftAtom = atom('');
/** The page to show now, if the current view's list holds it. */
export const visiblePageAtom = atom<MailboxPage | undefined>((get) =>
  visiblePage(get(listsAtom), get(navigationAtom)),
);
/**
 * The current view's pager total: its label's count once it has arrived, or for a view no label
 * counts (Important), the estimate its page answered with.
 */
export const visibleTotalAtom = atom((get): PagerTotal | undefined => {
  const view = get(activeViewAtom);
  const exact = get(totalsAtom)[view];
  if (exact !== undefined) return { count: exact, estimated: false };
  const estimate = get(visiblePageAtom)?.resultSizeEstimate;
  return countsByEstimate(view) && estimate !== undefined
    ? { count: estimate, estimated: true }
    : undefined;
});
/**
 * The rows selected (thread ids) and the page they were selected on: another view, search or page
 * shows none selected, while a background reload of the same page keeps them.
 */
const selectionAtom = atom<{ pageKey: string; threadIds: ReadonlySet<string> }>({
  pageKey: '',
  threadIds: new Set<string>(),
});
const NOTHING_SELECTED: readonly MailListItem[] = [];
/** The rows of the current page that are selected, in the page's order. */
export const selectedItemsAtom = atom((get) => {
  const selection = get(selectionAtom);
  const items = get(visiblePageAtom)?.items;
  if (selection.pageKey !== get(currentPageKeyAtom) || !items || selection.threadIds.size === 0) {
    return NOTHING_SELECTED;
  }
  return items.filter((item) => selection.threadIds.has(item.threadId));
});
/** Whether the selection's "Label as…" picker is open (its button, or `l`). */
export const labelPickerOpenAtom = atom(false);
/** Selects exactly these conversations of the current page. */
export const selectThreadsAtom = atom(null, (get, set, threadIds: Iterable<string>) =>
  set(selectionAtom, { pageKey: get(currentPageKeyAtom), threadIds: new Set(threadIds) }),
);

// Actions.

/** A new list is asked for: a view change or a search clears the SEARCH list and the typed text. */
function showList(get: Getter, set: Setter, next: MailboxNavigation): void {
  if (next === get(navigationAtom)) return;
  set(listsAtom, withoutSearchList(get(listsAtom)));
  set(searchDraftAtom, next.searchTerm);
  set(navigationAtom, next);
}

export const selectViewAtom = atom(null, (get, set, view: MailboxView) =>
  showList(get, set, selectView(view)),
);

export const submitSearchAtom = atom(null, (get, set) =>
  showList(get, set, submitSearch(get(navigationAtom), get(searchDraftAtom))),
);

export const clearSearchAtom = atom(null, (get, set) => showList(get, set, clearSearch()));

export const nextPageAtom = atom(null, (get, set) =>
  set(navigationAtom, goToNextPage(get(navigationAtom))),
);

/** The URL asks for a view, search and page (a reload, Back / Forward, a link): see `navigationForLocation`. */
export const showLocationAtom = atom(null, (get, set, location: MailboxLocation) => {
  const current = get(navigationAtom);
  const next = navigationForLocation(current, location);
  if (isSameList(current, next)) set(navigationAtom, next);
  else showList(get, set, next);
});

export const previousPageAtom = atom(null, (get, set) =>
  set(navigationAtom, goToPreviousPage(get(navigationAtom))),
);

/** Paging follows what the page shown for `navigation` says (its next token, or that it is empty). */
function followPage(get: Getter, set: Setter, navigation: MailboxNavigation, page: MailboxPage) {
  const current = get(navigationAtom);
  if (pageKey(current) !== pageKey(navigation)) return;
  set(
    navigationAtom,
    recordPageLoaded(current, navigation.pageIndex, page.nextPageToken, page.items.length === 0),
  );
}

/** A page answered for `navigation` (which may no longer be the current one), at `loadedAt` (epoch ms). */
export const pageLoadedAtom = atom(
  null,
  (
    get,
    set,
    {
      navigation,
      page,
      loadedAt = Date.now(),
    }: { navigation: MailboxNavigation; page: MailboxPage; loadedAt?: number },
  ) => {
    set(listsAtom, storePage(get(listsAtom), navigation, page, loadedAt));
    set(historyIdAtom, newerHistoryId(get(historyIdAtom), page.historyId));
    followPage(get, set, navigation, page);
  },
);

/** A view's pager total answered. */
export const totalLoadedAtom = atom(
  null,
  (get, set, { view, total }: { view: MailboxView; total: number }) =>
    set(totalsAtom, { ...get(totalsAtom), [view]: total }),
);

/**
 * Whether the current page is kept whole and answered less than `maxAgeMs` before `now`: then it is shown
 * as it was kept, and paging follows it as if it had just answered; otherwise it is to be loaded.
 */
export const showFreshKeptPageAtom = atom(
  null,
  (get, set, { maxAgeMs, now }: { maxAgeMs: number; now: number }): boolean => {
    const navigation = get(navigationAtom);
    const kept = keptPage(get(listsAtom), navigation);
    // A page that left conversations out is worth asking for again.
    if (!kept || kept.page.notLoadedCount || now - kept.loadedAt >= maxAgeMs) return false;
    followPage(get, set, navigation, kept.page);
    return true;
  },
);

export const threadArchivedAtom = atom(null, (get, set, threadId: string) =>
  set(listsAtom, withoutThread(get(listsAtom), threadId)),
);

/** Conversations' labels changed (a triage, its undo or roll-back): see `withThreadsLabels`. */
export const threadsLabelsChangedAtom = atom(null, (get, set, threads: readonly ThreadLabels[]) =>
  set(listsAtom, withThreadsLabels(get(listsAtom), threads)),
);

/** A conversation's rows show a label (UNREAD, STARRED) set or not. */
export const threadLabelAtom = atom(
  null,
  (
    get,
    set,
    { threadId, label, present }: { threadId: string; label: RowFlagLabel; present: boolean },
  ) => set(listsAtom, withThreadLabel(get(listsAtom), threadId, label, present)),
);

export type MailboxStore = ReturnType<typeof createStore>;

/** A store whose Important list starts as the cached rows. */
export function createMailboxStore(cachedImportant: readonly MailListItem[]): MailboxStore {
  const store = createStore();
  store.set(listsAtom, listsFromCache(cachedImportant));
  return store;
}

let pageStore: MailboxStore | undefined;
/** Where the reader was when their session ended by itself: the next store starts there. */
let placeToReturnTo: MailboxNavigation | undefined;

/**
 * The page's mailbox state. It outlives the component, so coming back from a conversation finds the
 * same view, page and rows, and bus events that arrive meanwhile still apply.
 */
export function getMailboxStore(): MailboxStore {
  if (!pageStore) {
    const cachedImportant = readCachedImportant();
    pageStore = createMailboxStore(cachedImportant);
    if (placeToReturnTo) {
      pageStore.set(navigationAtom, placeToReturnTo);
      pageStore.set(searchDraftAtom, placeToReturnTo.searchTerm);
      placeToReturnTo = undefined;
    }
    // Compose suggests the addresses of the rows on screen, cached ones included.
    getGoogleClient().rememberAddresses(cachedImportant.flatMap((item) => item.addresses));
  }
  return pageStore;
}

/**
 * Forgets the state (sign-out: the next user starts afresh from their own cache). A session that ended
 * by itself (`keepPlace`: a 401 or the token's end, not LOGOUT) keeps only where the reader was: the
 * view, search and page with the tokens that reach it, so signing in again in this tab shows that page.
 */
export function resetMailboxStore(keepPlace = false): void {
  placeToReturnTo = keepPlace ? pageStore?.get(navigationAtom) : undefined;
  pageStore = undefined;
}
