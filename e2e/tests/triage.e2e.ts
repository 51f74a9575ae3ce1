import { findAxeViolations, seriousOrCritical } from '../support/axe';
import { eventually } from '../support/eventually';
import { deliverRaw, gmailApi } from '../support/gmail-api';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Issue 24: selection, the toolbar, Gmail's triage keys and undo, in Chromium against the stand-in.
// What the product did is read back from the stand-in's own Gmail API.

const session = productAndBrowserPerTest();
const page = () => session.browser.page;
const emulator = () => session.product.emulator!;
const mailbox = () => readySlot(page(), 'mailbox');

let sequence = 0;
/** A new conversation at the top of Important, unread; answers its thread id and subject. */
async function deliverConversation(): Promise<{ threadId: string; subject: string }> {
  const subject = `Triage ${++sequence} ${Date.now()}`;
  const { threadId } = await deliverRaw(
    emulator(),
    [
      'From: Ann Lee <ann@example.org>',
      'To: Demo User <demo@example.com>',
      `Subject: ${subject}`,
      `Date: ${new Date().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Text of ${subject}`,
    ].join('\r\n'),
    ['INBOX', 'IMPORTANT', 'UNREAD'],
  );
  return { threadId, subject };
}

/** Three conversations, newest first as the list shows them. */
async function deliverThree() {
  const oldest = await deliverConversation();
  const middle = await deliverConversation();
  const newest = await deliverConversation();
  return [newest, middle, oldest];
}

/** A conversation's labels as the stand-in holds them (the union of its messages'), sorted. */
async function labelsOf(threadId: string): Promise<string[]> {
  const thread = await gmailApi<gapi.client.gmail.Thread>(
    emulator(),
    `/threads/${threadId}?format=minimal`,
  );
  return [...new Set((thread.messages ?? []).flatMap((message) => message.labelIds ?? []))].sort();
}

/** Waits until every conversation's labels pass `check`; fails with what they are otherwise. */
async function expectLabels(threadIds: string[], check: (labels: string[]) => boolean) {
  const all = () => Promise.all(threadIds.map(labelsOf));
  const labels = await eventually(all, (each) => each.every(check));
  expect(labels.every(check)).toBe(true);
}

const row = (threadId: string) =>
  mailbox().locator(`[data-mail-row][data-thread-id="${threadId}"]`);
const checkbox = (subject: string) =>
  mailbox().getByRole('checkbox', { name: new RegExp(`^Select .+, ${subject}$`) });
const toolbar = () => mailbox().getByRole('toolbar', { name: 'Selected conversations' });
const alertWith = (text: string | RegExp) => page().getByRole('alert').getByText(text);
const statusWith = (text: string | RegExp) => page().getByText(text);

const without = (labels: string[], label: string) => labels.filter((each) => each !== label);

test('selects 3 rows (click, Shift+click), archives them in one action, and Undo and z restore their labels exactly', async () => {
  const conversations = await deliverThree();
  const threadIds = conversations.map(({ threadId }) => threadId);
  const before = await Promise.all(threadIds.map(labelsOf));
  await openSignedIn(page(), session.product);
  await row(threadIds[2]!).waitFor();

  await checkbox(conversations[0]!.subject).click();
  await checkbox(conversations[2]!.subject).click({ modifiers: ['Shift'] });
  await toolbar().getByText('3 selected').waitFor();
  await expect(checkbox(conversations[1]!.subject).isChecked()).resolves.toBe(true);

  await toolbar().getByRole('button', { name: 'Archive' }).click();
  for (const threadId of threadIds) await row(threadId).waitFor({ state: 'detached' });
  await expectLabels(threadIds, (labels) => !labels.includes('INBOX'));
  await statusWith('3 conversations archived.').waitFor();

  await page().getByRole('button', { name: 'Undo' }).click();
  for (const threadId of threadIds) await row(threadId).waitFor();
  await statusWith('Action undone.').waitFor();
  const afterUndo = await eventually(
    () => Promise.all(threadIds.map(labelsOf)),
    (labels) => JSON.stringify(labels) === JSON.stringify(before),
  );
  expect(afterUndo).toEqual(before);

  // The same with the keys: e on the selection (still selected after the undo), then z.
  await row(threadIds[0]!).focus();
  await page().keyboard.press('e');
  await row(threadIds[0]!).waitFor({ state: 'detached' });
  await expectLabels(threadIds, (labels) => !labels.includes('INBOX'));
  await page().keyboard.press('z');
  for (const threadId of threadIds) await row(threadId).waitFor();
  await expect(
    eventually(
      () => Promise.all(threadIds.map(labelsOf)),
      (labels) => JSON.stringify(labels) === JSON.stringify(before),
    ),
  ).resolves.toEqual(before);
});

