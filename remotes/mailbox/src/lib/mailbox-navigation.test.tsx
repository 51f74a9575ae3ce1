import {
  canGoNext,
  canGoPrevious,
  clearSearch,
  currentPageToken,
  goToNextPage,
  goToPreviousPage,
  INITIAL_NAVIGATION,
  pageKey,
  recordPageLoaded,
  selectView,
  submitSearch,
  type MailboxNavigation,
} from './mailbox-navigation';

const onPage = (pageIndex: number, pageTokens: string[]): MailboxNavigation => ({
  ...INITIAL_NAVIGATION,
  view: 'INBOX',
  pageIndex,
  pageTokens,
});

describe('paging', () => {
  it('starts on page 0 with one empty token: no next, no previous', () => {
    expect(INITIAL_NAVIGATION.pageTokens).toEqual(['']);
    expect(canGoNext(INITIAL_NAVIGATION)).toBe(false);
    expect(canGoPrevious(INITIAL_NAVIGATION)).toBe(false);
  });

  it('enables next only once the page answered a token for the next index', () => {
    const loaded = recordPageLoaded(INITIAL_NAVIGATION, 0, 't1', false);
    expect(loaded.pageTokens).toEqual(['', 't1']);
    expect(canGoNext(loaded)).toBe(true);

    const next = goToNextPage(loaded);
    expect(next.pageIndex).toBe(1);
    expect(currentPageToken(next)).toBe('t1');
    expect(canGoNext(next)).toBe(false);
    expect(canGoPrevious(next)).toBe(true);
  });

  it('ignores next without a token and previous at index 0', () => {
    expect(goToNextPage(INITIAL_NAVIGATION)).toBe(INITIAL_NAVIGATION);
    expect(goToPreviousPage(INITIAL_NAVIGATION)).toBe(INITIAL_NAVIGATION);
  });

  it('goes back keeping the known tokens, so next works again at once', () => {
    const back = goToPreviousPage(onPage(2, ['', 't1', 't2', 't3']));
    expect(back.pageIndex).toBe(1);
    expect(currentPageToken(back)).toBe('t1');
    expect(canGoNext(back)).toBe(true);
  });

  it('a page that answers the tokens already known changes nothing (the same object)', () => {
    const known = onPage(1, ['', 't1', 't2']);
    expect(recordPageLoaded(known, 1, 't2', false)).toBe(known);
  });

  it('a last page (no nextPageToken) removes the next token', () => {
    expect(
      recordPageLoaded(onPage(1, ['', 't1', 'stale']), 1, undefined, false).pageTokens,
    ).toEqual(['', 't1']);
  });

  it('a page 0 reload resets paging: later tokens come from the fresh listing', () => {
    const refreshed = recordPageLoaded(onPage(0, ['', 'old1', 'old2', 'old3']), 0, 'new1', false);
    expect(refreshed.pageTokens).toEqual(['', 'new1']);
    expect(refreshed.pageIndex).toBe(0);
  });

  it('an empty page past the first goes back to page 0', () => {
    const reset = recordPageLoaded(onPage(2, ['', 't1', 't2']), 2, undefined, true);
    expect(reset).toMatchObject({ pageIndex: 0, pageTokens: [''], view: 'INBOX' });
  });

  it('an empty first page stays where it is', () => {
    const empty = recordPageLoaded(onPage(0, ['', 'x']), 0, undefined, true);
    expect(empty).toMatchObject({ pageIndex: 0, pageTokens: [''] });
  });
});

describe('view changes', () => {
  it('changing view clears the search and resets paging', () => {
    expect(selectView('SENT')).toEqual({
      view: 'SENT',
      searchTerm: '',
      pageTokens: [''],
      pageIndex: 0,
    });
  });

  it('submitting a search shows SEARCH for the trimmed term from page 0', () => {
    const next = submitSearch(onPage(3, ['', 'a', 'b', 'c']), '  from:ann has:attachment ');
    expect(next).toEqual({
      view: 'SEARCH',
      searchTerm: 'from:ann has:attachment',
      pageTokens: [''],
      pageIndex: 0,
    });
  });

  it('a blank search changes nothing', () => {
    const inbox = onPage(1, ['', 'a']);
    expect(submitSearch(inbox, '   ')).toBe(inbox);
  });

  it('clear returns to Important', () => {
    expect(clearSearch()).toEqual({ ...INITIAL_NAVIGATION, view: 'IMPORTANT' });
  });

  it('page keys tell pages, views and searches apart', () => {
    const keys = new Set([
      pageKey(INITIAL_NAVIGATION),
      pageKey(selectView('INBOX')),
      pageKey(onPage(1, ['', 't1'])),
      pageKey(submitSearch(INITIAL_NAVIGATION, 'ann')),
      pageKey(submitSearch(INITIAL_NAVIGATION, 'bob')),
    ]);
    expect(keys.size).toBe(5);
    expect(pageKey(selectView('INBOX'))).toBe(pageKey(onPage(0, ['', 'whatever'])));
  });
});
