import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events$, publish, type MailEvent } from '@mail/event-bus';
import { GoogleApiError, NetworkError } from '@mail/gmail-client';
import { IMPORTANT_CACHE_KEY, readCachedImportant } from '../lib/important-cache';
import { ARCHIVED_QUERY, mailboxQuery, type MailboxView } from '../lib/mailbox-views';
import { createFakeListCalls } from '../testing/fake-list-calls';
import { mailItem, mailItems } from '../testing/mail-items';
import { resetMailboxStore } from '../stores/mailbox-store';
import type { MailboxLocation } from '@mail/contracts';
import Mailbox from './mailbox';

const mockList = createFakeListCalls();
const mockPrefetchThread = jest.fn();
const mockRememberAddresses = jest.fn();
/** Gmail's history and the rows it names: what history sync asks (see `answerHistory`). */
const mockSync = {
  batchGmail: jest.fn(),
  loadThreadRows: jest.fn(),
};
const mockStars = {
  setMessageStarred: jest.fn(() => Promise.resolve()),
  unstarThread: jest.fn(() => Promise.resolve()),
};
jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => ({
    listMailboxPage: mockList.listMailboxPage,
    getThreadsTotal: mockList.getThreadsTotal,
    prefetchThread: mockPrefetchThread,
    rememberAddresses: mockRememberAddresses,
    connection: { status: () => ({ state: 'online' }) },
    ...mockStars,
    ...mockSync,
  }),
}));

const published: MailEvent[] = [];
const subscription = events$.subscribe((event) => published.push(event));
afterAll(() => subscription.unsubscribe());

beforeEach(() => {
  mockList.calls.length = 0;
  mockList.totalCalls.length = 0;
  mockPrefetchThread.mockClear();
  mockRememberAddresses.mockClear();
  mockStars.setMessageStarred.mockClear();
  mockStars.unstarThread.mockClear();
  mockSync.batchGmail.mockReset();
  mockSync.loadThreadRows.mockReset();
  onOpenThread.mockClear();
  published.length = 0;
  localStorage.clear();
  resetMailboxStore();
});
afterEach(() => jest.useRealTimers());

const onOpenThread = jest.fn();
const renderMailbox = (location?: MailboxLocation) =>
  render(<Mailbox onOpenThread={onOpenThread} location={location} />);

const rowIds = () => screen.queryAllByRole('link').map((row) => row.getAttribute('data-thread-id'));
const spinner = () => document.querySelector('.spinner');
const pagerText = () => document.querySelector('.mb-pager__summary')?.textContent;
const tab = (name: string) => screen.getByRole('tab', { name });
const key = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

/** The last list call asked for `view`'s list. */
const expectLastListOf = (view: MailboxView) =>
  expect(mockList.last().params).toMatchObject(mailboxQuery(view) ?? {});

/** Until the next frame has painted and the work left for after it has run. */
const afterNextFrame = () =>
  act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

async function answerLast(page: Parameters<ReturnType<typeof mockList.last>['answer']>[0]) {
  await act(async () => mockList.last().answer(page));
}