test('keyboard only: j and x select rows, # deletes them, ! reports spam, Shift+I and Shift+U mark read and unread', async () => {
  const conversations = await deliverThree();
  const [first, second, third] = conversations.map(({ threadId }) => threadId) as [
    string,
    string,
    string,
  ];
  await openSignedIn(page(), session.product);
  await row(third).waitFor();
  await row(first).focus();

  await page().keyboard.press('Shift+I');
  await expectLabels([first], (labels) => !labels.includes('UNREAD'));
  await page().keyboard.press('Shift+U');
  await expectLabels([first], (labels) => labels.includes('UNREAD'));

  await page().keyboard.press('x');
  await page().keyboard.press('j');
  await page().keyboard.press('x');
  await toolbar().getByText('2 selected').waitFor();
  await page().keyboard.press('#');
  await row(first).waitFor({ state: 'detached' });
  await row(second).waitFor({ state: 'detached' });
  await expectLabels(
    [first, second],
    (labels) => labels.includes('TRASH') && !labels.includes('INBOX'),
  );
  await statusWith('2 conversations moved to Trash.').waitFor();

  await row(third).focus();
  await page().keyboard.press('!');
  await row(third).waitFor({ state: 'detached' });
  await expectLabels([third], (labels) => labels.includes('SPAM') && !labels.includes('INBOX'));
});

test('a refused action puts the rows back with an error alert', async () => {
  const conversations = await deliverThree();
  const threadIds = conversations.map(({ threadId }) => threadId);
  const before = await Promise.all(threadIds.map(labelsOf));
  await openSignedIn(page(), session.product);
  await row(threadIds[2]!).waitFor();
  // Every modify is refused at once, without retries (a 403 that is no rate limit).
  emulator().setFaults({
    rateLimitReason: 'dailyLimitExceeded',
    failNext: [{ status: 403, count: 3 }],
    pathFilter: '/modify',
  });

  await mailbox().getByRole('checkbox', { name: 'Select all conversations on this page' }).click();
  await toolbar().getByRole('button', { name: 'Archive' }).click();
  await alertWith(/conversations were not archived\./).waitFor();
  for (const threadId of threadIds) await row(threadId).waitFor();
  await expect(Promise.all(threadIds.map(labelsOf))).resolves.toEqual(before);
});

test('at phone width the checkbox and the toolbar work, and axe finds no serious issue', async () => {
  await page().setViewportSize({ width: 390, height: 844 });
  const conversations = await deliverThree();
  const [first] = conversations;
  await openSignedIn(page(), session.product);
  await row(first!.threadId).waitFor();

  await checkbox(first!.subject).click();
  const star = toolbar().getByRole('button', { name: 'Star' });
  await star.click();
  await expectLabels([first!.threadId], (labels) => labels.includes('STARRED'));
  const overflow = await page().evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  expect(seriousOrCritical(await findAxeViolations(page()))).toEqual([]);
  expect(without(await labelsOf(first!.threadId), 'STARRED')).toContain('INBOX');
});

test('l on a focused row opens Label as…, typing filters, Enter labels the conversation, z takes it off again', async () => {
  const { labels = [] } = await gmailApi<gapi.client.gmail.ListLabelsResponse>(
    emulator(),
    '/labels',
  );
  const travel = labels.find((label) => label.name === 'Travel');
  expect(travel?.id).toBeDefined();
  const conversations = await deliverThree();
  const threadId = conversations[1]!.threadId;
  await openSignedIn(page(), session.product);
  await row(threadId).focus();

  await page().keyboard.press('l');
  const picker = mailbox().getByRole('dialog', { name: 'Label as' });
  const filter = picker.getByRole('searchbox', { name: 'Filter labels' });
  await expect(filter.evaluate((box) => box === document.activeElement)).resolves.toBe(true);
  expect(seriousOrCritical(await findAxeViolations(page()))).toEqual([]);
  await page().keyboard.type('trav');
  await expect(picker.locator('label').allInnerTexts()).resolves.toEqual(['Travel']);
  await page().keyboard.press('Enter');
  await expectLabels([threadId], (each) => each.includes(travel!.id!));
  await expect(picker.getByRole('checkbox', { name: 'Travel' }).isChecked()).resolves.toBe(true);
  // The row shows its new chip at once.
  await row(threadId).locator(`[data-label-id="${travel!.id!}"]`).waitFor();

  await page().keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  await expect(
    toolbar()
      .getByRole('button', { name: 'Label as…' })
      .evaluate((button) => button === document.activeElement),
  ).resolves.toBe(true);
  await page().keyboard.press('z');
  await expectLabels([threadId], (each) => !each.includes(travel!.id!));
});
