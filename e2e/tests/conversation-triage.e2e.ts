import { deliverRaw, gmailApi } from '../support/gmail-api';
import { findAxeViolations, seriousOrCritical } from '../support/axe';
import { eventually } from '../support/eventually';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Triage inside a conversation and Gmail's keys (issue 24), in the whole product against the local
// Google stand-in: what each key and button leaves in the account is read back from the stand-in.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;
const conversation = () => page().locator('[data-remote-slot="conversation"]');
const messages = () => conversation().locator('article[data-message-id]');
const row = (threadId: string) => page().locator(`[data-mail-row][data-thread-id="${threadId}"]`);

let sequence = 0;
/** A one-message thread, newest of the account when delivered (the list is newest first). */
async function deliverThread(labelIds = ['INBOX', 'IMPORTANT']) {
  const subject = `Triage test ${++sequence} ${Date.now()}`;
  const { id, threadId } = await deliverRaw(
    emulator(),
    [
      'From: Ann Lee <ann@example.org>',
      'To: Demo User <demo@example.com>',
      `Subject: ${subject}`,
      `Message-ID: <triage.${Date.now()}.${sequence}@example.org>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'A message to triage.',
    ].join('\r\n'),
    labelIds,
  );
  return { threadId, messageId: id, subject };
}

/** The thread's labels as the account now holds them (the union over its messages). */
async function labelsOf(threadId: string): Promise<string[]> {
  const thread = await gmailApi<{ messages: { labelIds?: string[] }[] }>(
    emulator(),
    `/threads/${threadId}?format=minimal`,
  );
  return [...new Set(thread.messages.flatMap((message) => message.labelIds ?? []))];
}

const until = (threadId: string, holds: (labels: string[]) => boolean) =>
  eventually(() => labelsOf(threadId), holds);

async function openConversation(threadId: string, messageId: string) {
  await openSignedIn(page(), session.product, `/email/${threadId}/${messageId}`);
  await messages().first().waitFor();
}

/** From the mailbox, as a reader arrives: the list the conversation's j / k follow. */
async function openFromList(threadId: string) {
  await openSignedIn(page(), session.product);
  await row(threadId).click();
  await page().waitForURL((url) => url.pathname.startsWith(`/email/${threadId}/`));
  await messages().first().waitFor();
}

const onList = () => page().waitForURL((url) => url.pathname === '/');

test('e archives and goes back to the list, z puts it back in the inbox', async () => {
  const thread = await deliverThread();
  await openFromList(thread.threadId);
  await page().keyboard.press('e');
  await onList();
  const archived = await until(thread.threadId, (labels) => !labels.includes('INBOX'));
  expect(archived).not.toContain('INBOX');
  await page().locator('[data-mail-row]').first().waitFor();
  await page().keyboard.press('z');
  const back = await until(thread.threadId, (labels) => labels.includes('INBOX'));
  expect(back).toContain('INBOX');
});

test('# moves the conversation to Trash', async () => {
  const thread = await deliverThread();
  await openConversation(thread.threadId, thread.messageId);
  await page().keyboard.press('#');
  await onList();
  const labels = await until(thread.threadId, (each) => each.includes('TRASH'));
  expect(labels).toContain('TRASH');
  expect(labels).not.toContain('INBOX');
});

test('! reports spam; in Spam, Not spam puts it back in the inbox', async () => {
  const thread = await deliverThread();
  await openConversation(thread.threadId, thread.messageId);
  await page().keyboard.press('!');
  await onList();
  expect(await until(thread.threadId, (labels) => labels.includes('SPAM'))).toContain('SPAM');

  await openConversation(thread.threadId, thread.messageId);
  await conversation().getByRole('button', { name: 'Not spam' }).click();
  const labels = await until(
    thread.threadId,
    (each) => !each.includes('SPAM') && each.includes('INBOX'),
  );
  expect(labels).toContain('INBOX');
  expect(labels).not.toContain('SPAM');
  await conversation().getByRole('button', { name: 'Report spam' }).waitFor();
});

test('an archived conversation offers Move to Inbox; z in the conversation archives it again, and e moves it back', async () => {
  const thread = await deliverThread(['IMPORTANT']);
  await openConversation(thread.threadId, thread.messageId);
  await expect(conversation().getByRole('button', { name: 'Archive' }).count()).resolves.toBe(0);
  await conversation().getByRole('button', { name: 'Move to Inbox' }).click();
  await conversation().getByRole('button', { name: 'Archive' }).waitFor();
  expect(await until(thread.threadId, (labels) => labels.includes('INBOX'))).toContain('INBOX');

  await page().keyboard.press('z');
  await conversation().getByRole('button', { name: 'Move to Inbox' }).waitFor();
  expect(await until(thread.threadId, (labels) => !labels.includes('INBOX'))).not.toContain(
    'INBOX',
  );

  // Out of the inbox, e is the key of the button in Archive's place.
  await page().locator('body').focus();
  await page().keyboard.press('e');
  await conversation().getByRole('button', { name: 'Archive' }).waitFor();
  expect(await until(thread.threadId, (labels) => labels.includes('INBOX'))).toContain('INBOX');
});

test('r, a and f open the reply editor in their mode', async () => {
  const thread = await deliverThread();
  await openConversation(thread.threadId, thread.messageId);
  for (const [key, mode] of [
    ['r', 'reply'],
    ['a', 'replyAll'],
    ['f', 'forward'],
  ] as const) {
    await page().keyboard.press(key);
    const editor = readySlot(page(), 'compose').locator(`[data-reply-mode="${mode}"]`);
    await editor.waitFor();
    await editor.getByRole('button', { name: 'Discard draft' }).click();
    await conversation().getByRole('button', { name: 'Reply', exact: true }).waitFor();
    // Focus back on the page, out of the closed editor.
    await page().locator('body').focus();
  }
});

test('j and k open the older and newer conversation of the list; u goes back to it', async () => {
  const older = await deliverThread();
  const middle = await deliverThread();
  const newer = await deliverThread();
  await openFromList(middle.threadId);
  await page().keyboard.press('j');
  await page().waitForURL((url) => url.pathname === `/email/${older.threadId}/${older.messageId}`);
  await messages().first().waitFor();
  await page().keyboard.press('k');
  await page().keyboard.press('k');
  await page().waitForURL((url) => url.pathname === `/email/${newer.threadId}/${newer.messageId}`);
  await messages().first().waitFor();
  await page().keyboard.press('u');
  await onList();
});

test('g then t opens Sent, from the list and from a conversation', async () => {
  const thread = await deliverThread();
  await openFromList(thread.threadId);
  // The keys' code loads after the first rows: press again until it answers.
  await eventually(
    async () => {
      await page().keyboard.press('g');
      await page().keyboard.press('t');
      return new URL(page().url()).search;
    },
    (search) => search === '?view=sent',
  );
  await expect(page().locator('[data-mail-row]').first().waitFor()).resolves.toBeUndefined();
});

test('with the setting on "older", archiving opens the older conversation', async () => {
  const older = await deliverThread();
  const middle = await deliverThread();
  await openSignedIn(page(), session.product);
  await page()
    .getByRole('button', { name: /^Account:/ })
    .click();
  await page().getByLabel('After archiving or deleting a conversation, open').selectOption('older');
  await page()
    .getByRole('button', { name: /^Account:/ })
    .click();
  await row(middle.threadId).click();
  await messages().first().waitFor();
  await page().keyboard.press('e');
  await page().waitForURL((url) => url.pathname === `/email/${older.threadId}/${older.messageId}`);
  await messages().first().waitFor();
  expect(await until(middle.threadId, (labels) => !labels.includes('INBOX'))).not.toContain(
    'INBOX',
  );
});

test('the conversation with its triage buttons has no serious accessibility issue', async () => {
  const thread = await deliverThread();
  await openConversation(thread.threadId, thread.messageId);
  await conversation().getByRole('button', { name: 'Delete' }).waitFor();
  const violations = seriousOrCritical(
    await findAxeViolations(page(), { include: ['[data-remote-slot="conversation"]'] }),
  );
  expect(violations).toEqual([]);
});

test('l labels the open conversation: the chip shows beside its subject, and z takes the label off', async () => {
  const { labels = [] } = await gmailApi<gapi.client.gmail.ListLabelsResponse>(
    emulator(),
    '/labels',
  );
  const travelId = labels.find((label) => label.name === 'Travel')?.id ?? '';
  expect(travelId).not.toBe('');
  const thread = await deliverThread();
  await openConversation(thread.threadId, thread.messageId);

  await page().keyboard.press('l');
  const picker = conversation().getByRole('dialog', { name: 'Label as' });
  await picker.getByRole('searchbox', { name: 'Filter labels' }).waitFor();
  await page().keyboard.type('trav');
  await page().keyboard.press('Enter');
  expect(await until(thread.threadId, (each) => each.includes(travelId))).toContain(travelId);
  await conversation().locator(`.cv__title [data-label-id="${travelId}"]`).waitFor();

  await page().keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  await page().keyboard.press('z');
  expect(await until(thread.threadId, (each) => !each.includes(travelId))).not.toContain(travelId);
  await conversation().locator(`.cv__title [data-label-id="${travelId}"]`).waitFor({
    state: 'detached',
  });
});

test('at phone width the header’s actions fit and work: Label as… and Delete, each read back from the API', async () => {
  const { labels = [] } = await gmailApi<gapi.client.gmail.ListLabelsResponse>(
    emulator(),
    '/labels',
  );
  const travelId = labels.find((label) => label.name === 'Travel')?.id ?? '';
  const thread = await deliverThread();
  await page().setViewportSize({ width: 390, height: 844 });
  await openConversation(thread.threadId, thread.messageId);
  await expect(
    page().evaluate(() => document.documentElement.scrollWidth),
  ).resolves.toBeLessThanOrEqual(390);

  await conversation().getByRole('button', { name: 'Label as…' }).click();
  const picker = conversation().getByRole('dialog', { name: 'Label as' });
  await picker.getByRole('checkbox', { name: 'Travel' }).click();
  expect(await until(thread.threadId, (each) => each.includes(travelId))).toContain(travelId);
  expect(seriousOrCritical(await findAxeViolations(page()))).toEqual([]);
  await page().keyboard.press('Escape');

  await conversation().getByRole('button', { name: 'Delete' }).click();
  expect(await until(thread.threadId, (each) => each.includes('TRASH'))).toContain('TRASH');
});
