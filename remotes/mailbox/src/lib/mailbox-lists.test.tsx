import { mailItem, mailItems } from '../testing/mail-items';
import {
  keptPage,
  listsFromCache,
  reconcileItems,
  storePage,
  visiblePage,
  withoutSearchList,
  withoutThread,
  withThreadLabel,
  withThreadsLabels,
  type MailboxLists,
} from './mailbox-lists';
import {
  goToNextPage,
  INITIAL_NAVIGATION,
  recordPageLoaded,
  selectView,
  submitSearch,
  type MailboxNavigation,
} from './mailbox-navigation';

const LOADED_AT = 1_000;
const IMPORTANT = INITIAL_NAVIGATION;
const INBOX = selectView('INBOX');
/** The rows kept for `navigation`. */
const itemsOf = (lists: MailboxLists, navigation: MailboxNavigation) =>
  visiblePage(lists, navigation)?.items;
/** The page after `navigation`'s, once it answered with `token`. */
const nextOf = (navigation: MailboxNavigation, token: string) =>
  goToNextPage(recordPageLoaded(navigation, navigation.pageIndex, token, false));

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

  it('is never fresh: it is to be loaded again', () => {
    expect(keptPage(listsFromCache(mailItems('c', 3)), IMPORTANT)?.loadedAt).toBe(-Infinity);
  });
});

