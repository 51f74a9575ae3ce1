import { deliverRaw, gmailApi as gmailApiOf, revokeToken } from '../support/gmail-api';
import { openSignedIn, readySlot, waitForMailboxRows } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Issue 15 item 4: the mailbox's view, search and page are in the URL, so a reload, Back / Forward and
// a shared link land where they should; the document title follows. Expectations come from the
// stand-in's own Gmail API.

const session = productAndBrowserPerTest();

const page = () => session.browser.page;
const mailbox = () => page().locator('[data-remote-slot="mailbox"]');
const rows = () => mailbox().locator('[data-mail-row]');
const tab = (name: string) => mailbox().getByRole('tab', { name });
const heading = (name: string) => mailbox().getByRole('heading', { name });

/** The URL's query as name → value (decoded). */
const query = () => Object.fromEntries(new URL(page().url()).searchParams);

async function expectTitle(title: string): Promise<void> {
  await page().waitForFunction((expected) => document.title === expected, title);
}

/** The thread ids threads.list answers for one page of `filter`, as the mailbox asks for them. */
async function listedIds(filter: Record<string, string>): Promise<string[]> {
  const params = new URLSearchParams({ maxResults: '25', ...filter });
  const answer = await gmailApiOf<gapi.client.gmail.ListThreadsResponse>(
    session.product.emulator!,
    `/threads?${params}`,
  );
  return (answer.threads ?? []).map((thread) => thread.id ?? '');
}

async function expectRows(ids: string[]): Promise<void> {
  await waitForMailboxRows(page(), ids);
}

test('Sent from the drawer is in the URL and stays on reload; the title names it', async () => {
  await openSignedIn(page(), session.product);
  await rows().first().waitFor();
  await expectTitle('Important – Mail');

  await page().getByRole('button', { name: 'Open menu' }).click();
  await page()
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('button', { name: 'Sent' })
    .click();
  await heading('Sent Emails').waitFor();
  expect(query()).toEqual({ view: 'sent' });
  await expectTitle('Sent Emails – Mail');

  await page().reload();
  await heading('Sent Emails').waitFor();
  await expectRows(await listedIds({ labelIds: 'SENT' }));
  expect(query()).toEqual({ view: 'sent' });
  await expectTitle('Sent Emails – Mail');
});

test('a search is in the URL, and a reload shows the same results', async () => {
  const term = 'has:attachment';
  await openSignedIn(page(), session.product);
  await rows().first().waitFor();
  const search = mailbox().getByRole('searchbox', { name: 'Search mail' });
  await search.fill(term);
  await search.press('Enter');
  await heading('Search Results').waitFor();
  const results = await listedIds({ q: term });
  expect(results.length).toBeGreaterThan(0);
  await expectRows(results);
  expect(query()).toEqual({ q: term });
  await expectTitle(`Search: ${term} – Mail`);

  await page().reload();
  await heading('Search Results').waitFor();
  await expectRows(results);
  await expect(search.inputValue()).resolves.toBe(term);
  await expectTitle(`Search: ${term} – Mail`);
});

test('Next page is in the URL; Back returns to page 1, then to the Important tab', async () => {
  await openSignedIn(page(), session.product);
  await rows().first().waitFor();
  await tab('Others').click();
  await expectRows(await listedIds({ labelIds: 'INBOX' }));
  expect(query()).toEqual({ view: 'others' });

  await mailbox().getByRole('button', { name: 'Next page' }).click();
  await page().waitForURL((url) => url.searchParams.get('page') === '2');
  expect(query()).toEqual({ view: 'others', page: '2' });
  await mailbox()
    .locator('.mb-pager__summary', { hasText: /^Showing 26-/ })
    .waitFor();

  await page().goBack();
  await page().waitForURL((url) => !url.searchParams.has('page'));
  await mailbox()
    .locator('.mb-pager__summary', { hasText: /^Showing 1-25/ })
    .waitFor();
  await expect(tab('Others').getAttribute('aria-selected')).resolves.toBe('true');

  await page().goBack();
  await page().waitForURL((url) => url.search === '');
  await expect(tab('Important').getAttribute('aria-selected')).resolves.toBe('true');
  await expectTitle('Important – Mail');

  await page().goForward();
  await expect(tab('Others').getAttribute('aria-selected')).resolves.toBe('true');
  await expectTitle('Others – Mail');
});

test('signed in again after a 401, the reader is back in the conversation they had open, and Back shows page 2 of Others', async () => {
  const token = session.product.emulator!.issueToken();
  await openSignedIn(page(), session.product, '/?view=others', token);
  await expectRows(await listedIds({ labelIds: 'INBOX' }));
  await mailbox().getByRole('button', { name: 'Next page' }).click();
  const pageTwo = mailbox().locator('.mb-pager__summary', { hasText: /^Showing 26-/ });
  await pageTwo.waitFor();
  await rows().first().click();
  const conversation = readySlot(page(), 'conversation');
  await conversation.locator('[data-message-id]').first().waitFor();
  const reading = new URL(page().url()).pathname;
  expect(reading).toMatch(/^\/email\//);

  // Google answers 401 from now on; the star's call meets it.
  await revokeToken(session.product.emulator!, token);
  await conversation.getByRole('button', { name: 'Star' }).first().click();
  await page().waitForURL((url) => url.pathname === '/login');
  expect(query()).toEqual({ continue: reading });

  const [consent] = await Promise.all([
    session.browser.context.waitForEvent('page'),
    page().locator('button:enabled', { hasText: 'Login with Google' }).click(),
  ]);
  await consent.locator('#allow').click();
  await page().waitForURL((url) => url.pathname === reading);
  await conversation.locator('[data-message-id]').first().waitFor();

  await page().goBack();
  await page().waitForURL((url) => url.searchParams.get('page') === '2');
  await pageTwo.waitFor();
  expect(query()).toEqual({ view: 'others', page: '2' });
});

test('a shared link opens its view; a bad view falls back to Important; a conversation names its subject', async () => {
  await openSignedIn(page(), session.product, '/?view=archived');
  await heading('Archived Emails').waitFor();
  await expectTitle('Archived Emails – Mail');

  await page().goto(new URL('/?view=nonsense&page=7', session.product.shellUrl).toString());
  await tab('Important').waitFor();
  await expect(tab('Important').getAttribute('aria-selected')).resolves.toBe('true');
  await page().waitForURL((url) => url.search === '');

  const { threadId, id } = await deliverRaw(
    session.product.emulator!,
    ['From: Anna <anna@example.com>', 'Subject: Linked plans', '', 'See you.'].join('\r\n'),
  );
  await page().goto(new URL(`/email/${threadId}/${id}`, session.product.shellUrl).toString());
  await expectTitle('Linked plans – Mail');
});
