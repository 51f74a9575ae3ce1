import type { Page } from 'playwright-core';
import { composePopup } from '../support/compose-popup';
import { crashAndReopen } from '../support/crash-tab';
import { deliverRaw, gmailApi } from '../support/gmail-api';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';
import { eventually } from '../support/eventually';

// A draft's life (issues 25 and 27): nothing is kept until the reader writes; Discard removes both
// copies behind Undo; closing, going offline, crashing or a second tab never loses a keystroke.
// Each test reads Gmail Drafts back from the stand-in.

const session = productAndBrowserPerTest();
const page = () => session.browser.page;
const compose = (on: Page = page()) => composePopup(on);

/** Past the Gmail Drafts interval (3 s) and the device's write. */
const PAST_SAVE_MS = 4500;

interface GmailDraftText {
  id: string;
  subject: string;
  body: string;
}

/** A text/plain part's decoded text, depth first. */
function plainText(part: gapi.client.gmail.MessagePart | undefined): string {
  if (!part) return '';
  if (part.mimeType === 'text/plain' && part.body?.data)
    return Buffer.from(part.body.data, 'base64url').toString('utf8');
  return (part.parts ?? []).map(plainText).join('');
}

/** The account's Gmail Drafts on the stand-in: each draft's subject and plain text. */
async function gmailDrafts(): Promise<GmailDraftText[]> {
  const emulator = session.product.emulator!;
  const list = await gmailApi<gapi.client.gmail.ListDraftsResponse>(emulator, '/drafts');
  return Promise.all(
    (list.drafts ?? []).map(async ({ id }) => {
      const draft = await gmailApi<gapi.client.gmail.Draft>(emulator, `/drafts/${id}?format=full`);
      const payload = draft.message?.payload;
      const subject = payload?.headers?.find((header) => header.name === 'Subject')?.value;
      return { id: id ?? '', subject: subject ?? '', body: plainText(payload) };
    }),
  );
}

const withSubject = (subject: string) => async () =>
  (await gmailDrafts()).filter((draft) => draft.subject.includes(subject));