describe('loading', () => {
  it('shows the cached Important rows at once, then the fresh ones, with no spinner', async () => {
    localStorage.setItem(IMPORTANT_CACHE_KEY, JSON.stringify(mailItems('cached', 2)));
    renderMailbox();
    expect(rowIds()).toEqual(['cached0', 'cached1']);
    expect(spinner()).toBeFalsy();
    expect(mockList.last().params).toEqual({
      labelIds: ['IMPORTANT', 'INBOX'],
      offlineKey: 'IMPORTANT',
      firstScreen: true,
    });
    // Compose suggests the addresses of the cached rows too.
    expect(mockRememberAddresses).toHaveBeenCalledWith(
      mailItems('cached', 2).flatMap((item) => item.addresses),
    );

    await answerLast({ items: mailItems('fresh', 3) });
    expect(rowIds()).toEqual(['fresh0', 'fresh1', 'fresh2']);
    expect(pagerText()).toBe('Showing 1-3');
    // What Important's first page answered is the cache of the next start.
    expect(readCachedImportant()).toEqual(mailItems('fresh', 3));
  });

  it('caches no other page or view as Important', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('i', 25), nextPageToken: 'p2' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await answerLast({ items: mailItems('second', 3) });
    await userEvent.click(tab('Others'));
    await answerLast({ items: mailItems('others', 3) });
    expect(readCachedImportant()).toEqual(mailItems('i', 25));
  });

  it('without a cache shows a spinner until the first page answers', async () => {
    renderMailbox();
    expect(spinner()).toBeTruthy();
    await answerLast({ items: mailItems('a', 2) });
    expect(spinner()).toBeFalsy();
    expect(rowIds()).toEqual(['a0', 'a1']);
  });

  it('says "No messages found" for an empty answer', async () => {
    renderMailbox();
    await answerLast({ items: [] });
    expect(screen.getByText('No messages found')).toBeInTheDocument();
  });

  it('a new load aborts the previous one, whose late answer is ignored', async () => {
    renderMailbox();
    const important = mockList.last();
    await userEvent.click(tab('Others'));
    expect(important.signal?.aborted).toBe(true);
    expectLastListOf('INBOX');
    await act(async () => important.answer({ items: mailItems('late', 1) }));
    await answerLast({ items: mailItems('inbox', 1) });
    expect(rowIds()).toEqual(['inbox0']);
  });

  it('a failure shows a message with Retry, and Retry loads again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderMailbox();
    await act(async () => mockList.last().fail(new GoogleApiError(403, 'forbidden', 'Forbidden')));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load your messages.');
    expect(alert).toHaveTextContent('Google refused this request for your account.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(mockList.calls).toHaveLength(2);
    expect(spinner()).toBeTruthy();
    await answerLast({ items: mailItems('ok', 1) });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rowIds()).toEqual(['ok0']);
  });

  it("mail refused on Google's consent page is said in the list's place, whose button asks for mail alone", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderMailbox();
    await act(async () =>
      mockList
        .last()
        .fail(new GoogleApiError(403, 'insufficientPermissions', 'Insufficient Permission')),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You did not give this app access to your Gmail');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Allow mail access' }));
    expect(published).toContainEqual({ type: 'auth/access-requested', area: 'mail' });
    // Granted, the shell says to load again, and the rows come.
    act(() => publish({ type: 'connection/resumed', reason: 'granted' }));
    await answerLast({ items: mailItems('granted', 1) });
    expect(rowIds()).toEqual(['granted0']);
  });
});

describe('coming back by itself', () => {
  it('a load failing for a passing reason shows no error of its own and reloads when Google is back', async () => {
    localStorage.setItem(IMPORTANT_CACHE_KEY, JSON.stringify(mailItems('cached', 2)));
    renderMailbox();
    await act(async () =>
      mockList.last().fail(new GoogleApiError(429, 'rateLimitExceeded', 'Slow down', 1000)),
    );
    // The rows stay; the shell's status line says what is happening.
    expect(rowIds()).toEqual(['cached0', 'cached1']);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => publish({ type: 'connection/resumed', reason: 'reconnected' }));
    expect(mockList.calls).toHaveLength(2);
    await answerLast({ items: mailItems('fresh', 3) });
    expect(rowIds()).toEqual(['fresh0', 'fresh1', 'fresh2']);
  });

  it('without rows, waits with the spinner rather than an error', async () => {
    renderMailbox();
    await act(async () => mockList.last().fail(new NetworkError('Failed to fetch')));
    expect(spinner()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => publish({ type: 'connection/resumed', reason: 'reconnected' }));
    await answerLast({ items: mailItems('back', 1) });
    expect(rowIds()).toEqual(['back0']);
  });

  it('a tab shown again after a long time reloads the page on screen', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('a', 1) });
    act(() => publish({ type: 'connection/resumed', reason: 'visible' }));
    expect(mockList.calls).toHaveLength(2);
  });

  it('keeps the rows that loaded and says how many conversations could not be', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('a', 24), notLoadedCount: 1 });
    expect(rowIds()).toHaveLength(24);
    expect(screen.getByText('1 conversation could not be loaded')).toBeInTheDocument();
  });

  it('rows never wait for the pager total, which shows when it arrives', async () => {
    renderMailbox();
    expect(mockList.totalCalls).toHaveLength(0);
    await userEvent.click(tab('Others'));
    expect(mockList.lastTotal().params).toBe('INBOX');
    await answerLast({ items: mailItems('a', 25), nextPageToken: 'n' });
    expect(rowIds()).toHaveLength(25);
    expect(pagerText()).toBe('Showing 1-25');
    await act(async () => mockList.lastTotal().answer(80));
    expect(pagerText()).toBe('Showing 1-25 of 80 mails');
  });
});

