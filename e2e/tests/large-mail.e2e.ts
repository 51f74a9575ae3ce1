import type { Page } from 'playwright-core';
import { deliver, deliverLargeRaw, gmailApi } from '../support/gmail-api';
import { flatMail, nestedDivsMail, newsletterHtml } from '../support/large-mail';
import { openSignedIn } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Issue 26's mails that froze the page: past the reading limits (checked in a Worker) a message shows
// its text version, or says it is too large and offers the original; the page answers meanwhile and
// Reply stays reachable. A newsletter within the limits still shows as HTML, clipped as in Gmail until
// the reader asks for the entire message. Issue 27: an HTML alternative of whitespace only gives way
// to the plain text.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;

const TOO_LARGE = 'This message is too large to show in full.';
const OPEN_TIMEOUT_MS = 60_000;

const article = (id: string) =>
  page().locator(`[data-remote-slot="conversation"] article[data-message-id="${id}"]`);

async function openMessage(threadId: string, id: string): Promise<void> {
  await openSignedIn(page(), session.product, `/email/${threadId}/${id}`);
  await article(id).waitFor({ timeout: OPEN_TIMEOUT_MS });
}

/** The text of the message's frame once it has loaded. */
async function frameText(id: string): Promise<string> {
  const frame = article(id).locator('iframe.cv-frame');
  await frame.waitFor({ timeout: OPEN_TIMEOUT_MS });
  return frame.evaluate(
    (element: HTMLIFrameElement) =>
      new Promise<string>((resolve) => {
        const read = () => resolve(element.contentDocument?.body?.innerText ?? '');
        if (element.contentDocument?.readyState === 'complete') read();
        else element.addEventListener('load', read, { once: true });
      }),
  );
}

/** The page answers: Reply opens the reply form, whatever the body is doing. */
async function replyAnswers(p: Page): Promise<void> {
  const reply = p
    .locator('[data-remote-slot="conversation"]')
    .getByRole('button', { name: 'Reply', exact: true });
  await reply.click({ timeout: OPEN_TIMEOUT_MS });
  await p.getByRole('textbox', { name: 'Message body' }).waitFor({ timeout: OPEN_TIMEOUT_MS });
}

test('100,000 nested divs: a too-large note with Download original, and Reply answers', async () => {
  const { id, threadId } = await deliverLargeRaw(emulator(), nestedDivsMail('Deep nesting'));
  await openMessage(threadId, id);
  const note = article(id).getByRole('note');
  await note.getByText(TOO_LARGE).waitFor({ timeout: OPEN_TIMEOUT_MS });
  expect(await article(id).locator('iframe.cv-frame').count()).toBe(0);

  const download = page().waitForEvent('download');
  await note.getByRole('button', { name: 'Download original' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Deep nesting.eml');

  await replyAnswers(page());
});

test('a flat 10 MB body shows its text version, and Reply answers', async () => {
  const raw = flatMail('Flat body', 'The short text version of the flat body.');
  const { id, threadId } = await deliverLargeRaw(emulator(), raw);
  await openMessage(threadId, id);
  await article(id).getByRole('note').getByText(TOO_LARGE).waitFor({ timeout: OPEN_TIMEOUT_MS });
  expect(await frameText(id)).toContain('The short text version of the flat body.');
  await replyAnswers(page());
});

test('a newsletter within the limits shows clipped, then entire on demand, and Reply answers', async () => {
  const html = newsletterHtml(200 * 1024);
  const { id, threadId } = await deliverLargeRaw(
    emulator(),
    [
      'From: News <news@example.com>',
      'To: demo@example.com',
      'Subject: Weekly news',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      html,
    ].join('\r\n'),
  );
  await openMessage(threadId, id);
  const clipped = await frameText(id);
  expect(clipped).toContain('Story 1: what happened this week');
  expect(clipped).not.toContain('The newsletter ends here.');
  expect(await article(id).getByText(TOO_LARGE).count()).toBe(0);

  const note = article(id).getByRole('note').filter({ hasText: '[Message clipped]' });
  const frameLoaded = article(id)
    .locator('iframe.cv-frame')
    .evaluate(
      (frame: HTMLIFrameElement) =>
        new Promise<void>((resolve) =>
          frame.addEventListener('load', () => resolve(), { once: true }),
        ),
    );
  await note.getByRole('button', { name: 'View entire message' }).click();
  await frameLoaded;
  expect(await frameText(id)).toContain('The newsletter ends here.');
  expect(await note.count()).toBe(0);
  await replyAnswers(page());
});

test('an HTML alternative of whitespace only gives way to the plain text', async () => {
  const boundary = 'blank-html';
  const threadId = await deliver(
    emulator(),
    [
      'From: Blank <blank@example.com>',
      'To: demo@example.com',
      'Subject: Blank HTML',
      'MIME-Version: 1.0',
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Only the plain part has words.',
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      '',
      '<html><body>&nbsp;\r\n  <div> </div></body></html>',
      `--${boundary}--`,
      '',
    ],
    ['INBOX', 'UNREAD'],
  );
  const { messages } = await gmailApi<{ messages: { id: string }[] }>(
    emulator(),
    `/threads/${threadId}?format=minimal`,
  );
  const message = messages[0];
  await openMessage(threadId, message!.id);
  expect(await frameText(message!.id)).toContain('Only the plain part has words.');
});
