import type { MailboxView } from './mailbox-views';

/**
 * Which list the mailbox shows (docs/behaviour/data.md#mailbox-state): the active view, the
 * submitted search term, and paging. `pageTokens[i]` is the token that loads page i ('' for the
 * first page); a token for index i + 1 exists only once page i has answered with a nextPageToken.
 */
export interface MailboxNavigation {
  view: MailboxView;
  searchTerm: string;
  pageTokens: string[];
  pageIndex: number;
}

export const INITIAL_NAVIGATION: MailboxNavigation = {
  view: 'IMPORTANT',
  searchTerm: '',
  pageTokens: [''],
  pageIndex: 0,
};

/**
 * Changing view clears the search term and resets paging to index 0 with tokens ['']
 * (docs/behaviour/data.md#mailbox-state).
 */
export function selectView(view: MailboxView): MailboxNavigation {
  return { ...INITIAL_NAVIGATION, view };
}

/** Enter or the search button: shows SEARCH for the trimmed term from page 0; a blank term does nothing. */
export function submitSearch(navigation: MailboxNavigation, term: string): MailboxNavigation {
  const searchTerm = term.trim();
  if (!searchTerm) return navigation;
  return { ...INITIAL_NAVIGATION, view: 'SEARCH', searchTerm };
}

/** The clear button returns to Important (docs/behaviour/mailbox.md#views). */
export function clearSearch(): MailboxNavigation {
  return selectView('IMPORTANT');
}

export function canGoNext(navigation: MailboxNavigation): boolean {
  return navigation.pageTokens[navigation.pageIndex + 1] !== undefined;
}

export function canGoPrevious(navigation: MailboxNavigation): boolean {
  return navigation.pageIndex > 0;
}

export function goToNextPage(navigation: MailboxNavigation): MailboxNavigation {
  return canGoNext(navigation)
    ? { ...navigation, pageIndex: navigation.pageIndex + 1 }
    : navigation;
}

export function goToPreviousPage(navigation: MailboxNavigation): MailboxNavigation {
  return canGoPrevious(navigation)
    ? { ...navigation, pageIndex: navigation.pageIndex - 1 }
    : navigation;
}

/** The token that loads the current page. */
export function currentPageToken(navigation: MailboxNavigation): string {
  return navigation.pageTokens[navigation.pageIndex] ?? '';
}

/** Identifies one page of one list: the view, the search term it was asked for and its token. */
export function pageKey(navigation: MailboxNavigation): string {
  return JSON.stringify([navigation.view, navigation.searchTerm, currentPageToken(navigation)]);
}

/**
 * Records what page `loadedIndex` answered. A nextPageToken becomes the token of the following page and
 * any tokens beyond it are dropped (they were computed from an older listing, so a page 0 refresh resets
 * paging, docs/behaviour/mailbox.md#paging); no token means there is no next page. An empty page
 * past the first one goes back to page 0 (docs/behaviour/mailbox.md#paging).
 */
export function recordPageLoaded(
  navigation: MailboxNavigation,
  loadedIndex: number,
  nextPageToken: string | undefined,
  isEmpty: boolean,
): MailboxNavigation {
  if (isEmpty && loadedIndex > 0) return { ...navigation, pageTokens: [''], pageIndex: 0 };
  const kept = navigation.pageTokens.slice(0, loadedIndex + 1);
  const pageTokens = nextPageToken ? [...kept, nextPageToken] : kept;
  // The same navigation when nothing changed: a kept page shown again re-renders nothing more.
  const unchanged =
    pageTokens.length === navigation.pageTokens.length &&
    pageTokens.every((token, index) => token === navigation.pageTokens[index]);
  return unchanged ? navigation : { ...navigation, pageTokens };
}