describe('views', () => {
  it('shows the tabs in spec order with Important selected', () => {
    renderMailbox();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Important',
      'Others',
      'Team',
      'AI',
    ]);
    expect(tab('Important')).toHaveAttribute('aria-selected', 'true');
  });

  it('Team and AI show "No messages found" and make no call', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('a', 1) });
    await userEvent.click(tab('Team'));
    expect(tab('Team')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('No messages found')).toBeInTheDocument();
    await userEvent.click(tab('AI'));
    expect(screen.getByText('No messages found')).toBeInTheDocument();
    expect(mockList.calls).toHaveLength(1);
  });

  it("the drawer's Drafts lists drafts, and a row opens the draft in the editor, not the thread", async () => {
    renderMailbox({ view: 'drafts' });
    expect(screen.getByRole('heading', { name: 'Drafts' })).toBeInTheDocument();
    expectLastListOf('DRAFTS');
    await answerLast({ items: mailItems('d', 1) });
    await userEvent.click(screen.getAllByRole('link')[0]!);
    expect(published).toContainEqual({
      type: 'compose/open',
      mode: 'new',
      gmailDraft: { messageId: 'd0-m1' },
    });
    expect(onOpenThread).not.toHaveBeenCalled();
  });

  it("a reply's draft in Drafts opens its conversation, where its editor is", async () => {
    renderMailbox({ view: 'drafts' });
    await answerLast({ items: [mailItem('r', { threadCount: 3 })] });
    await userEvent.click(screen.getAllByRole('link')[0]!);
    expect(onOpenThread).toHaveBeenLastCalledWith('r', 'r-m1');
    expect(published.filter((event) => event.type === 'compose/open')).toEqual([]);
  });

  it("the drawer's Sent replaces the tabs with a back button and 'Sent Emails'", async () => {
    renderMailbox({ view: 'sent' });
    expect(screen.getByRole('heading', { name: 'Sent Emails' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expectLastListOf('SENT');

    await userEvent.click(screen.getByRole('button', { name: 'Back to Important' }));
    expect(tab('Important')).toHaveAttribute('aria-selected', 'true');
    expectLastListOf('IMPORTANT');
  });

  it('has one level-one heading: the chosen tab (for screen readers), or the titled view', async () => {
    const { rerender } = renderMailbox({});
    const h1Names = () =>
      screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);
    expect(h1Names()).toEqual(['Important']);
    await userEvent.click(tab('Others'));
    expect(h1Names()).toEqual(['Others']);
    rerender(<Mailbox onOpenThread={onOpenThread} location={{ view: 'sent' }} />);
    expect(h1Names()).toEqual(['Sent Emails']);
  });

  it('the URL chosen while the mailbox was away shows when it comes back', () => {
    const { unmount } = renderMailbox({});
    unmount();
    renderMailbox({ view: 'archived' });
    expect(screen.getByRole('heading', { name: 'Archived Emails' })).toBeInTheDocument();
    expectLastListOf('ARCHIVED');
  });
});

