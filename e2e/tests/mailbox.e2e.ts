import type { Locator } from 'playwright-core';
import type { MailEvent } from '@mail/event-bus';
import { HISTORY_SYNC_INTERVAL_MS } from '@mail/mailbox/history-sync-interval';
import { MOUNT_TO_ROWS_MEASURE } from '@mail/mailbox/perf-marks';
import { recordBusEvents } from '../support/bus';
import {
  deliver as deliverTo,
  gmailApi as gmailApiOf,
  gmailCallsBesidesHistory,
} from '../support/gmail-api';
import { eventually } from '../support/eventually';
import { openSignedIn, waitForMailboxRows } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// The mailbox remote in the whole product, against the local Google stand-in. Expectations are read
// from the stand-in's own Gmail API, never hard-coded.

const session = productAndBrowserPerTest();

const PAGE_SIZE = 25;
/** The tabs are the inbox: Important is important mail still in it, Others all of it. */
const IMPORTANT = { labelIds: ['IMPORTANT', 'INBOX'] };
const OTHERS = { labelIds: ['INBOX'] };
const ARCHIVED_QUERY = '-in:inbox -in:sent -in:chats -in:drafts';

const emulator = () => session.product.emulator!;
const mailbox = () => session.browser.page.locator('[data-remote-slot="mailbox"]');
const rows = () => mailbox().locator('[data-mail-row]');
const pager = () => mailbox().locator('.mb-pager__summary');
const tab = (name: string) => mailbox().getByRole('tab', { name });

const gmailApi = <T>(path: string, body?: object) => gmailApiOf<T>(emulator(), path, body);
const deliver = (headersAndBody: string[], labelIds: string[]) =>
  deliverTo(emulator(), headersAndBody, labelIds);

/** One page of thread ids as threads.list answers it for the same filter the view uses. */
async function listedThreads(
  filter: Record<string, string | string[]>,
  pageToken?: string,
): Promise<{ ids: string[]; nextPageToken?: string; resultSizeEstimate?: number }> {
  const query = new URLSearchParams({ maxResults: String(PAGE_SIZE) });
  for (const [name, values] of Object.entries(filter)) {
    for (const value of [values].flat()) query.append(name, value);
  }
  if (pageToken) query.set('pageToken', pageToken);
  const answer = await gmailApi<gapi.client.gmail.ListThreadsResponse>(`/threads?${query}`);
  return {
    ids: (answer.threads ?? []).map((thread) => thread.id ?? ''),
    ...(answer.nextPageToken ? { nextPageToken: answer.nextPageToken } : {}),
    ...(answer.resultSizeEstimate === undefined
      ? {}
      : { resultSizeEstimate: answer.resultSizeEstimate }),
  };
}

const threadsTotal = async (labelId: string) =>
  (await gmailApi<gapi.client.gmail.Label>(`/labels/${labelId}`)).threadsTotal ?? 0;

async function shownThreadIds(): Promise<string[]> {
  return rows().evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-thread-id') ?? ''),
  );
}

/** Waits until the rows on screen are exactly `ids`, in order. */
async function expectRows(ids: string[]): Promise<void> {
  await waitForMailboxRows(session.browser.page, ids);
  await expect(shownThreadIds()).resolves.toEqual(ids);
}

async function expectPager(text: string): Promise<void> {
  await session.browser.page.waitForFunction(
    (expected) =>
      document.querySelector('[data-remote-slot="mailbox"] .mb-pager__summary')?.textContent ===
      expected,
    text,
  );
}

async function openMailbox(): Promise<void> {
  await openSignedIn(session.browser.page, session.product);
  await rows().first().waitFor();
}

async function chooseFromDrawer(entry: 'Sent' | 'Archived'): Promise<void> {
  await session.browser.page.getByRole('button', { name: 'Open menu' }).click();
  await session.browser.page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('button', { name: entry })
    .click();
}

/** Records the page's compose events from now on. */
async function recordComposeEvents(): Promise<() => Promise<MailEvent[]>> {
  const recorded = await recordBusEvents(session.browser.page);
  return async () => (await recorded()).filter((event) => event.type.startsWith('compose/'));
}

const focusedLabel = () =>
  session.browser.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

