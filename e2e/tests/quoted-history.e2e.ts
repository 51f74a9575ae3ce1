import PostalMime from 'postal-mime';
import { setUndoDelay } from '../support/compose-popup';
import { deliverRaw, gmailApi, lastSentRaw } from '../support/gmail-api';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Quoted history (issue 25): trimmed behind Gmail's "…" in the conversation and in the reply editor,
// while the sent reply keeps the whole quote. A reply never carries the original's active content
// (issue 26): an inline SVG with a <script> is left out of the quote, with a note, and of the MIME.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;
const conversation = () => page().locator('[data-remote-slot="conversation"]');
const replyEditor = (name: string) => readySlot(page(), 'compose').getByRole('region', { name });
const trimmedToggle = (scope: ReturnType<typeof conversation>) =>
  scope.getByRole('button', { name: 'Show trimmed content' });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const uniqueId = () => `${Date.now()}.${Math.random().toString(36).slice(2)}`;

/** The third message of a thread as Gmail writes it: the answer, then every earlier one nested. */
const NESTED_GMAIL_REPLY =
  '<div dir="ltr">Thursday at noon works.</div><br>' +
  '<div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Tue, Mar 5, 2024 at 10:07 AM Bob wrote:<br></div>' +
  '<blockquote class="gmail_quote" style="margin:0 0 0 .8ex;border-left:1px #ccc solid;padding-left:1ex">' +
  '<div dir="ltr">How about Thursday?</div><br>' +
  '<div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, Mar 4, 2024 at 9:00 AM Ann wrote:<br></div>' +
  '<blockquote class="gmail_quote"><div dir="ltr">Shall we meet this week?</div></blockquote></div>' +
  '</blockquote></div>';

/** Thunderbird's plain-text answer: the trailing `>` lines under "On … wrote:". */
const PLAIN_THUNDERBIRD_REPLY = [
  'See you there.',
  '',
  'On 05/03/2024 11:30, Ann wrote:',
  '> Thursday at noon works.',
  '>',
  '> On Tue, Mar 5, 2024 at 10:07 AM Bob wrote:',
  '>> How about Thursday?',
].join('\r\n');

function deliverMessage(subject: string, contentType: string, body: string, references = '') {
  return deliverRaw(
    emulator(),
    [
      'From: Ann Lee <ann@example.org>',
      'To: Demo User <demo@example.com>',
      `Subject: ${subject}`,
      `Message-ID: <${uniqueId()}@example.org>`,
      ...(references ? [`In-Reply-To: ${references}`, `References: ${references}`] : []),
      'MIME-Version: 1.0',
      `Content-Type: ${contentType}; charset=utf-8`,
      '',
      body,
      '',
    ].join('\r\n'),
  );
}

/** The frame of the `index`th message (oldest first) and its text as the reader sees it. */
function messageFrame(index: number) {
  const frame = conversation().locator('iframe.cv-frame').nth(index);
  return {
    frame,
    text: () => frame.contentFrame().locator('body').innerText(),
    height: async () => (await frame.boundingBox())?.height ?? 0,
  };
}

test('a long thread’s quoted history is trimmed behind "…", which shows it and hides it again', async () => {
  const subject = `Meeting ${uniqueId()}`;
  const first = await deliverMessage(subject, 'text/html', NESTED_GMAIL_REPLY);
  const messageId = await gmailApi<gapi.client.gmail.Message>(
    emulator(),
    `/messages/${first.id}?format=metadata&metadataHeaders=Message-ID`,
  ).then((message) => message.payload?.headers?.[0]?.value ?? '');
  const second = await deliverMessage(
    `Re: ${subject}`,
    'text/plain',
    PLAIN_THUNDERBIRD_REPLY,
    messageId,
  );
  expect(second.threadId).toBe(first.threadId);
  await openSignedIn(page(), session.product, `/email/${first.threadId}/${second.id}`);
  const articles = conversation().locator('article');
  await articles.nth(1).waitFor();

  const html = messageFrame(0);
  await expect(
    html.frame.contentFrame().getByText('Thursday at noon works.').count(),
  ).resolves.toBe(1);
  await expect(html.text()).resolves.not.toMatch(/How about Thursday|Shall we meet/);
  const toggle = trimmedToggle(articles.nth(0));
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  const trimmedHeight = await html.height();

  await toggle.click();
  await html.frame.contentFrame().getByText('Shall we meet this week?').waitFor();
  await expect(html.text()).resolves.toMatch(/On Tue.*Bob wrote:[\s\S]*How about Thursday\?/);
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  // The frame grows to the whole body.
  await page().waitForFunction(
    ([element, before]) => (element as HTMLIFrameElement).getBoundingClientRect().height > before,
    [await html.frame.elementHandle(), trimmedHeight] as const,
  );

  await toggle.click();
  await html.frame
    .contentFrame()
    .getByText('Shall we meet this week?')
    .waitFor({ state: 'detached' });
  await expect(html.text()).resolves.toContain('Thursday at noon works.');

  const plain = messageFrame(1);
  await expect(plain.text()).resolves.toMatch(/^See you there\.\s*$/);
  await trimmedToggle(articles.nth(1)).click();
  await expect(plain.text()).resolves.toMatch(
    /See you there\.[\s\S]*On 05\/03\/2024 11:30, Ann wrote:[\s\S]*>> How about Thursday\?/,
  );
});