describe('paging', () => {
  it('pages forward with the token and back again, the pager counting the rows', async () => {
    renderMailbox({ view: 'sent' });
    expect(mockList.lastTotal().params).toBe('SENT');
    await act(async () => mockList.lastTotal().answer(60));
    await answerLast({ items: mailItems('p1-', 25), nextPageToken: 'token-2' });
    expect(pagerText()).toBe('Showing 1-25 of 60 mails');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(mockList.last().params).toMatchObject({ labelIds: ['SENT'], pageToken: 'token-2' });
    expect(spinner()).toBeTruthy();
    await answerLast({ items: mailItems('p2-', 25) });
    expect(pagerText()).toBe('Showing 26-50 of 60 mails');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // The first page was kept: it paints at once, without a request, and next works again.
    const requestsSoFar = mockList.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(mockList.calls).toHaveLength(requestsSoFar);
    expect(pagerText()).toBe('Showing 1-25 of 60 mails');
    expect(rowIds()[0]).toBe('p1-0');
    expect(spinner()).toBeFalsy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(mockList.calls).toHaveLength(requestsSoFar);
    expect(rowIds()[0]).toBe('p2-0');
  });

  it('a kept page older than the refresh interval paints at once and is loaded again', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('p1-', 25), nextPageToken: 'token-2' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await answerLast({ items: mailItems('p2-', 25) });

    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(rowIds()[0]).toBe('p1-0');
    expect(mockList.calls).toHaveLength(3);
    expect(mockList.last().params.pageToken).toBeUndefined();
    await answerLast({ items: mailItems('fresh', 25), nextPageToken: 'token-2' });
    expect(rowIds()[0]).toBe('fresh0');
  });

  it('shows a kept page in the rows already on screen, each updated in place', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('p1-', 3), nextPageToken: 'token-2' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await answerLast({ items: mailItems('p2-', 3) });
    const pageTwoRows = screen.getAllByRole('link');

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(rowIds()).toEqual(['p1-0', 'p1-1', 'p1-2']);
    const pageOneRows = screen.getAllByRole('link');
    pageOneRows.forEach((row, index) => expect(row).toBe(pageTwoRows[index]));
    // What a row says, and where it leads, is its new conversation's.
    expect(pageOneRows[0]).toHaveAttribute('href', expect.stringContaining('/email/p1-0/'));
    expect(pageOneRows[0]).toHaveAccessibleDescription(mailItem('p1-0').snippet);
  });

  it('next stays disabled when the page has no next token', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('a', 3) });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});

describe('search', () => {
  it('Enter searches in Gmail syntax, shows Search Results; clear returns to Important', async () => {
    renderMailbox();
    const input = screen.getByRole('searchbox', { name: 'Search mail' });
    await userEvent.type(input, 'from:ann has:attachment{Enter}');
    expect(mockList.last().params).toEqual({ q: 'from:ann has:attachment' });
    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    await answerLast({ items: mailItems('hit', 2) });
    expect(pagerText()).toBe('Showing 1-2');

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(tab('Important')).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveValue('');
  });

  it('changing view clears what was typed', async () => {
    const { rerender } = renderMailbox({});
    const input = screen.getByRole('searchbox', { name: 'Search mail' });
    await userEvent.type(input, 'invoice');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    rerender(<Mailbox onOpenThread={onOpenThread} location={{ view: 'sent' }} />);
    expect(input).toHaveValue('');
  });
});

describe('history sync', () => {
  const HISTORY_SYNC_MS = 6_000;
  /** Gmail answers history.list with changes to these threads, and getProfile with `historyId`. */
  function answerHistory(history: { threadIds: string[] } | 'expired', historyId = '200') {
    mockSync.batchGmail.mockImplementation(async ([call]: [{ path: string }]) => {
      if (call.path === '/profile') return [{ value: { historyId } }];
      if (history === 'expired') return [{ error: new GoogleApiError(404, 'notFound', 'Gone') }];
      const records = history.threadIds.map((threadId) => ({
        messagesAdded: [{ message: { threadId } }],
      }));
      return [{ value: { historyId, history: records } }];
    });
  }
  /** Runs one sync tick; what it does is awaited with `waitFor`. */
  const syncTick = () => act(() => jest.advanceTimersByTimeAsync(HISTORY_SYNC_MS));

  it('puts new mail and changed labels in place from history, keeping the focused row, with no page reload', async () => {
    jest.useFakeTimers();
    renderMailbox();
    await answerLast({ items: [mailItem('a'), mailItem('b')], historyId: '100' });
    const rowB = screen.getAllByRole('link')[1]!;
    rowB.focus();
    answerHistory({ threadIds: ['new', 'b'] });
    mockSync.loadThreadRows.mockResolvedValue({
      items: [
        mailItem('new', { internalDate: Date.UTC(2024, 2, 8), labels: ['INBOX', 'IMPORTANT'] }),
        mailItem('b', { isUnread: true, labels: ['INBOX', 'IMPORTANT', 'UNREAD'] }),
      ],
      goneThreadIds: [],
      failedCount: 0,
    });

    await syncTick();
    await waitFor(() => expect(rowIds()).toEqual(['new', 'a', 'b']));
    expect(mockSync.batchGmail.mock.calls[0][0]).toEqual([
      expect.objectContaining({
        path: '/history',
        params: expect.objectContaining({ startHistoryId: '100' }),
      }),
    ]);
    expect(mockSync.loadThreadRows.mock.calls[0][0]).toEqual(['new', 'b']);
    expect(screen.getAllByRole('link')[2]).toHaveClass('mb-row--unread');
    expect(mockList.calls).toHaveLength(1);
    expect(document.activeElement).toBe(rowB);
  });

  it('reloads the page from the current history id when Google no longer has the last one (404)', async () => {
    jest.useFakeTimers();
    renderMailbox();
    await answerLast({ items: [mailItem('a')], historyId: '100' });
    answerHistory('expired', '900');

    await syncTick();
    await waitFor(() => expect(mockList.calls).toHaveLength(2));
    expect(spinner()).toBeFalsy();
    await answerLast({ items: [mailItem('a')] });
    answerHistory({ threadIds: [] });
    await syncTick();
    await waitFor(() =>
      expect(mockSync.batchGmail).toHaveBeenLastCalledWith(
        [expect.objectContaining({ params: expect.objectContaining({ startHistoryId: '900' }) })],
        expect.anything(),
      ),
    );
  });

  it('never interrupts a load the user waits for', async () => {
    jest.useFakeTimers();
    renderMailbox();
    await syncTick();
    expect(mockSync.batchGmail).not.toHaveBeenCalled();
    expect(mockList.calls).toHaveLength(1);
    expect(mockList.last().signal?.aborted).toBe(false);
  });

  it('a sent mail refreshes page 0 silently', async () => {
    renderMailbox();
    await answerLast({ items: [mailItem('a')] });
    act(() => publish({ type: 'mail/sent', id: 'm', threadId: 't' }));
    expect(mockList.calls).toHaveLength(2);
    expect(spinner()).toBeFalsy();
    expect(rowIds()).toEqual(['a']);
  });

  it('an archived conversation leaves the list at once and page 0 is refreshed', async () => {
    renderMailbox();
    await answerLast({ items: [mailItem('a'), mailItem('b')] });
    act(() => publish({ type: 'thread/archived', threadId: 'a' }));
    expect(rowIds()).toEqual(['b']);
    expect(mockList.calls).toHaveLength(2);
  });
});

