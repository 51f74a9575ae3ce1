import { composePopup, setUndoDelay } from '../support/compose-popup';
import { crashAndReopen } from '../support/crash-tab';
import { deliverRaw, gmailApi, revokeToken, sentWithSubject as sentIn } from '../support/gmail-api';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';
import { eventually } from '../support/eventually';
import { recordBusEvents } from '../support/bus';

// Drafts on the device (issue 12, local durability): what is being written comes back exactly after a
// reload, a crashed tab or a sign-out for a dead token, in its popup or its reply editor; LOGOUT
// forgets it. Each test reads the whole draft back, field by field.

const session = productAndBrowserPerTest();
const page = () => session.browser.page;
const compose = () => composePopup(page());

/** What writeDraft typed, followed by the account's signature. */
const WRITTEN_BODY = expect.stringMatching(/^Half a sen\n+-- ?\n[\s\S]*Product team/);

/** Enough for a change to reach IndexedDB (it must within 300 ms). */
const SAVED_MS = 400;

async function writeDraft() {
  await compose().field('To').fill('ann@example.org');
  await page().keyboard.press('Enter');
  await compose().field('Cc').fill('bob@example.org');
  await page().keyboard.press('Enter');
  await compose().subject.fill('Plan for Mönday');
  await compose().body.click();
  // Above the account's signature, which every new message starts with.
  await page().keyboard.press('Control+Home');
  await page().keyboard.type('Half a sen');
  await compose()
    .popup.locator('input[type="file"]:not([accept])')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await page().waitForTimeout(SAVED_MS);
}

async function expectDraftBack() {
  await compose().popup.waitFor({ timeout: 15_000 });
  await compose().subject.waitFor();
  expect({
    to: await compose().chips('To'),
    cc: await compose().chips('Cc'),
    subject: await compose().subject.inputValue(),
    body: await compose().body.innerText(),
    attachments: await compose().attachmentNames(),
  }).toEqual({
    to: [expect.stringContaining('ann@example.org')],
    cc: [expect.stringContaining('bob@example.org')],
    subject: 'Plan for Mönday',
    body: WRITTEN_BODY,
    attachments: ['notes.txt'],
  });
}

test('a reload mid-sentence brings the popup back with the whole draft', async () => {
  await openSignedIn(page(), session.product);
  await compose().open();
  await writeDraft();
  await page().reload();
  await expectDraftBack();
});

test('a crashed tab loses nothing: a new tab opens the popup with the draft', async () => {
  await openSignedIn(page(), session.product);
  await compose().open();
  await writeDraft();
  const again = composePopup(await crashAndReopen(page(), session.product.shellUrl));
  await again.popup.waitFor({ timeout: 15_000 });
  await expect(again.subject.inputValue()).resolves.toBe('Plan for Mönday');
  await expect(again.body.innerText()).resolves.toEqual(WRITTEN_BODY);
  await expect(again.attachmentNames()).resolves.toEqual(['notes.txt']);
});

