import { MAILBOX_PAGE_SIZE } from '@mail/gmail-client';
import { mailItem } from '../testing/mail-items';
import { storePage, visiblePage, type MailboxLists } from './mailbox-lists';
import {
  goToNextPage,
  recordPageLoaded,
  selectView,
  type MailboxNavigation,
} from './mailbox-navigation';
import { withSyncedRows } from './synced-rows';

const INBOX = selectView('INBOX');
const STARRED = selectView('STARRED');
const SECOND_PAGE = goToNextPage(recordPageLoaded(INBOX, 0, 'p2', false));
const day = (date: number) => Date.UTC(2024, 2, date);
/** An Inbox row of the given day of March 2024. */
const row = (threadId: string, date: number, labels = ['INBOX']) =>
  mailItem(threadId, { internalDate: day(date), labels });

const keep = (
  lists: MailboxLists,
  navigation: MailboxNavigation,
  ...items: ReturnType<typeof row>[]
) => storePage(lists, navigation, { items }, 0);
const idsOf = (lists: MailboxLists, navigation: MailboxNavigation) =>
  visiblePage(lists, navigation)?.items.map((item) => item.threadId);

describe('withSyncedRows', () => {
  const inbox = keep({}, INBOX, row('c', 6), row('b', 4), row('a', 2));

  it('puts a new conversation of the shown first page at its date, and a new message moves its row up', () => {
    const synced = withSyncedRows(inbox, INBOX, {
      rows: [row('new', 7), row('a', 8), row('between', 3)],
      goneThreadIds: [],
    });
    expect(idsOf(synced, INBOX)).toEqual(['a', 'new', 'c', 'b', 'between']);
  });

  it('changes labels in place, and takes off rows that left the view or were deleted', () => {
    const synced = withSyncedRows(inbox, INBOX, {
      rows: [row('b', 4, ['INBOX', 'UNREAD']), row('c', 6, ['STARRED'])],
      goneThreadIds: ['a'],
    });
    expect(idsOf(synced, INBOX)).toEqual(['b']);
    expect(visiblePage(synced, INBOX)?.items[0]?.labels).toEqual(['INBOX', 'UNREAD']);
  });

  it('inserts only into the page on screen when it is a first page, and leaves the rest as it was', () => {
    const lists = keep(keep(inbox, SECOND_PAGE, row('z', 1)), STARRED, row('s', 1, ['STARRED']));
    const onSecondPage = withSyncedRows(lists, SECOND_PAGE, {
      rows: [row('new', 9)],
      goneThreadIds: [],
    });
    expect(onSecondPage).toEqual(lists);
    const starredNew = withSyncedRows(lists, INBOX, {
      rows: [row('new', 9, ['INBOX', 'STARRED'])],
      goneThreadIds: [],
    });
    expect(idsOf(starredNew, INBOX)).toEqual(['new', 'c', 'b', 'a']);
    expect(idsOf(starredNew, STARRED)).toEqual(['s']);
  });

  it('keeps a full page full: the oldest row goes to the next page', () => {
    const full = Array.from({ length: MAILBOX_PAGE_SIZE }, (_, index) => row(`r${index}`, 2));
    const lists = keep({}, INBOX, ...full);
    const synced = withSyncedRows(lists, INBOX, { rows: [row('new', 3)], goneThreadIds: [] });
    expect(idsOf(synced, INBOX)).toHaveLength(MAILBOX_PAGE_SIZE);
    expect(idsOf(synced, INBOX)?.[0]).toBe('new');
    expect(idsOf(synced, INBOX)).not.toContain(`r${MAILBOX_PAGE_SIZE - 1}`);
  });

  it('returns the same lists when nothing kept changed', () => {
    expect(withSyncedRows(inbox, INBOX, { rows: [], goneThreadIds: ['x'] })).toEqual(inbox);
    expect(visiblePage(withSyncedRows(inbox, INBOX, { rows: [], goneThreadIds: [] }), INBOX)).toBe(
      visiblePage(inbox, INBOX),
    );
  });
});