describe('stars and read state', () => {
  const star = (threadId: string) =>
    within(
      document.querySelector<HTMLElement>(`[data-thread-id="${threadId}"]`)!.parentElement!,
    ).getByRole('button', { name: 'Star' });

  it('the star stars the conversation at once with one request on its newest message, and opens nothing', async () => {
    renderMailbox();
    await answerLast({ items: [mailItem('a', { id: 'a-newest' }), mailItem('b')] });
    await userEvent.click(star('a'));
    expect(star('a')).toHaveAttribute('aria-pressed', 'true');
    expect(mockStars.setMessageStarred).toHaveBeenCalledTimes(1);
    expect(mockStars.setMessageStarred).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'a-newest', threadId: 'a' }),
      true,
    );
    expect(onOpenThread).not.toHaveBeenCalled();
  });

  it('unstarring takes the star off the whole conversation with one request', async () => {
    renderMailbox();
    await answerLast({ items: [mailItem('a', { isStarred: true, labels: ['STARRED'] })] });
    await userEvent.click(star('a'));
    expect(star('a')).toHaveAttribute('aria-pressed', 'false');
    expect(mockStars.unstarThread).toHaveBeenCalledWith('a');
    expect(mockStars.setMessageStarred).not.toHaveBeenCalled();
  });

  it('a failed request puts the star back and says so', async () => {
    mockStars.setMessageStarred.mockRejectedValueOnce(
      new GoogleApiError(500, 'backendError', 'Backend Error'),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMailbox();
    await answerLast({ items: [mailItem('a')] });
    await userEvent.click(star('a'));
    await act(async () => undefined);
    expect(star('a')).toHaveAttribute('aria-pressed', 'false');
    expect(published).toContainEqual(
      expect.objectContaining({
        type: 'alert/show',
        kind: 'error',
        message: expect.stringMatching(/^Could not star the conversation\./),
      }),
    );
    jest.mocked(console.error).mockRestore();
  });

  it('a second click waits for the first answer, so Google gets the changes in the reader order', async () => {
    let answerStar = () => undefined as void;
    mockStars.setMessageStarred.mockImplementationOnce(
      () => new Promise<void>((resolve) => (answerStar = resolve)),
    );
    renderMailbox();
    await answerLast({ items: [mailItem('a')] });
    await userEvent.click(star('a'));
    await userEvent.click(star('a'));
    expect(star('a')).toHaveAttribute('aria-pressed', 'false');
    expect(mockStars.unstarThread).not.toHaveBeenCalled();
    await act(async () => answerStar());
    expect(mockStars.unstarThread).toHaveBeenCalledWith('a');
    expect(star('a')).toHaveAttribute('aria-pressed', 'false');
  });

  it('when quick changes all fail the row shows the star Google still has', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const backendError = new GoogleApiError(500, 'backendError', 'Backend Error');
    const failures: (() => void)[] = [];
    const failLater = () =>
      new Promise<void>((_, reject) => failures.push(() => reject(backendError)));
    mockStars.setMessageStarred.mockImplementationOnce(failLater);
    mockStars.unstarThread.mockImplementationOnce(failLater);
    renderMailbox();
    await answerLast({ items: [mailItem('a')] });
    await userEvent.click(star('a'));
    await userEvent.click(star('a'));
    // The star fails first, then the unstar: putting back each one's "before" in turn ends starred.
    await act(async () => failures.shift()!());
    await act(async () => failures.shift()!());
    expect(star('a')).toHaveAttribute('aria-pressed', 'false');
    expect(published.filter((event) => event.type === 'alert/show')).toHaveLength(2);
    jest.mocked(console.error).mockRestore();
  });

  it('"s" stars the focused row', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('r', 2) });
    key('j');
    key('j');
    expect(key('s')).toBe(false);
    expect(star('r1')).toHaveAttribute('aria-pressed', 'true');
    expect(mockStars.setMessageStarred).toHaveBeenCalledTimes(1);
  });

  it('a conversation starred or marked unread elsewhere shows so in its row', async () => {
    renderMailbox();
    await answerLast({ items: [mailItem('a')] });
    act(() => publish({ type: 'thread/starred', threadId: 'a', starred: true }));
    act(() => publish({ type: 'thread/unread', threadId: 'a' }));
    expect(star('a')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link')).toHaveClass('mb-row--unread');
  });
});

