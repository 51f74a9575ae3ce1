import { findAxeViolations, seriousOrCritical } from '../support/axe';
import { gmailApi as gmailApiOf } from '../support/gmail-api';
import { openSignedIn, waitForMailboxRows } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Issue 24's views and labels in the whole product, against the stand-in. Expectations are read from
// the stand-in's own Gmail API, never hard-coded.

const session = productAndBrowserPerTest();

const page = () => session.browser.page;
const emulator = () => session.product.emulator!;
const mailbox = () => page().locator('[data-remote-slot="mailbox"]');
const rows = () => mailbox().locator('[data-mail-row]');
const gmailApi = <T>(path: string) => gmailApiOf<T>(emulator(), path);

async function listedIds(query: string): Promise<string[]> {
  const answer = await gmailApi<gapi.client.gmail.ListThreadsResponse>(
    `/threads?maxResults=25&${query}`,
  );
  return (answer.threads ?? []).map((thread) => thread.id ?? '');
}

async function openMailbox(): Promise<void> {
  await openSignedIn(page(), session.product);
  await rows().first().waitFor();
}

async function chooseFromDrawer(entry: RegExp): Promise<void> {
  await page().getByRole('button', { name: 'Open menu' }).click();
  await page()
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('button', { name: entry })
    .click();
}

async function expectRows(ids: string[]): Promise<void> {
  await waitForMailboxRows(page(), ids);
  const shown = await rows().evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-thread-id') ?? ''),
  );
  expect(shown).toEqual(ids);
}

async function expectPagerTotal(total: string): Promise<void> {
  await page().waitForFunction(
    (expected) =>
      document
        .querySelector('[data-remote-slot="mailbox"] .mb-pager__summary')
        ?.textContent?.endsWith(expected) ?? false,
    total,
  );
}

test('Trash lists trashed conversations with its total and Gmail’s 30-day notice; Back returns', async () => {
  await openMailbox();
  await chooseFromDrawer(/^Trash/);
  await page().waitForURL(/\?view=trash$/);
  await expect(mailbox().getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Trash');
  await mailbox().getByText('deleted forever by Gmail after 30 days').waitFor();
  await expectRows(await listedIds('labelIds=TRASH&includeSpamTrash=true'));
  const trash = await gmailApi<gapi.client.gmail.Label>('/labels/TRASH');
  await expectPagerTotal(`of ${trash.threadsTotal ?? 0} mails`);
  await page().goBack();
  await page().waitForURL((url) => url.search === '');
  await expectRows(await listedIds('labelIds=IMPORTANT&labelIds=INBOX'));
});

test('Spam and Starred list by their labels; the Important pager counts about N', async () => {
  await openMailbox();
  const important = await gmailApi<gapi.client.gmail.ListThreadsResponse>(
    '/threads?labelIds=IMPORTANT&labelIds=INBOX&maxResults=1',
  );
  await expectPagerTotal(`of about ${important.resultSizeEstimate ?? 0} mails`);
  await chooseFromDrawer(/^Spam/);
  await page().waitForURL(/\?view=spam$/);
  await expectRows(await listedIds('labelIds=SPAM&includeSpamTrash=true'));
  await chooseFromDrawer(/^Starred/);
  await page().waitForURL(/\?view=starred$/);
  await expectRows(await listedIds('labelIds=STARRED'));
});

test('a label’s view is titled with its name, and rows show user labels as coloured chips', async () => {
  const { labels = [] } = await gmailApi<gapi.client.gmail.ListLabelsResponse>('/labels');
  const travel = labels.find((label) => label.name === 'Travel');
  await openMailbox();
  await chooseFromDrawer(/^Travel/);
  await page().waitForURL(new RegExp(`view=label(:|%3A)${travel?.id ?? ''}$`));
  await expectRows(await listedIds(`labelIds=${travel?.id ?? ''}`));
  await expect(mailbox().getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Travel');
  const chip = rows()
    .first()
    .locator(`[data-label-id="${travel?.id ?? ''}"]`);
  await chip.waitFor();
  const colour = /^#(..)(..)(..)$/.exec(travel?.color?.backgroundColor ?? '');
  expect(colour).not.toBeNull();
  const [red, green, blue] = (colour ?? []).slice(1).map((hex) => parseInt(hex, 16));
  await expect(chip.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe(
    `rgb(${red}, ${green}, ${blue})`,
  );
  await expect(rows().locator('[data-label-id="INBOX"]').count()).resolves.toBe(0);
  expect(seriousOrCritical(await findAxeViolations(page()))).toEqual([]);

  // The conversation's header shows the same chip beside its subject.
  await rows().first().click();
  const conversation = page().locator('[data-remote-slot="conversation"]');
  await conversation.locator(`.cv__title [data-label-id="${travel?.id ?? ''}"]`).waitFor();
});

test('Sent rows name the recipients, newest first', async () => {
  await openMailbox();
  await chooseFromDrawer(/^Sent/);
  await expectRows(await listedIds('labelIds=SENT'));
  const names = await rows()
    .locator('.mb-row__sender-name')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  expect(names.every((name) => name.startsWith('To: '))).toBe(true);
  const times = await rows()
    .locator('time')
    .evaluateAll((elements) =>
      elements.map((element) => Date.parse(element.getAttribute('datetime') ?? '')),
    );
  expect(times).toEqual([...times].sort((a, b) => b - a));
});

test('the drawer, with its counts and labels, has no serious axe issue at phone width', async () => {
  await page().setViewportSize({ width: 390, height: 844 });
  await openMailbox();
  await page().getByRole('button', { name: 'Open menu' }).click();
  const drawer = page().getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('list', { name: 'Labels' }).waitFor();
  const inbox = await gmailApi<gapi.client.gmail.Label>('/labels/INBOX');
  if ((inbox.threadsUnread ?? 0) > 0) {
    await drawer
      .getByRole('button', { name: `Others ${inbox.threadsUnread ?? 0} unread` })
      .waitFor();
  }
  const overflow = await page().evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  expect(seriousOrCritical(await findAxeViolations(page()))).toEqual([]);
});