/** A message from Ann arriving for the demo user, to be answered. */
function deliverFromAnn(subject: string, text: string) {
  return deliverRaw(
    session.product.emulator!,
    [
      'From: Ann Lee <ann@example.org>',
      'To: demo@example.com',
      `Subject: ${subject}`,
      `Message-ID: <${crypto.randomUUID()}@example.org>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
    ].join('\r\n'),
  );
}

/** Opens the conversation of `original` and its reply editor. */
async function replyTo(original: { id: string; threadId: string }) {
  await openSignedIn(page(), session.product, `/email/${original.threadId}/${original.id}`);
  const conversation = page().locator('[data-remote-slot="conversation"]');
  await conversation.getByRole('button', { name: 'Reply', exact: true }).click();
  const editor = readySlot(page(), 'compose').getByRole('region', { name: 'Reply' });
  return { conversation, editor, body: editor.getByRole('textbox', { name: 'Message body' }) };
}

/** Writes a new message in the popup: To, a subject, and `text` typed into the body. */
async function writeInPopup(subject: string, text: string, beforeWriting?: () => Promise<void>) {
  await compose().open();
  await beforeWriting?.();
  await compose().field('To').fill('ann@example.org');
  await page().keyboard.press('Enter');
  await compose().subject.fill(subject);
  await compose().body.click();
  // Above the account's signature, which every new message starts with.
  await page().keyboard.press('Control+Home');
  await page().keyboard.type(text);
}

/** A body's text above the account's signature ("-- " and what follows). */
const ownText = (body: string) => body.split(/\r?\n-- ?\r?\n/)[0]!.trim();

const undoButton = () =>
  page()
    .locator('[data-alert-kind="info"]')
    .filter({ hasText: 'Draft discarded.' })
    .getByRole('button', { name: 'Undo' });

test('opening Reply and typing nothing keeps no draft, in Gmail or on the device', async () => {
  const subject = `Nothing typed ${Date.now()}`;
  const { body } = await replyTo(await deliverFromAnn(subject, 'Any news?'));
  await body.waitFor();
  await page().waitForTimeout(PAST_SAVE_MS);
  await expect(withSubject(subject)()).resolves.toEqual([]);

  // Nothing on the device either: after a reload the thread opens without an editor.
  await page().reload();
  const conversation = page().locator('[data-remote-slot="conversation"]');
  await conversation.getByRole('button', { name: 'Reply', exact: true }).waitFor();
  await page().waitForTimeout(1500);
  await expect(body.count()).resolves.toBe(0);
});

test('Discard draft in the popup removes both copies; Undo brings both back and reopens it', async () => {
  await openSignedIn(page(), session.product);
  const subject = `Discard me ${Date.now()}`;
  await writeInPopup(subject, 'Words worth keeping');
  await eventually(withSubject(subject), (drafts) => drafts.length === 1);

  await compose().popup.getByRole('button', { name: 'Discard draft' }).click();
  await compose().popup.waitFor({ state: 'detached' });
  await expect(eventually(withSubject(subject), (drafts) => drafts.length === 0)).resolves.toEqual(
    [],
  );

  await undoButton().click();
  await compose().subject.waitFor({ timeout: 15_000 });
  await expect(compose().subject.inputValue()).resolves.toBe(subject);
  expect(ownText(await compose().body.innerText())).toBe('Words worth keeping');
  const back = await eventually(withSubject(subject), (drafts) => drafts.length === 1);
  expect(back.map((draft) => ownText(draft.body))).toEqual(['Words worth keeping']);
  // On the device too: a reload opens it again.
  await page().reload();
  await compose().subject.waitFor({ timeout: 15_000 });
  await expect(compose().subject.inputValue()).resolves.toBe(subject);
});

test('Discard draft in the reply editor removes both copies; Undo brings it back into its thread', async () => {
  const subject = `Discard a reply ${Date.now()}`;
  const { editor, body } = await replyTo(await deliverFromAnn(subject, 'Lunch?'));
  await body.click();
  await page().keyboard.press('Control+Home');
  await page().keyboard.type('Sure, at one');
  await eventually(withSubject(subject), (drafts) => drafts.length === 1);

  await editor.getByRole('button', { name: 'Discard draft' }).click();
  await editor.waitFor({ state: 'detached' });
  await expect(eventually(withSubject(subject), (drafts) => drafts.length === 0)).resolves.toEqual(
    [],
  );

  await undoButton().click();
  await body.waitFor({ timeout: 15_000 });
  await expect(body.innerText()).resolves.toMatch(/^Sure, at one/);
  const back = await eventually(withSubject(subject), (drafts) => drafts.length === 1);
  expect(back[0]?.body).toMatch(/^Sure, at one/);
});

test('a reply that opens again by itself leaves the keys to the thread: ? shows the shortcuts', async () => {
  const subject = `Restored reply ${Date.now()}`;
  const { body } = await replyTo(await deliverFromAnn(subject, 'Coming?'));
  await body.click();
  await page().keyboard.press('Control+Home');
  await page().keyboard.type('Maybe');
  await page().waitForTimeout(500);

  await page().reload();
  await body.waitFor({ timeout: 15_000 });
  await page().waitForTimeout(500);
  await page().keyboard.press('?');
  await page().getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
  await expect(body.innerText()).resolves.toMatch(/^Maybe\n/);
});

test('closing the popup right after typing: Gmail Drafts has every character', async () => {
  await openSignedIn(page(), session.product);
  const subject = `Closed at once ${Date.now()}`;
  const text = 'Every last character counts here';
  await writeInPopup(subject, text);
  await compose().popup.getByRole('button', { name: 'Close' }).click();
  const drafts = await eventually(withSubject(subject), (found) =>
    found.some((draft) => draft.body.includes(text)),
  );
  expect(drafts.map((draft) => ownText(draft.body))).toEqual([text]);
});

test('closing the popup offline keeps the draft on the device, and Gmail gets all of it once online', async () => {
  await openSignedIn(page(), session.product);
  const subject = `Closed offline ${Date.now()}`;
  const text = 'Written on a train without signal, every word of it';
  await writeInPopup(subject, text, () => page().context().setOffline(true));
  await compose().popup.getByRole('button', { name: 'Close' }).click();
  await page().getByText('It is kept on this device').waitFor();
  await expect(withSubject(subject)()).resolves.toEqual([]);

  await page().context().setOffline(false);
  const drafts = await eventually(withSubject(subject), (found) => found.length > 0);
  expect(drafts.map((draft) => ownText(draft.body))).toEqual([text]);
  // The popup stays closed: the draft was closed, not left open.
  await expect(compose().popup.count()).resolves.toBe(0);
});

test('a tab that crashes right after the last key loses nothing', async () => {
  await openSignedIn(page(), session.product);
  const subject = `Crash at once ${Date.now()}`;
  const text = 'Typed up to the very last key';
  await writeInPopup(subject, text);
  const again = compose(await crashAndReopen(page(), session.product.shellUrl));
  await again.popup.waitFor({ timeout: 15_000 });
  await expect(again.subject.inputValue()).resolves.toBe(subject);
  expect(ownText(await again.body.innerText())).toBe(text);
});

test('two tabs on one draft: the second is told in its editor, neither text is lost, and it can open the other version', async () => {
  await openSignedIn(page(), session.product);
  const subject = `Two tabs ${Date.now()}`;
  await writeInPopup(subject, 'Start.');
  await page().waitForTimeout(500);
  const second = await page().context().newPage();
  await second.goto(session.product.shellUrl);
  await compose(second).body.waitFor({ timeout: 15_000 });

  await compose().body.click();
  await page().keyboard.press('End');
  await page().keyboard.type(' First tab wrote this.');
  const told = compose(second)
    .popup.getByRole('status')
    .filter({ hasText: 'This draft was changed in another tab.' });
  await told.waitFor({ timeout: 10_000 });
  await compose(second).body.click();
  await second.keyboard.press('End');
  await second.keyboard.type(' Second tab wrote that.');

  const drafts = await eventually(
    withSubject(subject),
    (found) =>
      found.some((draft) => draft.body.includes('First tab wrote this.')) &&
      found.some((draft) => draft.body.includes('Second tab wrote that.')),
  );
  const bodies = drafts.map((draft) => draft.body);
  expect(bodies.some((body) => body.includes('First tab wrote this.'))).toBe(true);
  expect(bodies.some((body) => body.includes('Second tab wrote that.'))).toBe(true);

  // The second tab opens the first tab's version in its editor; its own stays in Gmail Drafts.
  await told.getByRole('button', { name: 'Open the other version' }).click();
  await compose(second).body.filter({ hasText: 'First tab wrote this.' }).waitFor();
  await expect(compose(second).body.innerText()).resolves.not.toContain('Second tab wrote that.');
  await expect(told.count()).resolves.toBe(0);
  const afterOpening = await withSubject(subject)();
  expect(
    afterOpening.filter((draft) => draft.body.includes('Second tab wrote that.')),
  ).toHaveLength(1);
});

test('a draft Gmail refuses to save says so once on screen; the text stays', async () => {
  await openSignedIn(page(), session.product);
  session.product.emulator!.setFaults({
    failNext: [{ status: 500, count: 100 }],
    pathFilter: '/drafts',
  });
  const subject = `Refused ${Date.now()}`;
  await writeInPopup(subject, 'First part');
  const message = page().getByText('This draft could not be saved to Gmail Drafts.', {
    exact: false,
  });
  await message.waitFor({ timeout: 15_000 });
  await page().keyboard.type(', second part');
  await page().waitForTimeout(PAST_SAVE_MS);
  await expect(message.count()).resolves.toBe(1);
  expect(ownText(await compose().body.innerText())).toBe('First part, second part');
});

test('Discard draft on a Drafts row removes the draft; Undo brings it back and opens it', async () => {
  await openSignedIn(page(), session.product);
  const subject = `Row discard ${Date.now()}`;
  await writeInPopup(subject, 'Kept until discarded');
  await compose().popup.getByRole('button', { name: 'Close' }).click();
  await eventually(withSubject(subject), (drafts) => drafts.length === 1);

  await page().getByRole('button', { name: 'Open menu' }).click();
  await page()
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('button', { name: 'Drafts' })
    .click();
  const mailbox = readySlot(page(), 'mailbox');
  const row = mailbox.locator('.mb-list__item').filter({ hasText: subject });
  await row.getByRole('button', { name: 'Discard draft' }).click();
  await row.waitFor({ state: 'detached' });
  await expect(eventually(withSubject(subject), (drafts) => drafts.length === 0)).resolves.toEqual(
    [],
  );

  await undoButton().click();
  await compose().subject.waitFor({ timeout: 15_000 });
  await expect(compose().subject.inputValue()).resolves.toBe(subject);
  expect(ownText(await compose().body.innerText())).toBe('Kept until discarded');
  const back = await eventually(withSubject(subject), (drafts) => drafts.length === 1);
  expect(back.map((draft) => ownText(draft.body))).toEqual(['Kept until discarded']);
});