describe('shortcuts', () => {
  it('"/" focuses the search box without typing into it', async () => {
    renderMailbox();
    // The keys load once the first rows are on screen.
    await answerLast({ items: mailItems('r', 2) });
    const event = key('/');
    expect(event).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search mail' }));
  });

  it('"c" opens compose and Esc closes it, through the bus, even pressed before the keys loaded', async () => {
    renderMailbox();
    key('c');
    key('Escape');
    expect(published).toEqual([]);
    // The first press loads the keys, which then act on both presses in order.
    await act(async () => {
      await import('../app/mailbox-keys');
    });
    expect(published).toEqual([{ type: 'compose/open', mode: 'new' }, { type: 'compose/close' }]);
  });

  it('never fire while typing in the search box', async () => {
    renderMailbox();
    const input = screen.getByRole('searchbox', { name: 'Search mail' });
    await userEvent.type(input, 'cj/k');
    expect(input).toHaveValue('cj/k');
    expect(published).toEqual([]);
  });

  it('Tab from a freshly loaded page moves focus as browsers do: the tab stays', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('r', 2) });
    expect(key('Tab')).toBe(true);
    expect(key('Tab', { shiftKey: true })).toBe(true);
    expect(tab('Important')).toHaveAttribute('aria-selected', 'true');
  });

  it('on a row, Tab and Shift+Tab cycle the tabs and focus the tab chosen', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('r', 2) });
    key('j');
    expect(key('Tab')).toBe(false);
    expect(tab('Others')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Others')).toHaveFocus();
    // On the tab strip Tab leaves it, into the list (arrow keys change tabs there).
    expect(key('Tab')).toBe(true);
    await answerLast({ items: mailItems('o', 1) });
    key('j');
    key('Tab', { shiftKey: true });
    expect(tab('Important')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Important')).toHaveFocus();
  });

  it('↓ / ↑ on a row move between rows', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('r', 3) });
    const rows = screen.getAllByRole('link');
    key('j');
    key('ArrowDown');
    expect(rows[1]).toHaveFocus();
    key('ArrowUp');
    expect(rows[0]).toHaveFocus();
  });

  it('j / k move the row focus and Enter on a row opens it', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('r', 3) });
    const rows = screen.getAllByRole('link');
    key('j');
    expect(document.activeElement).toBe(rows[0]);
    key('j');
    key('j');
    key('j');
    expect(document.activeElement).toBe(rows[2]);
    key('k');
    expect(document.activeElement).toBe(rows[1]);
    await userEvent.keyboard('{Enter}');
    expect(onOpenThread).toHaveBeenLastCalledWith('r1', 'r1-m1');
  });

  it('a row the reader rests on (j/k focus or hover) has its thread prefetched; one passed over does not', async () => {
    renderMailbox();
    await answerLast({ items: mailItems('r', 3) });
    jest.useFakeTimers();
    const rows = screen.getAllByRole('link');
    key('j');
    key('j');
    act(() => jest.advanceTimersByTime(100));
    expect(mockPrefetchThread.mock.calls).toEqual([['r1']]);
    fireEvent.mouseEnter(rows[2]!);
    fireEvent.mouseLeave(rows[2]!);
    act(() => jest.advanceTimersByTime(100));
    expect(mockPrefetchThread).toHaveBeenCalledTimes(1);
  });

  it('publishes that rows are shown, so the next screens can load at idle', async () => {
    renderMailbox();
    expect(published.some((event) => event.type === 'mailbox/rows-shown')).toBe(false);
    await answerLast({ items: mailItems('r', 1) });
    expect(published.some((event) => event.type === 'mailbox/rows-shown')).toBe(true);
  });
});