/** The newest message in Sent, raw and parsed by an independent parser (postal-mime). */
async function lastSent() {
  const { bytes } = await lastSentRaw(emulator());
  return { raw: bytes.toString('latin1'), parsed: await PostalMime.parse(bytes) };
}

async function sendReply(editor: ReturnType<typeof replyEditor>) {
  await editor.getByRole('button', { name: 'Send' }).click();
  await page()
    .locator('[data-alert-kind]')
    .filter({ hasText: 'Email sent successfully.' })
    .waitFor();
}

test('the reply editor shows the quote trimmed until opened, and the reply carries it whole', async () => {
  const original = await deliverMessage(`Lunch ${uniqueId()}`, 'text/html', NESTED_GMAIL_REPLY);
  await openSignedIn(page(), session.product, `/email/${original.threadId}/${original.id}`);
  await setUndoDelay(page(), 0);
  await conversation().getByRole('button', { name: 'Reply', exact: true }).click();
  const editor = replyEditor('Reply');
  const body = editor.getByRole('textbox', { name: 'Message body' });
  await body.waitFor();
  await expect(body.innerText()).resolves.not.toMatch(/wrote:|Thursday/);

  const toggle = editor.getByRole('button', { name: 'Show trimmed content' });
  await toggle.click();
  await expect(body.innerText()).resolves.toMatch(
    /Ann Lee wrote:[\s\S]*Thursday at noon works\.[\s\S]*How about Thursday\?[\s\S]*Shall we meet this week\?/,
  );
  await expect(toggle.count()).resolves.toBe(0);

  await page().keyboard.press('Control+Home');
  await page().keyboard.type('Noon it is.');
  await sendReply(editor);
  const { parsed } = await lastSent();
  expect(parsed.html).toMatch(
    /Noon it is\.[\s\S]*Ann Lee wrote:[\s\S]*Thursday at noon works\.[\s\S]*How about Thursday\?[\s\S]*Shall we meet this week\?/,
  );
});

const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">',
  '<script>top.__svgRan = true</script>',
  '<rect width="40" height="30" fill="red"/></svg>',
].join('');

/** A mail with an inline SVG holding <script>, beside an inline PNG. */
function svgMail(subject: string): string {
  return [
    'From: Mallory <mallory@example.net>',
    'To: Demo User <demo@example.com>, Carl <carl@example.org>',
    `Subject: ${subject}`,
    `Message-ID: <${uniqueId()}@example.net>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/related; boundary="related"',
    '',
    '--related',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Look at these:</p><img alt="drawing" src="cid:drawing@x"><img alt="photo" src="cid:photo@x">',
    '--related',
    'Content-Type: image/svg+xml; name="drawing.svg"',
    'Content-Transfer-Encoding: base64',
    'Content-ID: <drawing@x>',
    'Content-Disposition: inline; filename="drawing.svg"',
    '',
    Buffer.from(SVG).toString('base64'),
    '--related',
    'Content-Type: image/png; name="photo.png"',
    'Content-Transfer-Encoding: base64',
    'Content-ID: <photo@x>',
    'Content-Disposition: inline; filename="photo.png"',
    '',
    PNG.toString('base64'),
    '--related--',
    '',
  ].join('\r\n');
}

test('Reply All to a mail with an inline SVG leaves the SVG out, says so, and sends no script', async () => {
  const original = await deliverRaw(emulator(), svgMail(`Drawings ${uniqueId()}`));
  await openSignedIn(page(), session.product, `/email/${original.threadId}/${original.id}`);
  await setUndoDelay(page(), 0);
  await conversation().getByRole('button', { name: 'Reply All' }).click();
  const editor = replyEditor('Reply all');
  await editor.getByRole('textbox', { name: 'Message body' }).waitFor();
  await expect(editor.getByRole('note').innerText()).resolves.toBe(
    '1 image from the original was left out',
  );

  await sendReply(editor);
  const { raw, parsed } = await lastSent();
  expect(parsed.to?.map((address) => address.address)).toEqual([
    'mallory@example.net',
    'carl@example.org',
  ]);
  // The quote went along, trimmed or not, with the raster image only.
  expect(parsed.html).toContain('Look at these:');
  expect(parsed.html).toContain('[drawing]');
  expect(parsed.attachments.map((part) => part.mimeType)).toEqual(['image/png']);
  expect(raw).not.toMatch(/image\/svg\+xml/i);
  expect(raw).not.toMatch(/<script/i);
  expect(parsed.html).not.toMatch(/<script|<svg/i);
});