async function blurAll(): Promise<void> {
  await session.browser.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Gmail calls the stand-in has answered since its log was last cleared. */
const gmailCalls = () =>
  emulator()
    .requestLog()
    .filter((entry) => /^\/(gmail|batch\/gmail)\//.test(entry.path));

test('each view lists what the stand-in lists for it', async () => {
  await openMailbox();
  await expectRows((await listedThreads(IMPORTANT)).ids);
  await expect(tab('Important').getAttribute('aria-selected')).resolves.toBe('true');

  await tab('Others').click();
  await expectRows((await listedThreads(OTHERS)).ids);

  emulator().clearRequestLog();
  for (const name of ['Team', 'AI']) {
    await tab(name).click();
    await mailbox().getByText('No messages found').waitFor();
    await expect(rows().count()).resolves.toBe(0);
  }
  // Team and AI make no call.
  expect(gmailCallsBesidesHistory(gmailCalls())).toEqual([]);

  await chooseFromDrawer('Sent');
  await mailbox().getByRole('heading', { name: 'Sent Emails' }).waitFor();
  await expectRows((await listedThreads({ labelIds: 'SENT' })).ids);
  await expect(mailbox().getByRole('tablist').count()).resolves.toBe(0);

  await chooseFromDrawer('Archived');
  await mailbox().getByRole('heading', { name: 'Archived Emails' }).waitFor();
  await expectRows((await listedThreads({ q: ARCHIVED_QUERY })).ids);
  // No total for archived mail.
  await expect(pager().textContent()).resolves.toMatch(/^Showing 1-\d+$/);

  await mailbox().getByRole('button', { name: 'Back to Important' }).click();
  await expect(tab('Important').getAttribute('aria-selected')).resolves.toBe('true');
  await expectRows((await listedThreads(IMPORTANT)).ids);
});

test('pages forward and back with the label total in the pager', async () => {
  await openMailbox();
  // No label counts important mail that is still in the inbox: Important's total is the list's
  // estimate, and says so.
  const important = await listedThreads(IMPORTANT);
  await expectRows(important.ids);
  await expectPager(
    `Showing 1-${important.ids.length} of about ${important.resultSizeEstimate ?? '?'} mails`,
  );

  await tab('Others').click();
  const inboxTotal = await threadsTotal('INBOX');
  const first = await listedThreads(OTHERS);
  const second = await listedThreads(OTHERS, first.nextPageToken);
  expect(first.nextPageToken).toBeDefined();
  await expectRows(first.ids);
  await expectPager(`Showing 1-${PAGE_SIZE} of ${inboxTotal} mails`);
  const previous = mailbox().getByRole('button', { name: 'Previous page' });
  const next = mailbox().getByRole('button', { name: 'Next page' });
  await expect(previous.isDisabled()).resolves.toBe(true);

  await next.click();
  await expectRows(second.ids);
  await expectPager(
    `Showing ${PAGE_SIZE + 1}-${PAGE_SIZE + second.ids.length} of ${inboxTotal} mails`,
  );
  await expect(previous.isDisabled()).resolves.toBe(false);

  await previous.click();
  await expectRows(first.ids);
  await expectPager(`Showing 1-${PAGE_SIZE} of ${inboxTotal} mails`);
});

test('searches with Gmail operators: from: plus has:attachment', async () => {
  // A sender who has sent attachments, found through the API.
  const withFiles = await gmailApi<gapi.client.gmail.ListMessagesResponse>(
    '/messages?maxResults=1&q=has:attachment -in:sent',
  );
  const messageId = withFiles.messages?.[0]?.id;
  expect(messageId).toBeDefined();
  const message = await gmailApi<gapi.client.gmail.Message>(
    `/messages/${messageId}?format=metadata&metadataHeaders=From`,
  );
  const from = message.payload?.headers?.[0]?.value ?? '';
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  const query = `from:${address} has:attachment`;
  const expected = await listedThreads({ q: query });
  expect(expected.ids.length).toBeGreaterThan(0);

  await openMailbox();
  const search = mailbox().getByRole('searchbox', { name: 'Search mail' });
  await search.fill(query);
  await search.press('Enter');
  await mailbox().getByRole('heading', { name: 'Search Results' }).waitFor();
  await expectRows(expected.ids);
  await expect(pager().textContent()).resolves.toBe(`Showing 1-${expected.ids.length}`);
  // Every conversation found has files: each row shows the attachment icon.
  await expect(mailbox().locator('[data-mail-row] .mb-row__clip svg').count()).resolves.toBe(
    expected.ids.length,
  );

  await mailbox().getByRole('button', { name: 'Clear search' }).click();
  await expect(tab('Important').getAttribute('aria-selected')).resolves.toBe('true');
  await expect(search.inputValue()).resolves.toBe('');
});

test('cache-first: after a reload the cached rows show before the network answers', async () => {
  await openMailbox();
  const important = (await listedThreads(IMPORTANT)).ids;
  await expectRows(important);

  // Every Gmail call of the reloaded page is held: rows on screen meanwhile came from the device.
  const { page } = session.browser;
  const standInPort = String(emulator().port);
  const gmail = (url: URL) => url.port === standInPort && /^\/(batch\/)?gmail\//.test(url.pathname);
  let held = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(gmail, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  const refreshed = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/batch/gmail/'),
  );
  await page.reload();
  await rows().first().waitFor();
  await expect(shownThreadIds()).resolves.toEqual(important);
  // The page did ask the network (held), and showed the rows without its answer.
  expect(
    await eventually(
      async () => held,
      (count) => count > 0,
    ),
  ).toBeGreaterThan(0);

  const mountToRows = await page.evaluate(
    (measure) => performance.getEntriesByName(measure)[0]?.duration,
    MOUNT_TO_ROWS_MEASURE,
  );
  expect(mountToRows).toBeDefined();

  // Then the list is refreshed from the network (leaving no request in flight behind the test).
  release();
  await refreshed;
  await expectRows(important);
});

test('shortcuts: Tab on a row cycles tabs, "/" searches, "c" and Esc compose, j / k and Enter open a row', async () => {
  const { page } = session.browser;
  await openMailbox();
  const composeEvents = await recordComposeEvents();
  const hasFocus = (locator: Locator) =>
    locator.evaluate((element) => element === document.activeElement);

  // From no control Tab moves focus (issue 15): the tab stays.
  await blurAll();
  await page.keyboard.press('Tab');
  await expect(tab('Important').getAttribute('aria-selected')).resolves.toBe('true');
  // On a row Tab and Shift+Tab cycle the tabs, focus going to the tab chosen.
  await blurAll();
  await page.keyboard.press('j');
  await page.keyboard.press('Tab');
  await expect(tab('Others').getAttribute('aria-selected')).resolves.toBe('true');
  await expect(hasFocus(tab('Others'))).resolves.toBe(true);
  await rows().first().waitFor();
  await blurAll();
  await page.keyboard.press('j');
  await page.keyboard.press('Shift+Tab');
  await expect(tab('Important').getAttribute('aria-selected')).resolves.toBe('true');
  await expect(hasFocus(tab('Important'))).resolves.toBe(true);

  await page.keyboard.press('/');
  await expect(focusedLabel()).resolves.toBe('Search mail');
  await page.keyboard.type('cjk');
  const search = mailbox().getByRole('searchbox', { name: 'Search mail' });
  await expect(search.inputValue()).resolves.toBe('cjk');
  await search.fill('');
  expect(await composeEvents()).toEqual([]);

  await blurAll();
  await page.keyboard.press('c');
  const popup = page.getByRole('dialog', { name: 'New Message' });
  await popup.waitFor();
  await blurAll();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
  const [opened, closed] = await composeEvents();
  expect(opened).toEqual({ type: 'compose/open', mode: 'new' });
  expect(closed).toEqual({ type: 'compose/close' });

  await rows().first().waitFor();
  await blurAll();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  const second: Locator = rows().nth(1);
  await expect(second.evaluate((row) => row === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('k');
  await expect(
    rows()
      .first()
      .evaluate((row) => row === document.activeElement),
  ).resolves.toBe(true);
  const href = await rows().first().getAttribute('href');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === href);
  expect(href).toMatch(/^\/email\/[^/]+\/[^/]+$/);
});

test('a load failed for good shows a message with Retry; Retry loads the rows once the stand-in is back', async () => {
  await openMailbox();
  // Refused for good (a passing fault waits and comes back by itself: tests/reliability.e2e.ts).
  emulator().setFaults({
    errorRates: { '403': 1 },
    rateLimitReason: 'forbidden',
    pathFilter: '^/gmail/',
  });

  await tab('Others').click();
  const alert = mailbox().getByRole('alert');
  await alert.waitFor();
  await expect(alert.textContent()).resolves.toContain('Could not load your messages.');

  emulator().setFaults({ errorRates: {}, pathFilter: null });
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expectRows((await listedThreads(OTHERS)).ids);
  await expect(mailbox().getByRole('alert').count()).resolves.toBe(0);
});

test('a very long sender, subject and snippet are cut with an ellipsis and never widen the page', async () => {
  const threadId = await deliver(
    [
      `From: ${'Bartholomew Fitzwilliam '.repeat(8)}<bart@example.com>`,
      'To: demo@example.com',
      `Subject: ${'Quarterly results and the outlook for next year '.repeat(12)}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      `${'Unbrokenwordwithoutanyspaces'.repeat(12)} and ${'more words '.repeat(60)}`,
    ],
    ['INBOX', 'IMPORTANT', 'UNREAD'],
  );

  for (const width of [1280, 480]) {
    await session.browser.page.setViewportSize({ width, height: 800 });
    await openMailbox();
    const row = mailbox().locator(`[data-thread-id="${threadId}"]`);
    await row.waitFor();
    const layout = await row.evaluate((element) => {
      const cut = (selector: string) => {
        const part = element.querySelector(selector) as HTMLElement;
        return {
          overflows: part.scrollWidth > part.clientWidth,
          ellipsis: getComputedStyle(part).textOverflow,
          insideRow: part.getBoundingClientRect().right <= element.getBoundingClientRect().right,
        };
      };
      return {
        sender: cut('.mb-row__sender-name'),
        summary: cut('.mb-row__summary'),
        pageWiderThanWindow: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
    const cutWithEllipsis = { overflows: true, ellipsis: 'ellipsis', insideRow: true };
    expect({ width, ...layout }).toEqual({
      width,
      sender: cutWithEllipsis,
      summary: cutWithEllipsis,
      pageWiderThanWindow: false,
    });
  }
});

test('page 0 takes new mail from history in the background, keeping the reader’s scroll and focused row', async () => {
  const { page, context } = session.browser;
  await context.clock.install();
  await page.setViewportSize({ width: 1280, height: 500 });
  await openMailbox();
  const important = (await listedThreads(IMPORTANT)).ids;
  await expectRows(important);

  // The reader has scrolled down and moved the row focus with j.
  await blurAll();
  for (let step = 0; step < 12; step += 1) await page.keyboard.press('j');
  const focusedRow = () =>
    page.evaluate(() =>
      document.activeElement?.closest('[data-mail-row]')?.getAttribute('data-thread-id'),
    );
  const focused = await focusedRow();
  expect(focused).toBe(important[11]);
  expect(await page.locator('main').evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  // Where the focused row sits in the window: what the reader sees must not move.
  const focusedRowTop = () =>
    page.evaluate(() => Math.round(document.activeElement?.getBoundingClientRect().top ?? -1));
  const seenAt = await focusedRowTop();

  // A new conversation arrives; the next history sync shows it above, without a spinner or a jump
  // (the browser's scroll anchoring keeps the rows in view where they were).
  const threadId = await deliver(
    ['From: Ana <ana@example.com>', 'To: demo@example.com', 'Subject: Arrived meanwhile', '', 'Hi'],
    ['INBOX', 'IMPORTANT', 'UNREAD'],
  );
  emulator().clearRequestLog();
  await page.clock.fastForward(HISTORY_SYNC_INTERVAL_MS);
  await expectRows((await listedThreads(IMPORTANT)).ids);
  expect((await shownThreadIds())[0]).toBe(threadId);
  expect(gmailCalls().some((entry) => entry.path.includes('/history?'))).toBe(true);
  await expect(mailbox().locator('[role="progressbar"], .spinner').count()).resolves.toBe(0);
  await expect(focusedRow()).resolves.toBe(focused);
  await expect(focusedRowTop()).resolves.toBe(seenAt);
});
