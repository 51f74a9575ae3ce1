import type { MailboxLocation } from '@mail/contracts';
import { ARCHIVED_QUERY } from '../lib/mailbox-views';
import startFirstScreenList from './first-screen-list';

const mockPrefetchMailboxPage = jest.fn();
jest.mock('@mail/gmail-client', () => ({
  getGoogleClient: () => ({ prefetchMailboxPage: mockPrefetchMailboxPage }),
}));

beforeEach(() => mockPrefetchMailboxPage.mockClear());

/** The lists started for `location`. */
function started(location: MailboxLocation): unknown[] {
  startFirstScreenList(location);
  return mockPrefetchMailboxPage.mock.calls.map(([query]: unknown[]) => query);
}

describe('./FirstScreenList starts the list the mailbox shows first', () => {
  it('Important for / (no view)', () => {
    expect(started({})).toEqual([{ labelIds: ['IMPORTANT', 'INBOX'] }]);
  });

  it.each([
    ['others', { labelIds: ['INBOX'] }],
    ['sent', { labelIds: ['SENT'] }],
    ['archived', { q: ARCHIVED_QUERY }],
  ])('the view of a deep link: %s', (view, query) => {
    expect(started({ view })).toEqual([query]);
  });

  it('the search of a link with a term, whatever its view', () => {
    expect(started({ view: 'drafts', q: ' from:anna ' })).toEqual([{ q: 'from:anna' }]);
  });

  it("the first page of a link to a later page: that page's token is unknown to a new tab", () => {
    expect(started({ view: 'others', page: '3' })).toEqual([{ labelIds: ['INBOX'] }]);
  });

  it('Important for a view the mailbox does not know', () => {
    expect(started({ view: 'junk' })).toEqual([{ labelIds: ['IMPORTANT', 'INBOX'] }]);
  });

  it('nothing for the views that make no call', () => {
    expect(started({ view: 'team' })).toEqual([]);
    expect(started({ view: 'ai' })).toEqual([]);
  });
});
