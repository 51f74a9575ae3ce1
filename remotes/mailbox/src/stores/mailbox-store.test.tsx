import { mailItems } from '../testing/mail-items';
import { keptPage } from '../lib/mailbox-lists';
import {
  clearSearchAtom,
  createMailboxStore,
  listsAtom,
  navigationAtom,
  nextPageAtom,
  pageLoadedAtom,
  previousPageAtom,
  searchDraftAtom,
  selectViewAtom,
  showFreshKeptPageAtom,
  submitSearchAtom,
  totalLoadedAtom,
  visiblePageAtom,
  visibleTotalAtom,
} from './mailbox-store';

describe('mailbox store', () => {
  it('starts on Important page 0 showing the cached rows', () => {
    const cached = mailItems('c', 2);
    const store = createMailboxStore(cached);
    expect(store.get(navigationAtom)).toEqual({
      view: 'IMPORTANT',
      searchTerm: '',
      pageTokens: [''],
      pageIndex: 0,
    });
    expect(store.get(visiblePageAtom)?.items).toEqual(cached);
  });

  it('a search shows Search Results; a view change then clears the term, the text and the results', () => {
    const store = createMailboxStore([]);
    store.set(searchDraftAtom, ' from:ann has:attachment ');
    store.set(submitSearchAtom);
    const searching = store.get(navigationAtom);
    expect(searching).toMatchObject({ view: 'SEARCH', searchTerm: 'from:ann has:attachment' });
    store.set(pageLoadedAtom, { navigation: searching, page: { items: mailItems('s', 1) } });
    expect(store.get(listsAtom).SEARCH).toBeDefined();

    store.set(selectViewAtom, 'SENT');
    expect(store.get(navigationAtom)).toMatchObject({ view: 'SENT', searchTerm: '', pageIndex: 0 });
    expect(store.get(searchDraftAtom)).toBe('');
    expect(store.get(listsAtom).SEARCH).toBeUndefined();
  });

  it('clear returns to Important from a search', () => {
    const store = createMailboxStore([]);
    store.set(searchDraftAtom, 'ann');
    store.set(submitSearchAtom);
    store.set(clearSearchAtom);
    expect(store.get(navigationAtom).view).toBe('IMPORTANT');
    expect(store.get(searchDraftAtom)).toBe('');
  });

  it('pages forward with the answered token and back again', () => {
    const store = createMailboxStore([]);
    store.set(selectViewAtom, 'INBOX');
    store.set(nextPageAtom);
    expect(store.get(navigationAtom).pageIndex).toBe(0);

    const first = store.get(navigationAtom);
    store.set(pageLoadedAtom, {
      navigation: first,
      page: { items: mailItems('a', 25), nextPageToken: 'p2' },
    });
    store.set(nextPageAtom);
    expect(store.get(navigationAtom)).toMatchObject({ pageIndex: 1, pageTokens: ['', 'p2'] });
    // The first page's rows do not pass for the second page.
    expect(store.get(visiblePageAtom)).toBeUndefined();

    store.set(previousPageAtom);
    expect(store.get(visiblePageAtom)?.items).toHaveLength(25);
  });

  it('an answer for a page the user has left is kept but does not touch paging', () => {
    const store = createMailboxStore([]);
    store.set(selectViewAtom, 'INBOX');
    const inbox = store.get(navigationAtom);
    store.set(selectViewAtom, 'SENT');
    store.set(pageLoadedAtom, {
      navigation: inbox,
      page: { items: mailItems('a', 25), nextPageToken: 'late' },
    });
    expect(store.get(navigationAtom).pageTokens).toEqual(['']);
    expect(keptPage(store.get(listsAtom), inbox)?.page.nextPageToken).toBe('late');
  });

  it('a total that answers before the rows is kept for its view and shown with them', () => {
    const store = createMailboxStore([]);
    store.set(selectViewAtom, 'SENT');
    store.set(totalLoadedAtom, { view: 'SENT', total: 60 });
    expect(store.get(visiblePageAtom)).toBeUndefined();
    const sixty = { count: 60, estimated: false };
    expect(store.get(visibleTotalAtom)).toEqual(sixty);
    store.set(pageLoadedAtom, {
      navigation: store.get(navigationAtom),
      page: { items: mailItems('s', 25), resultSizeEstimate: 61 },
    });
    expect(store.get(visibleTotalAtom)).toEqual(sixty);
    store.set(selectViewAtom, 'INBOX');
    expect(store.get(visibleTotalAtom)).toBeUndefined();
  });

  it('Important, which no label counts, shows the estimate its page answered with', () => {
    const store = createMailboxStore([]);
    expect(store.get(visibleTotalAtom)).toBeUndefined();
    store.set(pageLoadedAtom, {
      navigation: store.get(navigationAtom),
      page: { items: mailItems('i', 25), resultSizeEstimate: 201 },
    });
    expect(store.get(visibleTotalAtom)).toEqual({ count: 201, estimated: true });
  });
});

describe('pages kept', () => {
  const MINUTE = 60_000;

  it('a page answered less than the given time ago is shown as kept, and paging follows it', () => {
    const store = createMailboxStore([]);
    store.set(selectViewAtom, 'INBOX');
    store.set(pageLoadedAtom, {
      navigation: store.get(navigationAtom),
      page: { items: mailItems('a', 25), nextPageToken: 'p2' },
      loadedAt: 1_000,
    });
    store.set(selectViewAtom, 'SENT');
    store.set(selectViewAtom, 'INBOX');
    // A view change starts paging afresh: no next page until a page says so.
    expect(store.get(navigationAtom).pageTokens).toEqual(['']);
    expect(store.set(showFreshKeptPageAtom, { maxAgeMs: MINUTE, now: 1_000 + MINUTE - 1 })).toBe(
      true,
    );
    expect(store.get(navigationAtom).pageTokens).toEqual(['', 'p2']);
    expect(store.get(visiblePageAtom)?.items).toHaveLength(25);
  });

  it('a page that left conversations out is loaded again', () => {
    const store = createMailboxStore([]);
    store.set(pageLoadedAtom, {
      navigation: store.get(navigationAtom),
      page: { items: mailItems('a', 24), notLoadedCount: 1 },
      loadedAt: 1_000,
    });
    expect(store.set(showFreshKeptPageAtom, { maxAgeMs: MINUTE, now: 1_000 })).toBe(false);
  });

  it('an older page, a page never loaded and the cached Important rows are to be loaded', () => {
    const store = createMailboxStore(mailItems('c', 2));
    expect(store.set(showFreshKeptPageAtom, { maxAgeMs: MINUTE, now: MINUTE - 1 })).toBe(false);
    store.set(pageLoadedAtom, {
      navigation: store.get(navigationAtom),
      page: { items: mailItems('a', 2) },
      loadedAt: 1_000,
    });
    expect(store.set(showFreshKeptPageAtom, { maxAgeMs: MINUTE, now: 1_000 + MINUTE })).toBe(false);
    store.set(selectViewAtom, 'SENT');
    expect(store.set(showFreshKeptPageAtom, { maxAgeMs: MINUTE, now: 1_000 })).toBe(false);
  });
});
