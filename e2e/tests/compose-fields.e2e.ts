import PostalMime from 'postal-mime';
import {
  composePopup,
  movingSelection,
  pressMovingSelection,
  setUndoDelay,
} from '../support/compose-popup';
import { eventually } from '../support/eventually';
import { deliverRaw, gmailApi, lastSentRaw } from '../support/gmail-api';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';
import { standInControl } from '../support/stand-in-control';

// Issue 25 items 4–6: Bcc, links and the Gmail signature, checked on what the stand-in received and,
// for Bcc, on what it handed on to the recipients.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;
const compose = () => composePopup(page());
const popup = () => compose().popup;
const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2)}`;

/** The demo account's signature as the stand-in seeds it (a line of it). */
const SIGNATURE_LINE = 'Product team, Example Inc.';

async function openCompose() {
  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  await compose().open();
}

async function send(form = popup()) {
  await form.getByRole('button', { name: 'Send' }).click();
  await page()
    .locator('[data-alert-kind]')
    .filter({ hasText: 'Email sent successfully.' })
    .waitFor();
}

async function lastSent() {
  const sent = await lastSentRaw(emulator());
  const parsed = await PostalMime.parse(sent.bytes);
  const headerBlock = sent.bytes.toString('latin1').split('\r\n\r\n')[0] ?? '';
  return { ...sent, parsed, headerBlock: headerBlock.replace(/\r\n[ \t]+/g, ' ') };
}

interface Delivery {
  messageId: string;
  recipients: string[];
  raw: string;
}

async function deliveryOf(messageId: string): Promise<{ recipients: string[]; raw: string }> {
  const response = await standInControl(emulator(), '/outbound');
  const { deliveries } = (await response.json()) as { deliveries: Delivery[] };
  const delivery = deliveries.find((each) => each.messageId === messageId);
  if (!delivery) throw new Error(`nothing was delivered for ${messageId}`);
  return {
    recipients: delivery.recipients,
    raw: Buffer.from(delivery.raw, 'base64url').toString('latin1'),
  };
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

test('Bcc: the To row reveals it; its chips keep names; Gmail gets it in the raw message and the recipients never see it', async () => {
  await openCompose();
  await expect(compose().field('Bcc').count()).resolves.toBe(0);
  await popup().getByRole('button', { name: 'Bcc', exact: true }).click();
  await expect(
    compose()
      .field('Bcc')
      .evaluate((field) => field === document.activeElement),
  ).resolves.toBe(true);
  await compose().field('To').fill('ann@example.org');
  await page().keyboard.press('Enter');
  // A pasted list becomes chips at once, names kept, as in To and Cc.
  await compose().field('Bcc').focus();
  await page().evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '"Quiet, Person" <quiet@example.net>; other@example.net');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(compose().chips('Bcc')).resolves.toEqual(['Quiet, Person', 'other@example.net']);
  const subject = `Hidden copies ${unique()}`;
  await compose().subject.fill(subject);
  await send();

  const sent = await lastSent();
  expect(sent.parsed.subject).toBe(subject);
  expect(sent.headerBlock).toMatch(
    /\r\nBcc: "Quiet, Person" <quiet@example\.net>, <other@example\.net>\r\n/,
  );
  const delivery = await deliveryOf(sent.id);
  expect(delivery.recipients).toEqual([
    'ann@example.org',
    'quiet@example.net',
    'other@example.net',
  ]);
  expect(delivery.raw).toContain(`Subject: ${subject}`);
  expect(delivery.raw).not.toMatch(/^bcc:/im);
  expect(delivery.raw).not.toMatch(/quiet@|other@example\.net/);
});

test('Bcc is kept with the draft, in Gmail Drafts too, and a draft opened again shows the field', async () => {
  await openCompose();
  await popup().getByRole('button', { name: 'Bcc', exact: true }).click();
  await compose().field('To').fill('ann@example.org');
  await page().keyboard.press('Enter');
  await compose().field('Bcc').fill('Quiet One <quiet@example.net>');
  await page().keyboard.press('Enter');
  const subject = `Draft with Bcc ${unique()}`;
  await compose().subject.fill(subject);

  // Gmail's copy of the draft carries the Bcc header.
  const inGmail = await eventually(
    async () => {
      const { drafts = [] } = await gmailApi<gapi.client.gmail.ListDraftsResponse>(
        emulator(),
        '/drafts',
      );
      const full = await Promise.all(
        drafts.map(({ id }) =>
          gmailApi<gapi.client.gmail.Draft>(emulator(), `/drafts/${id}?format=metadata`),
        ),
      );
      return full.map((draft) => draft.message?.payload?.headers ?? []);
    },
    (all) => all.some((headers) => headers.some((h) => h.value === subject)),
  );
  const headers = inGmail.find((all) => all.some((h) => h.value === subject)) ?? [];
  expect(headers.find((h) => h.name === 'Bcc')?.value).toBe('Quiet One <quiet@example.net>');

  // The device's copy after a reload.
  await page().reload();
  await compose().subject.waitFor({ timeout: 15_000 });
  await expect(compose().chips('Bcc')).resolves.toEqual(['Quiet One']);
  await popup().getByRole('button', { name: 'Close' }).click();
  await popup().waitFor({ state: 'detached' });

  // Gmail's copy, opened from the Drafts view.
  await page().getByRole('button', { name: 'Open menu' }).click();
  await page()
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('button', { name: 'Drafts' })
    .click();
  await readySlot(page(), 'mailbox')
    .locator('[data-mail-row]')
    .filter({ hasText: subject })
    .click();
  await compose().subject.waitFor({ timeout: 15_000 });
  await expect(compose().chips('Bcc')).resolves.toEqual([
    expect.stringContaining('quiet@example.net'),
  ]);
});

test('links: Ctrl+K and the Link button insert, edit and remove; javascript: is refused with a message; Remove formatting; the sent HTML keeps the hrefs', async () => {
  await openCompose();
  await compose().field('To').fill('ann@example.org');
  await page().keyboard.press('Enter');
  await compose().subject.fill(`Links ${unique()}`);
  const body = compose().body;
  await body.click();
  await page().keyboard.press('Control+Home');
  await page().keyboard.type('Read the report');
  for (let i = 0; i < 'report'.length; i += 1)
    await pressMovingSelection(page(), 'Shift+ArrowLeft');

  // Ctrl+K on the selection.
  await page().keyboard.press('Control+k');
  const insert = popup().getByRole('dialog', { name: 'Insert link' });
  await insert.getByRole('textbox', { name: 'Link to' }).fill('example.com/report');
  await page().keyboard.press('Enter');
  await insert.waitFor({ state: 'detached' });
  await body.getByRole('link', { name: 'report' }).waitFor();

  // The button, with nothing selected: it asks for the text too.
  await page().keyboard.press('End');
  await page().keyboard.type(' and the ');
  await popup().getByRole('button', { name: 'Link', exact: true }).click();
  await insert.getByRole('textbox', { name: 'Text to display' }).fill('docs');
  await insert.getByRole('textbox', { name: 'Link to' }).fill('https://docs.example.com/');
  await insert.getByRole('button', { name: 'Apply' }).click();
  await body.getByRole('link', { name: 'docs' }).waitFor();

  // javascript: is refused, with a message, and what was typed stays.
  await page().keyboard.type(' now');
  for (let i = 0; i < 'now'.length; i += 1) await pressMovingSelection(page(), 'Shift+ArrowLeft');
  await page().keyboard.press('Control+k');
  const field = insert.getByRole('textbox', { name: 'Link to' });
  await field.fill('javascript:alert(document.cookie)');
  await page().keyboard.press('Enter');
  await expect(insert.getByRole('alert').innerText()).resolves.toBe(
    'Links can only go to http, https or mailto addresses.',
  );
  await expect(field.inputValue()).resolves.toBe('javascript:alert(document.cookie)');
  // Esc closes the dialog only, not the message.
  await page().keyboard.press('Escape');
  await insert.waitFor({ state: 'detached' });
  await expect(popup().isVisible()).resolves.toBe(true);

  // Edit the first link (caret inside it), then remove the second.
  await movingSelection(page(), () => body.getByRole('link', { name: 'report' }).click());
  await page().keyboard.press('Control+k');
  const edit = popup().getByRole('dialog', { name: 'Edit link' });
  await expect(edit.getByRole('textbox', { name: 'Link to' }).inputValue()).resolves.toBe(
    'https://example.com/report',
  );
  await edit.getByRole('textbox', { name: 'Link to' }).fill('https://example.com/report-v2');
  await page().keyboard.press('Enter');
  await edit.waitFor({ state: 'detached' });
  await movingSelection(page(), () => body.getByRole('link', { name: 'docs' }).click());
  await popup().getByRole('button', { name: 'Link', exact: true }).click();
  await edit.getByRole('button', { name: 'Remove link' }).click();
  await expect(body.getByRole('link', { name: 'docs' }).count()).resolves.toBe(0);

  // Remove formatting: bold text back to plain.
  await pressMovingSelection(page(), 'Control+End');
  await page().keyboard.press('Enter');
  await page().keyboard.press('Control+b');
  await page().keyboard.type('Loud');
  await pressMovingSelection(page(), 'Shift+Home');
  await popup().getByRole('button', { name: 'Remove formatting' }).click();
  // (The signature's own bold name stays.)
  await expect(body.locator('strong', { hasText: 'Loud' }).count()).resolves.toBe(0);

  await send();
  const { parsed } = await lastSent();
  expect(parsed.html).toMatch(/<a [^>]*href="https:\/\/example\.com\/report-v2"[^>]*>report<\/a>/);
  expect(parsed.html).not.toMatch(/docs\.example\.com|javascript:|<strong>Loud/);
  expect(parsed.html).toMatch(/<p>Loud<\/p>/);
  expect(parsed.text).toContain('report <https://example.com/report-v2>');
});

test('the Gmail signature: once in a new message (after "-- "), once above the quote in a reply and a forward, not again in a restored draft', async () => {
  await openCompose();
  await compose().body.waitFor();
  await expect(compose().body.innerText()).resolves.toContain(SIGNATURE_LINE);
  await compose().field('To').fill('ann@example.org');
  await page().keyboard.press('Enter');
  await compose().subject.fill(`Signed ${unique()}`);
  await compose().body.click();
  await page().keyboard.press('Control+Home');
  await page().keyboard.type('Hello from the top');
  // A reload restores the draft as it was: still one signature.
  await page().waitForTimeout(400);
  await page().reload();
  await compose().subject.waitFor({ timeout: 15_000 });
  await expect(compose().body.innerText()).resolves.toMatch(/^Hello from the top/);
  await expect(
    compose()
      .body.innerText()
      .then((text) => occurrences(text, SIGNATURE_LINE)),
  ).resolves.toBe(1);
  await setUndoDelay(page(), 0);
  await send();
  const signedNew = (await lastSent()).parsed;
  expect(occurrences(signedNew.html ?? '', SIGNATURE_LINE)).toBe(1);
  expect(signedNew.text).toMatch(/Hello from the top[\s\S]*\n-- ?\n[\s\S]*Product team/);

  // One original each, so that neither answer quotes a message that is already signed.
  const deliverOriginal = (id: string) =>
    deliverRaw(
      emulator(),
      [
        'From: Ann Lee <ann@example.org>',
        'To: Demo User <demo@example.com>',
        `Subject: Plans ${id}`,
        `Message-ID: <plans.${id}@example.org>`,
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>Shall we meet on Friday?</p>',
        '',
      ].join('\r\n'),
    );
  const conversation = page().locator('[data-remote-slot="conversation"]');
  for (const [button, region, quoteMark] of [
    ['Reply', 'Reply', 'wrote:'],
    ['Forward', 'Forward', 'Forwarded message'],
  ] as const) {
    const original = await deliverOriginal(unique());
    await openSignedIn(page(), session.product, `/email/${original.threadId}/${original.id}`);
    await setUndoDelay(page(), 0);
    await conversation.locator('article').first().waitFor();
    await conversation.getByRole('button', { name: button, exact: true }).click();
    const editor = readySlot(page(), 'compose').getByRole('region', { name: region });
    await editor.getByRole('textbox', { name: 'Message body' }).waitFor();
    if (button === 'Forward') {
      await editor.getByRole('combobox', { name: 'To' }).fill('bob@example.org');
      await page().keyboard.press('Enter');
    }
    await editor.getByRole('textbox', { name: 'Message body' }).click();
    await page().keyboard.press('Control+Home');
    await page().keyboard.type(`My answer by ${button}`);
    await send(editor);
    const html = (await lastSent()).parsed.html ?? '';
    expect(occurrences(html, SIGNATURE_LINE)).toBe(1);
    expect(html.indexOf(`My answer by ${button}`)).toBeLessThan(html.indexOf(SIGNATURE_LINE));
    expect(html.indexOf(SIGNATURE_LINE)).toBeLessThan(html.indexOf(quoteMark));
    expect(html).toContain('Shall we meet on Friday?');
  }
});
