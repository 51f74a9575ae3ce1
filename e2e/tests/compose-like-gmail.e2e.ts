import PostalMime, { type Email } from 'postal-mime';
import { composePopup, setUndoDelay } from '../support/compose-popup';
import { deliverRaw, lastSentRaw } from '../support/gmail-api';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Issue 25: compose and replies as Gmail does them, checked on what the stand-in received: where a
// reply goes (Reply-To), names on recipients, the References chain, the plain-text alternative,
// inline image names, a forward's inline images, and crafted originals that must not block an answer.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;
const conversation = () => page().locator('[data-remote-slot="conversation"]');
const replyEditor = (name: string) => readySlot(page(), 'compose').getByRole('region', { name });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2)}`;

interface SentMessage {
  parsed: Email;
  /** Header name (lower case) → unfolded values, as written in the raw message. */
  headers: Map<string, string[]>;
  threadId: string;
}

/** The newest message in Sent, raw, read by postal-mime and by its own header lines. */
async function lastSent(): Promise<SentMessage> {
  const { bytes, message } = await lastSentRaw(emulator());
  const parsed = await PostalMime.parse(bytes, { attachmentEncoding: 'arraybuffer' });
  const block = bytes.toString('latin1').split('\r\n\r\n')[0] ?? '';
  const headers = new Map<string, string[]>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { parsed, headers, threadId: message.threadId ?? '' };
}

const header = (sent: SentMessage, name: string) => sent.headers.get(name.toLowerCase()) ?? [];

async function alertSaying(text: string) {
  await page().locator('[data-alert-kind]').filter({ hasText: text }).waitFor();
}

const chipsOf = (editor: ReturnType<typeof replyEditor>, name: 'To' | 'Cc') =>
  editor
    .getByRole('list', { name: `${name} recipients` })
    .getByRole('listitem')
    .allInnerTexts();

/** Opens a delivered message's conversation and presses one of its answer buttons. */
async function answer(
  delivered: { id: string; threadId: string },
  button: 'Reply' | 'Reply All' | 'Forward',
  region: string,
) {
  await openSignedIn(page(), session.product, `/email/${delivered.threadId}/${delivered.id}`);
  await setUndoDelay(page(), 0);
  await conversation().locator('article').first().waitFor();
  await conversation().getByRole('button', { name: button, exact: true }).click();
  const editor = replyEditor(region);
  await editor.getByRole('textbox', { name: 'Message body' }).waitFor();
  return editor;
}

test('a notification with Reply-To: Reply goes to its Reply-To, Reply All adds To and Cc but not the no-reply From, with names, and References keep the chain', async () => {
  const id = unique();
  const delivered = await deliverRaw(
    emulator(),
    [
      'From: GitHub <notifications@github.example>',
      'Reply-To: octo/app <reply+T0K3N@reply.github.example>',
      'To: octo/app <app@noreply.github.example>',
      'Cc: Demo User <demo@example.com>, Kenji Watanabe <kenji.watanabe@example.com>',
      `Subject: [octo/app] Crash on start (#${id})`,
      `Message-ID: <octo/app/issues/1/c2.${id}@github.example>`,
      `In-Reply-To: <octo/app/issues/1.${id}@github.example>`,
      `References: <octo/app/issues/1.${id}@github.example> <octo/app/issues/1/c1.${id}@github.example>`,
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>A new comment.</p>',
      '',
    ].join('\r\n'),
  );

  const reply = await answer(delivered, 'Reply', 'Reply');
  await expect(chipsOf(reply, 'To')).resolves.toEqual(['octo/app']);
  await reply.getByRole('button', { name: 'Discard draft' }).click();
  await reply.waitFor({ state: 'detached' });

  await conversation().getByRole('button', { name: 'Reply All', exact: true }).click();
  const editor = replyEditor('Reply all');
  await editor.getByRole('textbox', { name: 'Message body' }).waitFor();
  await expect(chipsOf(editor, 'To')).resolves.toEqual(['octo/app', 'octo/app']);
  await expect(chipsOf(editor, 'Cc')).resolves.toEqual(['Kenji Watanabe']);
  await editor.getByRole('textbox', { name: 'Message body' }).click();
  await page().keyboard.press('Control+Home');
  await page().keyboard.type('Fixed in main.');
  await editor.getByRole('button', { name: 'Send' }).click();
  await alertSaying('Email sent successfully.');

  const sent = await lastSent();
  expect(header(sent, 'To')).toEqual([
    'octo/app <reply+T0K3N@reply.github.example>, octo/app <app@noreply.github.example>',
  ]);
  expect(header(sent, 'Cc')).toEqual(['Kenji Watanabe <kenji.watanabe@example.com>']);
  expect(header(sent, 'In-Reply-To')).toEqual([`<octo/app/issues/1/c2.${id}@github.example>`]);
  expect(header(sent, 'References')).toEqual([
    [
      `<octo/app/issues/1.${id}@github.example>`,
      `<octo/app/issues/1/c1.${id}@github.example>`,
      `<octo/app/issues/1/c2.${id}@github.example>`,
    ].join(' '),
  ]);
  expect(sent.threadId).toBe(delivered.threadId);
});