test('a token that dies mid-draft signs out, and signing in again brings the draft back', async () => {
  const token = session.product.emulator!.issueToken();
  await openSignedIn(page(), session.product, '/', token);
  await compose().open();
  await writeDraft();
  // Google answers 401 from now on, as at the token's end.
  await revokeToken(session.product.emulator!, token);
  // The next call answers 401 (the draft's own save to Gmail may be that call).
  if (!page().url().endsWith('/login')) {
    await readySlot(page(), 'mailbox')
      .getByRole('tab', { name: 'Others' })
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
  await page().waitForURL((url) => url.pathname === '/login');

  await openSignedIn(page(), session.product);
  await expectDraftBack();
});

test('a failed send keeps the draft, also across a reload; sending it then forgets it', async () => {
  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  await compose().open();
  await writeDraft();
  session.product.emulator!.setFaults({
    failNext: [{ status: 500, count: 1 }],
    pathFilter: '/(messages|drafts)/send',
  });
  await compose().popup.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Failed to send email.').waitFor();
  await page().reload();
  await expectDraftBack();

  await compose().popup.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Email sent successfully.').waitFor();
  await page().reload();
  await readySlot(page(), 'mailbox').locator('[data-mail-row]').first().waitFor();
  await page().waitForTimeout(1500);
  await expect(compose().popup.count()).resolves.toBe(0);
});

/** A message from Ann arriving for the demo user, to be answered: its ids and its Message-ID. */
async function deliverFromAnn(subject: string, text: string) {
  const messageId = `<${crypto.randomUUID()}@example.org>`;
  const delivered = await deliverRaw(
    session.product.emulator!,
    [
      'From: Ann Lee <ann@example.org>',
      'To: demo@example.com',
      `Subject: ${subject}`,
      `Message-ID: ${messageId}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
    ].join('\r\n'),
  );
  return { ...delivered, messageId };
}

/** Opens `original`'s conversation and its reply editor; answers the editor and its body. */
async function replyTo(original: { id: string; threadId: string }) {
  await openSignedIn(page(), session.product, `/email/${original.threadId}/${original.id}`);
  const conversation = page().locator('[data-remote-slot="conversation"]');
  await conversation.getByRole('button', { name: 'Reply', exact: true }).click();
  const editor = readySlot(page(), 'compose').getByRole('region', { name: 'Reply' });
  return { conversation, editor, body: editor.getByRole('textbox', { name: 'Message body' }) };
}

test('a reply being written opens again in its thread after a reload', async () => {
  const { editor, body } = await replyTo(
    await deliverFromAnn(`Reply kept ${Date.now()}`, 'Are you in?'),
  );
  await body.click();
  await page().keyboard.press('Control+Home');
  await page().keyboard.type('Count me in, but');
  await page().waitForTimeout(SAVED_MS);

  await page().reload();
  await body.waitFor({ timeout: 15_000 });
  await editor.getByRole('button', { name: 'Show trimmed content' }).click();
  await expect(body.innerText()).resolves.toMatch(/^Count me in, but\n[\s\S]*Are you in\?/);
  await expect(editor.getByRole('textbox', { name: 'Subject' }).inputValue()).resolves.toMatch(
    /^Re: Reply kept \d+$/,
  );
});

test('LOGOUT first warns about a draft Gmail does not have yet; staying keeps it, going forgets it', async () => {
  await openSignedIn(page(), session.product);
  // Gmail Drafts never gets it (its saves are held), however slow the machine is.
  await page().route(
    (url) => url.pathname.includes('/drafts'),
    () => undefined,
  );
  await compose().open();
  await writeDraft();
  const warnings: string[] = [];
  let answer = false;
  page().on('dialog', (dialog) => {
    warnings.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  const logOut = async () => {
    await page()
      .getByRole('button', { name: /^Account:/ })
      .click();
    await page().getByRole('button', { name: 'LOGOUT' }).click();
  };
  await logOut();
  await eventually(
    async () => warnings.length,
    (count) => count > 0,
  );
  expect(warnings).toEqual([
    'A message you are writing is not saved to Gmail Drafts yet and will be lost. Log out anyway?',
  ]);
  expect(new URL(page().url()).pathname).toBe('/');
  await expect(compose().subject.inputValue()).resolves.toBe('Plan for Mönday');

  // The menu is still open: this time the reader goes.
  answer = true;
  await page().getByRole('button', { name: 'LOGOUT' }).click();
  await page().waitForURL((url) => url.pathname === '/login');

  await openSignedIn(page(), session.product);
  await readySlot(page(), 'mailbox').locator('[data-mail-row]').first().waitFor();
  await page().waitForTimeout(1500);
  await expect(compose().popup.count()).resolves.toBe(0);
  await compose().open();
  await expect(compose().subject.inputValue()).resolves.toBe('');
});

const sendCalls = () =>
  session.product
    .emulator!.requestLog()
    .filter((entry) => entry.method === 'POST' && /\/(messages|drafts)\/send/.test(entry.path));

test('Send closes the popup at once and waits for Undo: nothing reaches Gmail, and Undo brings the draft back unchanged', async () => {
  await openSignedIn(page(), session.product);
  await compose().open();
  await writeDraft();
  session.product.emulator!.clearRequestLog();
  await compose().popup.getByRole('button', { name: 'Send' }).click();
  // At once: the Undo it waits for is still offered below.
  await compose().popup.waitFor({ state: 'detached' });
  const alert = page().locator('[data-alert-kind="info"]').filter({ hasText: 'Sending…' });
  await alert.getByRole('button', { name: 'Undo' }).click();
  await expectDraftBack();
  await page().waitForTimeout(6000);
  expect(sendCalls()).toEqual([]);
});

test('a reply has Undo too: it comes back into its editor in the thread unchanged, and later goes once into the thread', async () => {
  const emulator = session.product.emulator!;
  const subject = `Undo a reply ${Date.now()}`;
  const { conversation, editor, body } = await replyTo(await deliverFromAnn(subject, 'Lunch?'));
  await body.click();
  await page().keyboard.press('Control+Home');
  await page().keyboard.type('Sure, at one');
  emulator.clearRequestLog();
  await editor.getByRole('button', { name: 'Send' }).click();
  await editor.waitFor({ state: 'detached' });
  const alert = page().locator('[data-alert-kind="info"]').filter({ hasText: 'Sending…' });
  await alert.getByRole('button', { name: 'Undo' }).click();
  await body.waitFor({ timeout: 10_000 });
  await editor.getByRole('button', { name: 'Show trimmed content' }).click();
  await expect(body.innerText()).resolves.toMatch(/^Sure, at one\n[\s\S]*Lunch\?/);
  expect(sendCalls()).toEqual([]);

  await editor.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Email sent successfully.').waitFor({ timeout: 15_000 });
  await conversation.getByRole('article').nth(1).waitFor();
  expect(sendCalls()).toHaveLength(1);
  await expect(sentWithSubject(`Re: ${subject}`)).resolves.toBe(1);
});

test('after the undo delay the message is sent exactly once', async () => {
  await openSignedIn(page(), session.product);
  await compose().open();
  await writeDraft();
  session.product.emulator!.clearRequestLog();
  const started = Date.now();
  await compose().popup.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Email sent successfully.').waitFor({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
  expect(sendCalls()).toHaveLength(1);
  await page().reload();
  await readySlot(page(), 'mailbox').locator('[data-mail-row]').first().waitFor();
  await page().waitForTimeout(1500);
  await expect(compose().popup.count()).resolves.toBe(0);
});

test('a tab closed during the undo delay loses nothing: the next start brings the message back, not sent', async () => {
  await openSignedIn(page(), session.product);
  await compose().open();
  await writeDraft();
  session.product.emulator!.clearRequestLog();
  await compose().popup.getByRole('button', { name: 'Send' }).click();
  await compose().popup.waitFor({ state: 'detached' });
  await page().waitForTimeout(300);
  await page().reload();
  await page().getByText('This message was not sent').waitFor({ timeout: 15_000 });
  await expectDraftBack();
  await page().waitForTimeout(5500);
  expect(sendCalls()).toEqual([]);
});

/** The account's Gmail Drafts on the stand-in, with each draft's subject. */
async function gmailDrafts(): Promise<{ id: string; subject: string }[]> {
  const emulator = session.product.emulator!;
  const list = await gmailApi<gapi.client.gmail.ListDraftsResponse>(emulator, '/drafts');
  return Promise.all(
    (list.drafts ?? []).map(async ({ id }) => {
      const draft = await gmailApi<gapi.client.gmail.Draft>(
        emulator,
        `/drafts/${id}?format=metadata`,
      );
      const subject = draft.message?.payload?.headers?.find((h) => h.name === 'Subject')?.value;
      return { id: id ?? '', subject: subject ?? '' };
    }),
  );
}

test('the draft is also kept in Gmail Drafts: created once, updated while typing and after a reload, sent from there', async () => {
  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  const before = await gmailDrafts();
  await compose().open();
  await writeDraft();
  const newDrafts = async () =>
    (await gmailDrafts()).filter((draft) => !before.some((old) => old.id === draft.id));
  const first = await eventually(newDrafts, (drafts) => drafts[0]?.subject === 'Plan for Mönday');
  expect(first).toEqual([{ id: expect.any(String), subject: 'Plan for Mönday' }]);

  await compose().subject.fill('Plan for Tuesday');
  await page().waitForTimeout(3500);
  await page().reload();
  await compose().subject.waitFor({ timeout: 15_000 });
  await compose().subject.fill('Plan for Wednesday');
  const mine = await eventually(newDrafts, (drafts) =>
    drafts.some((draft) => draft.subject === 'Plan for Wednesday'),
  );
  expect(mine).toEqual([{ id: first[0]?.id, subject: 'Plan for Wednesday' }]);

  session.product.emulator!.clearRequestLog();
  await compose().popup.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Email sent successfully.').waitFor();
  expect((await gmailDrafts()).filter((draft) => draft.id === first[0]?.id)).toEqual([]);
  const sent = session.product
    .emulator!.requestLog()
    .filter((entry) => entry.method === 'POST' && /\/(drafts|messages)\/send/.test(entry.path));
  expect(sent.map((entry) => entry.path.split('?')[0])).toEqual(['/gmail/v1/users/me/drafts/send']);
});

/** Messages in Sent with this subject, on the stand-in. */
const sentWithSubject = (subject: string) => sentIn(session.product.emulator!, subject);

test('a send whose answer is lost (the connection dropped after Gmail took it) is checked, said sent, and never sent twice', async () => {
  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  await compose().open();
  await writeDraft();
  await compose().subject.fill('Dropped answer once');
  await page().waitForTimeout(SAVED_MS);
  session.product.emulator!.setFaults({
    failNext: [{ status: 'drop-after', count: 1 }],
    pathFilter: '/(messages|drafts)/send',
  });
  const alerts = await recordBusEvents(page());
  await compose().popup.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Email sent successfully.').waitFor();
  await compose().popup.waitFor({ state: 'detached' });
  await expect(sentWithSubject('Dropped answer once')).resolves.toBe(1);
  // The check's word may be replaced at once by the answer: read what the alerts said, in order.
  const said = (await alerts()).flatMap((event) =>
    event.type === 'alert/show' ? [event.message] : [],
  );
  expect(said).toEqual(['Checking whether the message went…', 'Email sent successfully.']);
});

test('two tabs on one draft, both sending, give one message in Sent', async () => {
  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  await compose().open();
  await writeDraft();
  await compose().subject.fill('Two tabs, one message');
  await page().waitForTimeout(SAVED_MS);
  const second = await page().context().newPage();
  await second.goto(session.product.shellUrl);
  const other = composePopup(second);
  await other.popup.waitFor({ timeout: 15_000 });
  await expect(other.subject.inputValue()).resolves.toBe('Two tabs, one message');

  await compose().popup.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Email sent successfully.').waitFor();
  await other.popup.getByRole('button', { name: 'Send' }).click();
  await second.getByText('Email sent successfully.').waitFor();
  await expect(sentWithSubject('Two tabs, one message')).resolves.toBe(1);
});

test('two tabs on one draft make one Gmail draft, even when the second saves while the first is creating it', async () => {
  await openSignedIn(page(), session.product);
  // Creating a draft takes 3 s: the second tab starts from the device's copy, which has no Gmail id yet.
  session.product.emulator!.setFaults({ latencyMs: 3000, pathFilter: '/drafts$' });
  await compose().open();
  await compose().subject.fill('One draft in two tabs');
  await page().waitForTimeout(SAVED_MS);
  const second = await page().context().newPage();
  await second.goto(session.product.shellUrl);
  const other = composePopup(second);
  await expect(other.subject.inputValue()).resolves.toBe('One draft in two tabs');
  await other.subject.fill('One draft in two tabs, edited');
  const named = (drafts: { subject: string }[]) =>
    drafts.filter((draft) => draft.subject.startsWith('One draft in two tabs'));
  const kept = await eventually(gmailDrafts, (drafts) =>
    named(drafts).some((draft) => draft.subject === 'One draft in two tabs, edited'),
  );
  expect(named(kept)).toEqual([
    expect.objectContaining({ subject: 'One draft in two tabs, edited' }),
  ]);
});

/** The drawer's Drafts: the mailbox listing what Gmail Drafts holds. */
async function openDraftsView() {
  await page().getByRole('button', { name: 'Open menu' }).click();
  await page()
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('button', { name: 'Drafts' })
    .click();
  return readySlot(page(), 'mailbox');
}

test('Drafts in the drawer lists what Gmail Drafts holds; a row opens it in the popup to go on with it', async () => {
  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  await compose().open();
  await writeDraft();
  await compose().subject.fill('Kept in Gmail Drafts');
  await eventually(gmailDrafts, (drafts) =>
    drafts.some((draft) => draft.subject === 'Kept in Gmail Drafts'),
  );
  await compose().popup.getByRole('button', { name: 'Close' }).click();
  await compose().popup.waitFor({ state: 'detached' });
  const kept = (await gmailDrafts()).filter((draft) => draft.subject === 'Kept in Gmail Drafts');
  expect(kept).toHaveLength(1);

  const mailbox = await openDraftsView();
  await mailbox.getByRole('heading', { name: 'Drafts' }).waitFor();
  await mailbox.locator('[data-mail-row]').filter({ hasText: 'Kept in Gmail Drafts' }).click();
  await compose().subject.waitFor({ timeout: 15_000 });
  expect({
    to: await compose().chips('To'),
    subject: await compose().subject.inputValue(),
    body: await compose().body.innerText(),
    attachments: await compose().attachmentNames(),
  }).toEqual({
    to: [expect.stringContaining('ann@example.org')],
    subject: 'Kept in Gmail Drafts',
    body: WRITTEN_BODY,
    attachments: ['notes.txt'],
  });

  await compose().subject.fill('Kept, then sent');
  await eventually(gmailDrafts, (drafts) =>
    drafts.some((draft) => draft.subject === 'Kept, then sent'),
  );
  await expect(gmailDrafts()).resolves.toContainEqual({
    id: kept[0]?.id,
    subject: 'Kept, then sent',
  });
  await compose().popup.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Email sent successfully.').waitFor();
  expect((await gmailDrafts()).filter((draft) => draft.id === kept[0]?.id)).toEqual([]);
  await expect(sentWithSubject('Kept, then sent')).resolves.toBe(1);
});

test("a reply's draft written elsewhere opens from Drafts in its thread's reply editor, and goes as that draft", async () => {
  const emulator = session.product.emulator!;
  const subject = `Friday plans ${Date.now()}`;
  const original = await deliverFromAnn(subject, 'Dinner on Friday?');
  // Another device of the account started the reply: only Gmail Drafts has it.
  const elsewhere = await gmailApi<gapi.client.gmail.Draft>(emulator, '/drafts', {
    message: {
      threadId: original.threadId,
      raw: Buffer.from(
        [
          'From: demo@example.com',
          'To: ann@example.org',
          `Subject: Re: ${subject}`,
          // Gmail threads a draft only when it says what it answers, as a reply must.
          `In-Reply-To: ${original.messageId}`,
          `References: ${original.messageId}`,
          'Content-Type: text/html; charset=utf-8',
          '',
          '<p>Yes, from my phone</p>',
        ].join('\r\n'),
      ).toString('base64url'),
    },
  });

  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  const mailbox = await openDraftsView();
  await mailbox.locator('[data-mail-row]').filter({ hasText: subject }).click();
  await page().waitForURL((url) => url.pathname.startsWith(`/email/${original.threadId}/`));
  const conversation = page().locator('[data-remote-slot="conversation"]');
  await conversation.getByRole('article').first().waitFor();
  // The draft is not shown as a message of the thread.
  await expect(conversation.getByRole('article').count()).resolves.toBe(1);
  const editor = readySlot(page(), 'compose').getByRole('region', { name: 'Reply' });
  const body = editor.getByRole('textbox', { name: 'Message body' });
  await body.waitFor({ timeout: 15_000 });
  await expect(body.innerText()).resolves.toBe('Yes, from my phone');
  await body.click();
  await page().keyboard.press('Control+End');
  await page().keyboard.type(' and laptop');
  await editor.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Email sent successfully.').waitFor();

  const thread = await gmailApi<gapi.client.gmail.Thread>(
    emulator,
    `/threads/${original.threadId}?format=metadata`,
  );
  expect(thread.messages?.map((message) => message.labelIds?.includes('SENT'))).toEqual([
    false,
    true,
  ]);
  expect((await gmailDrafts()).filter((draft) => draft.id === elsewhere.id)).toEqual([]);
  await expect(sentWithSubject(`Re: ${subject}`)).resolves.toBe(1);
});

test('offline, Send waits in the outbox with a visible "Waiting to send", and goes once when the connection is back', async () => {
  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  await compose().open();
  await writeDraft();
  await compose().subject.fill('Sent when back online');
  await page().waitForTimeout(SAVED_MS);
  session.product.emulator!.clearRequestLog();
  await page().context().setOffline(true);
  // The browser's word is a hint: offline is what a request finds, and the status line then says so.
  await page().getByText('Offline: showing saved mail').waitFor();
  await compose().popup.getByRole('button', { name: 'Send' }).click();
  await compose().popup.waitFor({ state: 'detached' });
  await page().getByText('Waiting to send').waitFor();
  await page().waitForTimeout(1000);
  expect(sendCalls()).toEqual([]);

  await page().context().setOffline(false);
  await page().getByText('Email sent successfully.').waitFor({ timeout: 15_000 });
  await expect(sentWithSubject('Sent when back online')).resolves.toBe(1);
  // Nothing waits any more: the status line says nothing of it.
  await page().getByText('Waiting to send').waitFor({ state: 'detached' });
});

test('a message waiting for the connection can be cancelled: it comes back unsent', async () => {
  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  await compose().open();
  await writeDraft();
  await page().context().setOffline(true);
  await page().getByText('Offline: showing saved mail').waitFor();
  await compose().popup.getByRole('button', { name: 'Send' }).click();
  // The shell's status line, shared with the connection's status.
  const waiting = page().locator('[data-waiting="outbox"]').filter({ hasText: 'Waiting to send' });
  await waiting.getByRole('button', { name: 'Cancel' }).click();
  await expectDraftBack();
  session.product.emulator!.clearRequestLog();
  await page().context().setOffline(false);
  await page().waitForTimeout(1500);
  expect(sendCalls()).toEqual([]);
});

test('a double click on Send, or Ctrl+Enter twice, sends one message', async () => {
  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  for (const [subject, press] of [
    [
      'Double click, one message',
      () => compose().popup.getByRole('button', { name: 'Send' }).dblclick(),
    ],
    [
      'Twice Ctrl+Enter, one message',
      async () => {
        await compose().body.click();
        await page().keyboard.press('Control+Enter');
        await page().keyboard.press('Control+Enter');
      },
    ],
  ] as const) {
    await compose().open();
    await compose().field('To').fill('ann@example.org');
    await page().keyboard.press('Enter');
    await compose().subject.fill(subject);
    await press();
    await compose().popup.waitFor({ state: 'detached' });
    await page().waitForTimeout(1000);
    await expect(sentWithSubject(subject)).resolves.toBe(1);
  }
});
