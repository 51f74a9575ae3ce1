import { HISTORY_SYNC_INTERVAL_MS } from '@mail/mailbox/history-sync-interval';
import { openSignedIn, waitForMailboxRows } from '../support/product';
import { deliverRaw, gmailApi, gmailCallsBesidesHistory } from '../support/gmail-api';
import { productAndBrowserPerTest } from '../support/session';

// How many requests the mailbox's lists cost in the whole product: pages kept, so going back costs
// none; the first list asked before the mailbox has mounted, and only once, on a first visit and
// on a start after a visit; and changes made elsewhere brought by history, not by lists asked again.

const session = productAndBrowserPerTest();

const emulator = () => session.product.emulator!;
const page = () => session.browser.page;
const mailbox = () => page().locator('[data-remote-slot="mailbox"]');

/** One page of Others' thread ids, from the stand-in's own API. */
async function othersPage(pageToken?: string): Promise<{ ids: string[]; next?: string }> {
  const query = new URLSearchParams({ maxResults: '25', labelIds: 'INBOX' });
  if (pageToken) query.set('pageToken', pageToken);
  const answer = await gmailApi<gapi.client.gmail.ListThreadsResponse>(
    emulator(),
    `/threads?${query}`,
  );
  return {
    ids: (answer.threads ?? []).map((thread) => thread.id ?? ''),
    ...(answer.nextPageToken ? { next: answer.nextPageToken } : {}),
  };
}

test('"previous" paints the page kept, without a request', async () => {
  const first = await othersPage();
  if (!first.next) throw new Error('the seed has a single page of Others');
  const second = await othersPage(first.next);

  await openSignedIn(page(), session.product, '/?view=others');
  await waitForMailboxRows(page(), first.ids);
  await mailbox().getByRole('button', { name: 'Next page' }).click();
  await waitForMailboxRows(page(), second.ids);

  emulator().clearRequestLog();
  await mailbox().getByRole('button', { name: 'Previous page' }).click();
  await waitForMailboxRows(page(), first.ids);
  // Long enough for a request the click would have made to reach the stand-in.
  await page().waitForTimeout(500);
  expect(gmailCallsBesidesHistory(emulator().requestLog())).toEqual([]);
});

/** When this page's first Gmail batch left, and when the mailbox mounted (page time, ms). */
function listAskedAndMountedAt(): Promise<{ listAskedAt: number; mountedAt?: number }> {
  return page().evaluate(() => ({
    listAskedAt: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/batch/gmail/v1')
        .map((entry) => entry.startTime),
    ),
    mountedAt: performance.getEntriesByName('mailbox:mount', 'mark')[0]?.startTime,
  }));
}

/** The labelIds or q of each threads.list the stand-in answered, in order. */
function listsAsked(): string[] {
  return emulator()
    .requestLog()
    .filter((entry) => entry.viaBatch && entry.path.startsWith('/gmail/v1/users/me/threads?'))
    .map((entry) => {
      const params = new URL(entry.path, 'http://stand-in').searchParams;
      return params.getAll('labelIds').join('+') || `q=${params.get('q')}`;
    });
}

test.each([
  ['/', 'IMPORTANT+INBOX'],
  ['/?view=sent', 'SENT'],
])(
  'on a first visit to %s, the list it shows is asked before the mailbox mounts, once',
  async (path, list) => {
    emulator().clearRequestLog();
    // Nothing remembered from a visit: the mailbox's ./FirstScreenList starts the list.
    await openSignedIn(page(), session.product, path);
    await mailbox().locator('[data-mail-row]').first().waitFor();

    const { listAskedAt, mountedAt } = await listAskedAndMountedAt();
    expect(mountedAt).toBeDefined();
    expect(listAskedAt).toBeLessThan(mountedAt ?? 0);
    // The mount took the list on its way.
    expect(listsAsked()).toEqual([list]);
  },
);

test('on a start after a visit, the first list is asked before the mailbox mounts', async () => {
  emulator().clearRequestLog();
  await openSignedIn(page(), session.product);
  await mailbox().locator('[data-mail-row]').first().waitFor();

  await page().reload();
  await mailbox().locator('[data-mail-row]').first().waitFor();
  const { listAskedAt, mountedAt } = await listAskedAndMountedAt();
  expect(mountedAt).toBeDefined();
  expect(listAskedAt).toBeLessThan(mountedAt ?? 0);
  // The mount took the list on its way: Important was asked once per start.
  expect(listsAsked()).toEqual(['IMPORTANT+INBOX', 'IMPORTANT+INBOX']);
});

/** How long a change may take to reach the list: the history sync interval twice, for a loaded machine. */
const HISTORY_SYNC_WAIT_MS = 2 * HISTORY_SYNC_INTERVAL_MS;

test('new mail and a label changed elsewhere reach the open list from history, with no list asked again', async () => {
  await openSignedIn(page(), session.product);
  await mailbox().locator('[data-mail-row]').first().waitFor();
  emulator().clearRequestLog();

  const arrived = await deliverRaw(
    emulator(),
    [
      'From: Ana <ana@example.com>',
      'To: demo@example.com',
      'Subject: Arrived by history',
      '',
      'Hi',
    ].join('\r\n'),
    ['INBOX', 'IMPORTANT', 'UNREAD'],
  );
  const rowSelector = `[data-remote-slot="mailbox"] [data-mail-row][data-thread-id="${arrived.threadId}"]`;
  await page().waitForSelector(`${rowSelector}.mb-row--unread`, { timeout: HISTORY_SYNC_WAIT_MS });
  await expect(
    mailbox().locator('[data-mail-row]').first().getAttribute('data-thread-id'),
  ).resolves.toBe(arrived.threadId);

  // Read in another client of the account.
  await gmailApi(emulator(), `/messages/${arrived.id}/modify`, { removeLabelIds: ['UNREAD'] });
  await page().waitForSelector(`${rowSelector}.mb-row--read`, { timeout: HISTORY_SYNC_WAIT_MS });

  const historyAsked = emulator()
    .requestLog()
    .filter((entry) => entry.path.startsWith('/gmail/v1/users/me/history?'));
  expect(historyAsked.length).toBeGreaterThanOrEqual(2);
  expect(listsAsked()).toEqual([]);
});