test('typed and pasted named addresses and mixed separators make one chip each and are sent with their names; the plain-text list and the image’s file name survive', async () => {
  await openSignedIn(page(), session.product);
  await setUndoDelay(page(), 0);
  const compose = composePopup(page());
  await compose.open();

  await compose.field('To').fill('Kenji Watanabe <kenji.watanabe@example.com>');
  await page().keyboard.press('Enter');
  await compose.field('To').pressSequentially('"Lee, Ann" <ann@example.org>; bo@example.org,');
  await compose.field('Cc').focus();
  await page().evaluate((text) => {
    const input = document.activeElement!;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, 'carl@example.org\nDora Diaz <dora@example.org>; erin@example.org');
  await expect(compose.chips('To')).resolves.toEqual([
    'Kenji Watanabe',
    'Lee, Ann',
    'bo@example.org',
  ]);
  await expect(compose.chips('Cc')).resolves.toEqual([
    'carl@example.org',
    'Dora Diaz',
    'erin@example.org',
  ]);
  await expect(compose.popup.locator('[aria-invalid="true"]').count()).resolves.toBe(0);

  await compose.subject.fill('Agenda');
  await compose.body.click();
  await page().keyboard.type('Points:');
  await page().keyboard.press('Enter');
  // The editor's own shortcut for a bulleted list.
  await page().keyboard.type('- first point');
  await page().keyboard.press('Enter');
  await page().keyboard.type('second point');
  await page().keyboard.press('Enter');
  await page().keyboard.press('Enter');
  await page().keyboard.type('Photo:');
  await compose.popup
    .locator('input[type="file"][accept="image/*"]')
    .setInputFiles({ name: 'team photo.png', mimeType: 'image/png', buffer: PNG });
  await compose.body.getByRole('img', { name: 'team photo.png' }).waitFor();
  await compose.popup.getByRole('button', { name: 'Send' }).click();
  await alertSaying('Email sent successfully.');

  const sent = await lastSent();
  expect(header(sent, 'To')).toEqual([
    'Kenji Watanabe <kenji.watanabe@example.com>, "Lee, Ann" <ann@example.org>, <bo@example.org>',
  ]);
  expect(header(sent, 'Cc')).toEqual([
    '<carl@example.org>, Dora Diaz <dora@example.org>, <erin@example.org>',
  ]);
  expect(sent.parsed.to?.map(({ name, address }) => [name, address])).toEqual([
    ['Kenji Watanabe', 'kenji.watanabe@example.com'],
    ['Lee, Ann', 'ann@example.org'],
    ['', 'bo@example.org'],
  ]);
  expect(sent.parsed.text).toContain('Points:\n\n- first point\n- second point');
  const inline = sent.parsed.attachments.find((attachment) => attachment.related);
  expect(inline?.filename).toBe('team photo.png');
  expect(Buffer.from(inline?.content as ArrayBuffer)).toEqual(PNG);
});

test('forwarding an HTML mail keeps its inline images as inline parts with their names', async () => {
  const logo = Buffer.concat([PNG, Buffer.from('logo')]);
  const delivered = await deliverRaw(
    emulator(),
    [
      'From: Frontend Weekly <issues@frontendweekly.example>',
      'To: demo@example.com',
      `Subject: Frontend Weekly ${unique()}`,
      `Message-ID: <issue.${unique()}@frontendweekly.example>`,
      'Content-Type: multipart/related; boundary="r"',
      '',
      '--r',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<div><p><img src="cid:logo@frontendweekly.example" alt="Frontend Weekly"></p><h1>This week</h1></div>',
      '--r',
      'Content-Type: image/png; name="logo.png"',
      'Content-Disposition: inline; filename="logo.png"',
      'Content-ID: <logo@frontendweekly.example>',
      'Content-Transfer-Encoding: base64',
      '',
      logo.toString('base64'),
      '--r--',
      '',
    ].join('\r\n'),
  );

  const editor = await answer(delivered, 'Forward', 'Forward');
  await editor.getByRole('img', { name: 'Frontend Weekly' }).waitFor();
  await editor.getByRole('combobox', { name: 'To' }).fill('erin@example.org');
  await page().keyboard.press('Enter');
  await editor.getByRole('button', { name: 'Send' }).click();
  await alertSaying('Email sent successfully.');

  const { parsed } = await lastSent();
  const inline = parsed.attachments.find((attachment) => attachment.related);
  expect(inline?.filename).toBe('logo.png');
  expect(Buffer.from(inline?.content as ArrayBuffer)).toEqual(logo);
  expect(parsed.html).toContain(`cid:${inline?.contentId?.slice(1, -1)}`);
});

test('a crafted original (malformed cid:, a Message-ID with a space) is answered: the image is left out with a note and the reply is sent', async () => {
  const delivered = await deliverRaw(
    emulator(),
    [
      'From: Mallory <mallory@example.net>',
      'To: demo@example.com',
      `Subject: Crafted ${unique()}`,
      'Message-ID: <crafted id@example.net>',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Look: <img src="cid:%E0%A4%A"></p>',
      '',
    ].join('\r\n'),
  );

  const editor = await answer(delivered, 'Reply', 'Reply');
  await editor.getByRole('button', { name: 'Show trimmed content' }).click();
  await expect(
    editor.getByRole('textbox', { name: 'Message body' }).innerText(),
  ).resolves.toContain('[image not included]');
  await expect(chipsOf(editor, 'To')).resolves.toEqual(['Mallory']);
  await editor.getByRole('button', { name: 'Send' }).click();
  await alertSaying('Email sent successfully.');

  const sent = await lastSent();
  expect(header(sent, 'To')).toEqual(['Mallory <mallory@example.net>']);
  expect(header(sent, 'In-Reply-To')).toEqual([]);
  expect(sent.parsed.subject).toMatch(/^Re: Crafted /);
});