describe('pages kept per view', () => {
  it('keeps the pages of each view, each shown only for the page asked for', () => {
    const inbox = selectView('INBOX');
    const sent = selectView('SENT');
    let lists = storePage({}, inbox, { items: mailItems('i', 2), nextPageToken: 't1' }, LOADED_AT);
    lists = storePage(lists, sent, { items: mailItems('s', 1) }, LOADED_AT);
    expect(visiblePage(lists, inbox)).toEqual({
      items: mailItems('i', 2),
      nextPageToken: 't1',
    });
    expect(visiblePage(lists, sent)?.items.map((item) => item.threadId)).toEqual(['s0']);

    const inboxPage2 = goToNextPage(recordPageLoaded(inbox, 0, 't1', false));
    expect(visiblePage(lists, inboxPage2)).toBeUndefined();
  });

  it('keeps the previous page when the next one answers, so going back paints at once', () => {
    const page2 = nextOf(INBOX, 'p2');
    let lists = storePage({}, INBOX, { items: mailItems('first', 2), nextPageToken: 'p2' }, 1);
    lists = storePage(lists, page2, { items: mailItems('second', 2) }, 2);
    expect(itemsOf(lists, INBOX)?.map((item) => item.threadId)).toEqual(['first0', 'first1']);
    expect(keptPage(lists, INBOX)?.loadedAt).toBe(1);
    expect(itemsOf(lists, page2)?.map((item) => item.threadId)).toEqual(['second0', 'second1']);
  });

  it('keeps the last five pages of a view, dropping the least recently answered', () => {
    const pages: MailboxNavigation[] = [INBOX];
    for (let index = 1; index < 7; index += 1) pages.push(nextOf(pages[index - 1]!, `p${index}`));
    const lists = pages.reduce<MailboxLists>(
      (kept, navigation, index) =>
        storePage(kept, navigation, { items: mailItems(`n${index}`, 1) }, index),
      {},
    );
    expect(pages.map((navigation) => keptPage(lists, navigation)?.loadedAt)).toEqual([
      undefined,
      undefined,
      2,
      3,
      4,
      5,
      6,
    ]);
  });

  it('a search for other terms does not show the previous results', () => {
    const lists = storePage(
      {},
      submitSearch(INITIAL_NAVIGATION, 'ann'),
      { items: mailItems('a', 1) },
      LOADED_AT,
    );
    expect(visiblePage(lists, submitSearch(INITIAL_NAVIGATION, 'bob'))).toBeUndefined();
  });

  it('a view change drops the SEARCH list and nothing else', () => {
    const lists = {
      ...storePage(
        {},
        submitSearch(INITIAL_NAVIGATION, 'ann'),
        { items: mailItems('a', 1) },
        LOADED_AT,
      ),
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
    const first = storePage({}, INBOX, { items: mailItems('t', 2) }, LOADED_AT);
    const again = storePage(first, INBOX, { items: mailItems('t', 2) }, LOADED_AT + 1);
    expect(itemsOf(again, INBOX)).toBe(itemsOf(first, INBOX));
    expect(keptPage(again, INBOX)?.loadedAt).toBe(LOADED_AT + 1);
    const page2 = storePage(again, nextOf(INBOX, 'p2'), { items: mailItems('t', 2) }, LOADED_AT);
    expect(itemsOf(page2, nextOf(INBOX, 'p2'))).not.toBe(itemsOf(first, INBOX));
  });
});

describe('changes announced by other remotes', () => {
  const lists = {
    ...listsFromCache([mailItem('a', { isUnread: true, labels: ['INBOX', 'UNREAD'] })]),
    ...storePage({}, INBOX, { items: [mailItem('a'), mailItem('b')] }, LOADED_AT),
  };

  it('an archived conversation leaves every list', () => {
    const after = withoutThread(lists, 'a');
    expect(itemsOf(after, IMPORTANT)).toEqual([]);
    expect(itemsOf(after, INBOX)?.map((item) => item.threadId)).toEqual(['b']);
    expect(withoutThread(lists, 'zzz')).toEqual(lists);
  });

  it('a read conversation shows as read everywhere', () => {
    const after = withThreadLabel(lists, 'a', 'UNREAD', false);
    expect(itemsOf(after, IMPORTANT)?.[0]).toMatchObject({ isUnread: false, labels: ['INBOX'] });
    // Lists without a change keep their identity.
    expect(after.INBOX).toBe(lists.INBOX);
  });

  it('a starred or unread conversation shows so everywhere, and taking it back restores the row', () => {
    const starred = withThreadLabel(lists, 'a', 'STARRED', true);
    expect(itemsOf(starred, INBOX)?.[0]).toMatchObject({
      isStarred: true,
      labels: ['INBOX', 'STARRED'],
    });
    expect(itemsOf(starred, INBOX)?.[1]).toBe(itemsOf(lists, INBOX)?.[1]);
    expect(itemsOf(withThreadLabel(starred, 'a', 'STARRED', false), INBOX)?.[0]).toEqual(
      itemsOf(lists, INBOX)?.[0],
    );
    const unread = withThreadLabel(lists, 'a', 'UNREAD', true);
    expect(itemsOf(unread, INBOX)?.[0]).toMatchObject({
      isUnread: true,
      labels: ['INBOX', 'UNREAD'],
    });
    // Already unread: nothing changes.
    expect(unread.IMPORTANT).toBe(lists.IMPORTANT);
  });
});

describe('withThreadsLabels', () => {
  const rows = [mailItem('a', { labels: ['INBOX', 'UNREAD'], isUnread: true }), mailItem('b')];
  const inboxAndSearch = () => {
    const lists = storePage({}, INBOX, { items: rows }, LOADED_AT);
    return storePage(lists, submitSearch(INBOX, 'lunch'), { items: rows }, LOADED_AT);
  };

  it('takes a row that left the view off its page in every list, and brings it back on undo', () => {
    const archived = withThreadsLabels(inboxAndSearch(), [{ threadId: 'a', labels: ['UNREAD'] }]);
    expect(visiblePage(archived, INBOX)?.items.map((item) => item.threadId)).toEqual(['b']);
    // A search keeps an archived conversation.
    expect(
      visiblePage(archived, submitSearch(INBOX, 'lunch'))?.items.map((item) => item.threadId),
    ).toEqual(['a', 'b']);
    const undone = withThreadsLabels(archived, [{ threadId: 'a', labels: ['INBOX', 'UNREAD'] }]);
    expect(visiblePage(undone, INBOX)?.items.map((item) => item.threadId)).toEqual(['a', 'b']);
  });

  it('shows the new unread and star flags of rows that stay', () => {
    const read = withThreadsLabels(inboxAndSearch(), [
      { threadId: 'a', labels: ['INBOX', 'STARRED'] },
    ]);
    expect(visiblePage(read, INBOX)?.items[0]).toMatchObject({
      labels: ['INBOX', 'STARRED'],
      isUnread: false,
      isStarred: true,
    });
  });

  it('a trashed row leaves even a search; the next load of the page forgets what left', () => {
    const trashed = withThreadsLabels(inboxAndSearch(), [{ threadId: 'b', labels: ['TRASH'] }]);
    const search = submitSearch(INBOX, 'lunch');
    expect(visiblePage(trashed, search)?.items.map((item) => item.threadId)).toEqual(['a']);
    const reloaded = storePage(trashed, INBOX, { items: rows }, LOADED_AT + 1);
    expect(visiblePage(reloaded, INBOX)?.items).toHaveLength(2);
  });
});
