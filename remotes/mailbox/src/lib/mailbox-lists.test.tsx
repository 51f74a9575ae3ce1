import { mailItem, mailItems } from '../testing/mail-items';
import {
  listsFromCache,
  reconcileItems,
  storePage,
  visiblePage,
  withoutSearchList,
  withoutThread,
  withThreadLabel,
} from './mailbox-lists';
import {
  goToNextPage,
  INITIAL_NAVIGATION,
  recordPageLoaded,
  selectView,
  submitSearch,
} from './mailbox-navigation';

describe('the Important cache', () => {
  it('is the first page of Important, shown before any call answers', () => {
    const cached = mailItems('c', 3);
    const lists = listsFromCache(cached);
    expect(visiblePage(lists, INITIAL_NAVIGATION)?.items).toEqual(cached);
  });

  it('is not shown for another view or another page', () => {
    const lists = listsFromCache(mailItems('c', 3));
    expect(visiblePage(lists, selectView('INBOX'))).toBeUndefined();
    const secondPage = goToNextPage(recordPageLoaded(INITIAL_NAVIGATION, 0, 't1', false));
    expect(visiblePage(lists, secondPage)).toBeUndefined();
  });

  it('an empty cache gives no list (a spinner, not "No messages found")', () => {
    expect(listsFromCache([])).toEqual({});
  });
});

describe('lists per view', () => {
  it('keeps one list per view, each shown only for the page it holds', () => {
    const inbox = selectView('INBOX');
    const sent = selectView('SENT');
    let lists = storePage({}, inbox, { items: mailItems('i', 2), nextPageToken: 't1' });
    lists = storePage(lists, sent, { items: mailItems('s', 1) });
    expect(visiblePage(lists, inbox)).toEqual({
      items: mailItems('i', 2),
      nextPageToken: 't1',
    });
    expect(visiblePage(lists, sent)?.items.map((item) => item.threadId)).toEqual(['s0']);

    const inboxPage2 = goToNextPage(recordPageLoaded(inbox, 0, 't1', false));
    expect(visiblePage(lists, inboxPage2)).toBeUndefined();
  });

  it('a search for other terms does not show the previous results', () => {
    const lists = storePage({}, submitSearch(INITIAL_NAVIGATION, 'ann'), {
      items: mailItems('a', 1),
    });
    expect(visiblePage(lists, submitSearch(INITIAL_NAVIGATION, 'bob'))).toBeUndefined();
  });

  it('a view change drops the SEARCH list and nothing else', () => {
    const lists = {
      ...storePage({}, submitSearch(INITIAL_NAVIGATION, 'ann'), { items: mailItems('a', 1) }),
      ...listsFromCache(mailItems('c', 1)),
    };
    const cleared = withoutSearchList(lists);
    expect(Object.keys(cleared)).toEqual(['IMPORTANT']);
    expect(withoutSearchList(cleared)).toBe(cleared);
  });
});

describe('a refresh that changes nothing re-renders nothing', () => {
  it('keeps the same array when every row is equal', () => {
    const previous = mailItems('t', 3);
    const fresh = mailItems('t', 3);
    expect(reconcileItems(previous, fresh)).toBe(previous);
  });

  it('reuses unchanged rows and takes changed and new ones', () => {
    const previous = mailItems('t', 3);
    const changed = mailItem('t1', { isUnread: true });
    const added = mailItem('new');
    const merged = reconcileItems(previous, [added, previous[0]!, changed, mailItem('t2')]);
    expect(merged[0]).toBe(added);
    expect(merged[1]).toBe(previous[0]);
    expect(merged[2]).toBe(changed);
    expect(merged[3]).toBe(previous[2]);
  });

  it('storePage reconciles only against the same page', () => {
    const inbox = selectView('INBOX');
    const first = storePage({}, inbox, { items: mailItems('t', 2) });
    const again = storePage(first, inbox, { items: mailItems('t', 2) });
    expect(again.INBOX?.page.items).toBe(first.INBOX?.page.items);
  });
});

describe('changes announced by other remotes', () => {
  const lists = {
    ...listsFromCache([mailItem('a', { isUnread: true, labels: ['INBOX', 'UNREAD'] })]),
    ...storePage({}, selectView('INBOX'), { items: [mailItem('a'), mailItem('b')] }),
  };

  it('an archived conversation leaves every list', () => {
    const after = withoutThread(lists, 'a');
    expect(after.IMPORTANT?.page.items).toEqual([]);
    expect(after.INBOX?.page.items.map((item) => item.threadId)).toEqual(['b']);
    expect(withoutThread(lists, 'zzz')).toEqual(lists);
  });

  it('a read conversation shows as read everywhere', () => {
    const after = withThreadLabel(lists, 'a', 'UNREAD', false);
    expect(after.IMPORTANT?.page.items[0]).toMatchObject({ isUnread: false, labels: ['INBOX'] });
    // Lists without a change keep their identity.
    expect(after.INBOX).toBe(lists.INBOX);
  });

  it('a starred or unread conversation shows so everywhere, and taking it back restores the row', () => {
    const starred = withThreadLabel(lists, 'a', 'STARRED', true);
    expect(starred.INBOX?.page.items[0]).toMatchObject({
      isStarred: true,
      labels: ['INBOX', 'STARRED'],
    });
    expect(starred.INBOX?.page.items[1]).toBe(lists.INBOX?.page.items[1]);
    expect(withThreadLabel(starred, 'a', 'STARRED', false).INBOX?.page.items[0]).toEqual(
      lists.INBOX?.page.items[0],
    );
    const unread = withThreadLabel(lists, 'a', 'UNREAD', true);
    expect(unread.INBOX?.page.items[0]).toMatchObject({
      isUnread: true,
      labels: ['INBOX', 'UNREAD'],
    });
    // Already unread: nothing changes.
    expect(unread.IMPORTANT).toBe(lists.IMPORTANT);
  });
});