describe('the URL is the state (with a location from the shell)', () => {
  const onLocationChange = jest.fn();
  const onTitleChange = jest.fn();
  beforeEach(() => {
    onLocationChange.mockClear();
    onTitleChange.mockClear();
  });
  const mailboxAt = (location: MailboxLocation) => (
    <Mailbox
      onOpenThread={onOpenThread}
      location={location}
      onLocationChange={onLocationChange}
      onTitleChange={onTitleChange}
    />
  );

  it("loads the URL's view first, with no call for Important, and names it for the title", () => {
    localStorage.setItem(IMPORTANT_CACHE_KEY, JSON.stringify(mailItems('cached', 2)));
    render(mailboxAt({ view: 'sent' }));
    expect(mockList.calls.map((call) => call.params.labelIds)).toEqual([['SENT']]);
    expect(screen.getByRole('heading', { name: 'Sent Emails' })).toBeInTheDocument();
    expect(onLocationChange).not.toHaveBeenCalled();
    expect(onTitleChange).toHaveBeenLastCalledWith('Sent Emails');
  });

  it("shows the URL's search with its term in the box", () => {
    render(mailboxAt({ q: 'from:anna' }));
    expect(mockList.last().params).toMatchObject({ q: 'from:anna' });
    expect(screen.getByRole('searchbox', { name: 'Search mail' })).toHaveValue('from:anna');
    expect(onTitleChange).toHaveBeenLastCalledWith('Search: from:anna');
  });

  it('replaces a bad view or an unreachable page with what it shows', () => {
    const { rerender } = render(mailboxAt({ view: 'nonsense' }));
    expect(tab('Important')).toHaveAttribute('aria-selected', 'true');
    expect(onLocationChange).toHaveBeenLastCalledWith({}, { replace: true });
    rerender(mailboxAt({ view: 'archived', page: '4' }));
    expect(mockList.last().params).toMatchObject({ q: ARCHIVED_QUERY });
    expect(mockList.last().params.pageToken).toBeUndefined();
    expect(onLocationChange).toHaveBeenLastCalledWith({ view: 'archived' }, { replace: true });
  });

  it("pushes the reader's moves, and follows Back and Forward between pages without pushing", async () => {
    const { rerender } = render(mailboxAt({}));
    await answerLast({ items: mailItems('p1-', 25), nextPageToken: 'token-2' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await afterNextFrame();
    expect(onLocationChange).toHaveBeenLastCalledWith({ page: '2' }, { replace: false });
    rerender(mailboxAt({ page: '2' }));
    await answerLast({ items: mailItems('p2-', 25) });

    onLocationChange.mockClear();
    // Back and Forward paint the pages kept, without a request.
    rerender(mailboxAt({})); // Back
    expect(rowIds()[0]).toBe('p1-0');
    rerender(mailboxAt({ page: '2' })); // Forward
    expect(rowIds()[0]).toBe('p2-0');
    expect(mockList.calls).toHaveLength(2);
    expect(onLocationChange).not.toHaveBeenCalled();

    await userEvent.click(tab('Others'));
    await afterNextFrame();
    expect(onLocationChange).toHaveBeenLastCalledWith({ view: 'others' }, { replace: false });
    expect(onTitleChange).toHaveBeenLastCalledWith('Others');
  });

  it('signed in again after the session ended by itself, shows the page the reader was on; after LOGOUT, page 1', async () => {
    const onPageTwoOfOthers = async () => {
      const { unmount } = render(mailboxAt({ view: 'others' }));
      await answerLast({ items: mailItems('p1-', 25), nextPageToken: 'token-2' });
      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      await answerLast({ items: mailItems('p2-', 25) });
      unmount();
    };
    await onPageTwoOfOthers();
    act(() => publish({ type: 'auth/signed-out', reason: 'expired' }));
    const { unmount } = render(mailboxAt({ view: 'others', page: '2' }));
    expect(mockList.last().params).toMatchObject({ labelIds: ['INBOX'], pageToken: 'token-2' });
    expect(rowIds()).toEqual([]); // the account's rows went with the session
    unmount();

    await onPageTwoOfOthers();
    act(() => publish({ type: 'auth/signed-out', reason: 'user' }));
    onLocationChange.mockClear();
    render(mailboxAt({ view: 'others', page: '2' }));
    expect(mockList.last().params.pageToken).toBeUndefined();
    expect(onLocationChange).toHaveBeenLastCalledWith({ view: 'others' }, { replace: true });
  });

  it('pushes a move only after it has painted, each move meanwhile in order', async () => {
    render(mailboxAt({}));
    await answerLast({ items: mailItems('p1-', 25), nextPageToken: 'token-2' });
    fireEvent.click(tab('Others'));
    fireEvent.click(tab('Team'));
    // The rows are on screen before the URL hears of the move.
    expect(tab('Team')).toHaveAttribute('aria-selected', 'true');
    expect(onLocationChange).not.toHaveBeenCalled();
    await afterNextFrame();
    expect(onLocationChange.mock.calls).toEqual([
      [{ view: 'others' }, { replace: false }],
      [{ view: 'team' }, { replace: false }],
    ]);
  });

  it('a row opened before the move was pushed pushes it first: Back returns to that page', async () => {
    const { rerender } = render(mailboxAt({}));
    await answerLast({ items: mailItems('p1-', 25), nextPageToken: 'token-2' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await answerLast({ items: mailItems('p2-', 25) });
    await afterNextFrame();
    rerender(mailboxAt({ page: '2' }));
    onLocationChange.mockClear();
    const order: string[] = [];
    onLocationChange.mockImplementationOnce(() => order.push('location'));
    onOpenThread.mockImplementationOnce(() => order.push('open'));
    // Back on page 1 (kept), a row opened at once, before the move could be pushed.
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getAllByRole('link')[0]!);
    expect(order).toEqual(['location', 'open']);
    expect(onLocationChange).toHaveBeenCalledWith({}, { replace: false });
    await afterNextFrame();
    expect(onLocationChange).toHaveBeenCalledTimes(1);
  });

  it('a move pushed but not yet back from the shell is no Back: a later move of the reader stands', async () => {
    const { rerender } = render(mailboxAt({}));
    await answerLast({ items: mailItems('p1-', 25), nextPageToken: 'token-2' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await answerLast({ items: mailItems('p2-', 25) });
    await afterNextFrame();
    expect(onLocationChange).toHaveBeenLastCalledWith({ page: '2' }, { replace: false });
    // "Previous" before the shell re-rendered with the page-2 address it was handed.
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    rerender(mailboxAt({ page: '2' }));
    expect(rowIds()[0]).toBe('p1-0');
    await afterNextFrame();
    expect(onLocationChange).toHaveBeenLastCalledWith({}, { replace: false });
  });

  it('drops a move not pushed yet when the URL changes first (Back) or the mailbox leaves', async () => {
    const { rerender, unmount } = render(mailboxAt({ view: 'others' }));
    fireEvent.click(tab('Team'));
    rerender(mailboxAt({ view: 'ai' })); // Back, before the frame
    await afterNextFrame();
    expect(tab('AI')).toHaveAttribute('aria-selected', 'true');
    expect(onLocationChange).not.toHaveBeenCalled();

    fireEvent.click(tab('Important'));
    unmount(); // a row opened, before the frame
    await afterNextFrame();
    expect(onLocationChange).not.toHaveBeenCalled();
  });
});
