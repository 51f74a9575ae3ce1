import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import dayjs from 'dayjs';
import { deliverLargeRaw, deliverRaw, gmailApi } from '../support/gmail-api';
import { newsletterMail } from '../support/large-mail';
import { openSignedIn, readySlot } from '../support/product';
import { scriptedPdf } from '../support/scripted-pdf';
import { productAndBrowserPerTest } from '../support/session';

// The conversation remote in the whole product, against the local Google stand-in: reading a thread,
// its attachments, remote content, archive, keys, failures and the reply editor's slot.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;
const conversation = () => page().locator('[data-remote-slot="conversation"]');
const messages = () => conversation().locator('article[data-message-id]');
const header = (index: number) => messages().nth(index).locator('.cv-message__header');

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A loopback server that counts what the browser asks of it: remote content must not reach it. */
let canary: { server: Server; origin: string; hits: string[] };
beforeAll(async () => {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*' });
    response.end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  canary = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
});
afterAll(() => new Promise<void>((resolve) => canary.server.close(() => resolve())));
beforeEach(() => {
  canary.hits.length = 0;
});

/**
 * The Authentication-Results header Gmail puts on delivered mail (RFC 8601), for mail whose sending
 * server `mailFrom`'s domain vouches for (`pass`) or not (`fail`: the From is someone else's).
 */
function gmailVerdict(result: 'pass' | 'fail', mailFrom: string): string {
  const domain = mailFrom.slice(mailFrom.indexOf('@') + 1);
  return result === 'pass'
    ? `Authentication-Results: mx.google.com; dkim=pass header.i=@${domain} header.s=s1; ` +
        `spf=pass smtp.mailfrom=${mailFrom}; dmarc=pass (p=NONE) header.from=${domain}`
    : 'Authentication-Results: mx.google.com; dkim=none; spf=fail smtp.mailfrom=x@attacker.example; ' +
        `dmarc=fail (p=REJECT) header.from=${domain}`;
}

let sequence = 0;
/** A two-message thread: a read plain-text message, then an unread HTML reply with attachments. */
async function deliverThread(subject = `Conversation test ${++sequence}`) {
  const id = `${Date.now()}.${sequence}`;
  const first = await deliverRaw(
    emulator(),
    [
      'From: Ann Lee <ann@example.org>',
      'To: Demo User <demo@example.com>',
      `Subject: ${subject}`,
      `Message-ID: <first.${id}@example.org>`,
      'Date: Mon, 2 Nov 2026 09:00:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'First message text, plain.',
    ].join('\r\n'),
    ['INBOX', 'IMPORTANT'],
  );
  const boundary = 'mixed-boundary';
  const related = 'related-boundary';
  const second = await deliverRaw(
    emulator(),
    [
      gmailVerdict('pass', 'bob@example.org'),
      'From: Bob Stone <bob@example.org>',
      'To: Demo User <demo@example.com>',
      'Cc: Ann Lee <ann@example.org>',
      `Subject: Re: ${subject}`,
      `Message-ID: <second.${id}@example.org>`,
      `In-Reply-To: <first.${id}@example.org>`,
      `References: <first.${id}@example.org>`,
      'Date: Mon, 2 Nov 2026 10:00:00 +0000',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      `Content-Type: multipart/related; boundary="${related}"`,
      '',
      `--${related}`,
      'Content-Type: text/html; charset=utf-8',
      '',
      `<p>Second message html.</p><img alt="logo" src="cid:logo@example.org">` +
        `<img alt="remote" width="40" height="40" src="${canary.origin}/remote.png">`,
      `--${related}`,
      'Content-Type: image/png',
      'Content-ID: <logo@example.org>',
      'Content-Disposition: inline; filename="logo.png"',
      'Content-Transfer-Encoding: base64',
      '',
      PNG.toString('base64'),
      `--${related}--`,
      `--${boundary}`,
      'Content-Type: application/pdf; name="report.pdf"',
      'Content-Disposition: attachment; filename="report.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('%PDF-1.4\n% a tiny pdf\n').toString('base64'),
      `--${boundary}`,
      'Content-Type: application/zip; name="data.zip"',
      'Content-Disposition: attachment; filename="data.zip"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('PK\u0003\u0004 not really a zip').toString('base64'),
      `--${boundary}--`,
      '',
    ].join('\r\n'),
    ['INBOX', 'IMPORTANT', 'UNREAD'],
  );
  expect(second.threadId).toBe(first.threadId);
  return { subject, threadId: first.threadId, firstId: first.id, secondId: second.id };
}

const requests = (pattern: RegExp, method = 'GET') =>
  emulator()
    .requestLog()
    .filter((entry) => entry.method === method && pattern.test(entry.path));

async function openConversation(threadId: string, messageId: string) {
  await openSignedIn(page(), session.product, `/email/${threadId}/${messageId}`);
  await messages().first().waitFor();
}

/** The body text of the n-th message's frame. */
const frameText = (index: number) =>
  messages()
    .nth(index)
    .locator('iframe.cv-frame')
    .evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.body?.innerText ?? '');

test('opening a row shows the thread in order with unread expanded, in one request, marks it read in one, and the row turns read', async () => {
  const thread = await deliverThread();
  await openSignedIn(page(), session.product);
  const row = page().locator(`[data-mail-row][data-thread-id="${thread.threadId}"]`);
  await row.waitFor();
  await expect(row.getAttribute('class')).resolves.toContain('mb-row--unread');
  emulator().clearRequestLog();

  await row.click();
  await messages().nth(1).locator('iframe.cv-frame').waitFor();
  await expect(conversation().getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
    thread.subject,
  );
  await expect(
    messages().evaluateAll((all) => all.map((m) => m.getAttribute('data-message-id'))),
  ).resolves.toEqual([thread.firstId, thread.secondId]);
  await expect(header(0).getAttribute('aria-expanded')).resolves.toBe('false');
  await expect(header(0).innerText()).resolves.toContain('First message text, plain.');
  await expect(header(1).getAttribute('aria-expanded')).resolves.toBe('true');
  await page().waitForFunction(() =>
    document.activeElement?.closest('article')?.getAttribute('data-message-id'),
  );
  await expect(
    page().evaluate(() =>
      document.activeElement?.closest('article')?.getAttribute('data-message-id'),
    ),
  ).resolves.toBe(thread.secondId);
  await page().waitForFunction(
    () =>
      document.querySelectorAll('iframe.cv-frame').length === 1 &&
      (
        document.querySelector('iframe.cv-frame') as HTMLIFrameElement
      ).contentDocument?.body?.innerText.includes('Second message html.'),
  );
  const received = await gmailApi<gapi.client.gmail.Message>(
    emulator(),
    `/messages/${thread.secondId}?format=minimal`,
  );
  await expect(header(1).innerText()).resolves.toContain(
    dayjs(Number(received.internalDate)).format('DD MMM YYYY, hh:mm A'),
  );

  const threadGets = new RegExp(`/threads/${thread.threadId}\\?`);
  await waitUntil(
    () => requests(new RegExp(`/threads/${thread.threadId}/modify`), 'POST').length === 1,
  );
  expect(requests(threadGets)).toHaveLength(1);

  await conversation().getByRole('button', { name: 'Back' }).click();
  await expect(row.getAttribute('class')).resolves.toContain('mb-row--read');
});

/** Polls a condition of the test's own side (the stand-in's log) for up to 5 s. */
async function waitUntil(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 5000) throw new Error('Timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('inline cid images show when expanded; remote images stay blocked until Show images; Always show from the sender is remembered', async () => {
  const thread = await deliverThread();
  await openConversation(thread.threadId, thread.secondId);
  const body = messages().nth(1);
  await body.getByRole('status').waitFor();
  await expect(body.getByRole('status').innerText()).resolves.toContain('1 remote image');
  await page().waitForFunction(() => {
    const frame = document.querySelectorAll<HTMLIFrameElement>('iframe.cv-frame')[0];
    const image = frame?.contentDocument?.querySelector<HTMLImageElement>('img[alt="logo"]');
    return image?.src.startsWith('blob:') && image.complete && image.naturalWidth > 0;
  });
  expect(canary.hits).toEqual([]);

  await body.getByRole('button', { name: 'Show images' }).click();
  await waitUntil(() => canary.hits.includes('/remote.png'));
  await expect(body.getByRole('status').count()).resolves.toBe(0);

  await page().reload();
  await body.getByRole('status').waitFor();
  await body.getByRole('button', { name: /Always show from/ }).click();
  canary.hits.length = 0;
  await page().reload();
  await messages().nth(1).locator('iframe.cv-frame').waitFor();
  await waitUntil(() => canary.hits.includes('/remote.png'));
  await expect(body.getByRole('status').count()).resolves.toBe(0);
});

test('attachments download only when asked: a PDF opens a preview that Esc closes back to its chip, a zip downloads under its name', async () => {
  const thread = await deliverThread();
  emulator().clearRequestLog();
  await openConversation(thread.threadId, thread.secondId);
  const attachmentGets = () => requests(/\/messages\/[^/]+\/attachments\//);
  const chips = messages().nth(1).getByRole('list', { name: 'Attachments' });
  await chips.waitFor();
  await expect(chips.getByRole('button').allInnerTexts()).resolves.toEqual([
    expect.stringMatching(/report\.pdf\s*application\/pdf · 22 bytes/),
    expect.stringMatching(/data\.zip\s*application\/zip · \d+ bytes/),
  ]);
  // The inline logo only.
  await waitUntil(() => attachmentGets().length === 1);

  const pdfChip = chips.getByRole('button', { name: /report\.pdf/ });
  await pdfChip.click();
  const preview = page().getByRole('dialog', { name: 'report.pdf' });
  await preview.waitFor();
  // Not a PDF pdf.js can read: said, beside Download.
  await preview.getByText("Can't preview this file.").waitFor();
  await expect(preview.getByRole('button', { name: 'Download' }).isVisible()).resolves.toBe(true);
  expect(attachmentGets()).toHaveLength(2);
  // Focus starts on Close and Tab keeps it inside the dialog.
  const focusedName = () => page().evaluate(() => document.activeElement?.textContent);
  await page().waitForFunction(() => document.activeElement?.textContent === 'Close');
  await page().keyboard.press('Tab');
  await expect(focusedName()).resolves.toBe('Download');
  await page().keyboard.press('Shift+Tab');
  await expect(focusedName()).resolves.toBe('Close');
  await page().keyboard.press('Escape');
  await preview.waitFor({ state: 'detached' });
  await expect(pdfChip.evaluate((chip) => chip === document.activeElement)).resolves.toBe(true);

  const download = page().waitForEvent('download');
  await chips.getByRole('button', { name: /data\.zip/ }).click();
  await expect((await download).suggestedFilename()).toBe('data.zip');
  expect(attachmentGets()).toHaveLength(3);
});

test('a PDF previews as pages drawn by pdf.js in a worker: its OpenAction JavaScript never runs', async () => {
  const dialogs: string[] = [];
  page().on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { threadId, id } = await deliverRaw(
    emulator(),
    [
      'From: Ann Lee <ann@example.org>',
      'To: Demo User <demo@example.com>',
      `Subject: Figures ${++sequence}`,
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'The figures.',
      '--b',
      'Content-Type: application/pdf; name="figures.pdf"',
      'Content-Disposition: attachment; filename="figures.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      scriptedPdf('Quarterly figures').toString('base64'),
      '--b--',
      '',
    ].join('\r\n'),
  );
  await openConversation(threadId, id);
  const worker = page().waitForEvent('worker');
  await conversation()
    .getByRole('button', { name: /figures\.pdf/ })
    .click();
  const preview = page().getByRole('dialog', { name: 'figures.pdf' });
  const firstPage = preview.getByRole('img', { name: 'Page 1 of 1' });
  await firstPage.waitFor();
  // Parsed in a worker started from a blob: URL (the remote's origin is not the page's).
  expect((await worker).url()).toMatch(/^blob:/);
  await page().waitForFunction(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.cv-preview__page');
    const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    // Drawn: some pixel is neither transparent nor white (the text and the bar).
    return pixels?.some(
      (value, index) => index % 4 !== 3 && value < 128 && (pixels[index | 3] ?? 0) > 0,
    );
  });
  await expect(
    preview.evaluate((dialog) => dialog.querySelectorAll('iframe, embed, object').length),
  ).resolves.toBe(0);
  expect(dialogs).toEqual([]);
});

test('w archives the thread with one request, says so with Undo and returns to a mailbox without it', async () => {
  const thread = await deliverThread();
  await openSignedIn(page(), session.product);
  await page().locator(`[data-mail-row][data-thread-id="${thread.threadId}"]`).click();
  await messages().first().waitFor();
  emulator().clearRequestLog();
  await page().keyboard.press('w');
  const alert = page().getByRole('status').filter({ hasText: 'Conversation archived.' });
  await alert.getByRole('button', { name: 'Undo' }).waitFor();
  await page().waitForURL((url) => url.pathname === '/');
  const modifies = requests(/\/threads\/[^/]+\/modify/, 'POST');
  expect(modifies.map((entry) => entry.path.split('?')[0])).toEqual([
    `/gmail/v1/users/me/threads/${thread.threadId}/modify`,
  ]);
  await page().locator('[data-mail-row]').first().waitFor();
  await expect(
    page().locator(`[data-mail-row][data-thread-id="${thread.threadId}"]`).count(),
  ).resolves.toBe(0);
});

test('keys: ↓ and ↑ move between messages, Enter toggles the focused one, ~ goes back', async () => {
  const thread = await deliverThread();
  await openConversation(thread.threadId, thread.secondId);
  const focusedMessage = () =>
    page().evaluate(() =>
      document.activeElement?.closest('article')?.getAttribute('data-message-id'),
    );
  await page().waitForFunction(() => document.activeElement?.closest('article'));
  await page().keyboard.press('ArrowUp');
  await expect(focusedMessage()).resolves.toBe(thread.firstId);
  await page().keyboard.press('Enter');
  await expect(header(0).getAttribute('aria-expanded')).resolves.toBe('true');
  await expect(frameText(0)).resolves.toContain('First message text, plain.');
  await page().keyboard.press('ArrowDown');
  await expect(focusedMessage()).resolves.toBe(thread.secondId);
  await page().keyboard.press('Enter');
  await expect(header(1).getAttribute('aria-expanded')).resolves.toBe('false');
  await page().keyboard.press('~');
  await page().waitForURL((url) => url.pathname === '/');
});

test('a thread that no longer exists says so with a way back; a failed load offers Retry', async () => {
  await openSignedIn(page(), session.product, '/email/ffffffffffffffff/ffffffffffffffff');
  await conversation().getByText('This conversation no longer exists.').waitFor();
  await conversation().getByRole('button', { name: 'Back to the mailbox' }).click();
  await page().waitForURL((url) => url.pathname === '/');
  // The mailbox's list calls are over before the fault is set, so the fault meets the conversation.
  await page().locator('[data-remote-slot="mailbox"] [data-mail-row]').first().waitFor();
  await page().waitForLoadState('networkidle');

  const thread = await deliverThread();
  emulator().setFaults({
    rateLimitReason: 'forbidden',
    failNext: [{ status: 403, count: 1 }],
    pathFilter: '/threads/',
  });
  // Still signed in: straight to the conversation (openSignedIn would pass through /, whose
  // mailbox starts its list at once).
  await page().goto(
    new URL(`/email/${thread.threadId}/${thread.secondId}`, session.product.shellUrl).toString(),
  );
  await conversation().getByText('The conversation could not be loaded.').waitFor();
  await conversation().getByRole('button', { name: 'Retry' }).click();
  await messages().first().waitFor();
});

test('the frame grows to its content and a wide newsletter scrolls inside it, never widening the page', async () => {
  const { threadId, id } = await deliverRaw(
    emulator(),
    [
      'From: News <news@example.org>',
      'To: demo@example.com',
      'Subject: Wide and tall',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<table width="2400"><tr><td>Wide column</td></tr></table><div style="height:3000px">Tall</div><p>The end.</p>',
    ].join('\r\n'),
  );
  await openConversation(threadId, id);
  const frame = messages().first().locator('iframe.cv-frame');
  await page().waitForFunction(
    () => (document.querySelector('iframe.cv-frame')?.getBoundingClientRect().height ?? 0) > 3000,
  );
  const sizes = await frame.evaluate((element: HTMLIFrameElement) => ({
    pageScrollWidth: document.documentElement.scrollWidth,
    windowWidth: window.innerWidth,
    frameInnerScroll:
      (element.contentDocument?.documentElement.scrollHeight ?? 0) - element.clientHeight,
    frameScrollsSideways:
      (element.contentDocument?.documentElement.scrollWidth ?? 0) > element.clientWidth,
  }));
  expect(sizes.pageScrollWidth).toBeLessThanOrEqual(sizes.windowWidth);
  expect(sizes.frameInnerScroll).toBeLessThanOrEqual(0);
  expect(sizes.frameScrollsSideways).toBe(true);
});

test('a big newsletter’s DOM is released when its conversation closes', async () => {
  // 1.5 MB, 19,000 elements: within the reading limits, so shown as HTML (2 MB is past them).
  const { threadId, id } = await deliverLargeRaw(
    emulator(),
    newsletterMail('Big newsletter', 1536 * 1024),
  );
  await openConversation(threadId, id);
  // The frame shows the first 100,000 characters until the reader asks for the whole mail.
  await conversation()
    .getByRole('button', { name: 'View entire message' })
    .click({ timeout: 60_000 });
  await page().waitForFunction(
    () =>
      (
        document.querySelector('iframe.cv-frame') as HTMLIFrameElement | null
      )?.contentDocument?.body?.innerText.includes('The newsletter ends here.'),
    undefined,
    { timeout: 60_000 },
  );
  // Live DOM nodes of the page and its frames, once garbage has been collected.
  const cdp = await session.browser.context.newCDPSession(page());
  const liveNodes = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Memory.getDOMCounters')).nodes;
  };
  const open = await liveNodes();

  await conversation().getByRole('button', { name: 'Back' }).click();
  await page().locator('[data-mail-row]').first().waitFor();
  await page().waitForFunction(() => !document.querySelector('iframe.cv-frame'));
  // A closed frame's document is torn down after the frame leaves the page: collect until it goes.
  let closed = await liveNodes();
  for (let round = 0; round < 20 && closed >= open / 3; round++) closed = await liveNodes();
  expect(closed).toBeLessThan(open / 3);
}, 180_000);

test('a mail sized in viewport units or to a giant height keeps a capped frame, and Reply stays within reach', async () => {
  const { threadId, id } = await deliverRaw(
    emulator(),
    [
      'From: News <news@example.org>',
      'To: demo@example.com',
      'Subject: Taller than the page',
      'Content-Type: text/html; charset=utf-8',
      '',
      // 150vh once grew the frame to 33.5 million px: each growth made the viewport taller.
      '<div id="by-viewport" style="height:150vh">By the viewport</div>' +
        '<div style="height:50000000px">Giant</div><p>The end.</p>',
    ].join('\r\n'),
  );
  await openConversation(threadId, id);
  const frame = messages().first().locator('iframe.cv-frame');
  await page().waitForFunction(
    () => (document.querySelector('iframe.cv-frame')?.getBoundingClientRect().height ?? 0) > 1000,
  );
  const sizes = await frame.evaluate((element: HTMLIFrameElement) => ({
    frameHeight: element.getBoundingClientRect().height,
    byViewport:
      element.contentDocument?.getElementById('by-viewport')?.getBoundingClientRect().height ?? -1,
    scrollsInside:
      (element.contentDocument?.documentElement.scrollHeight ?? 0) > element.clientHeight &&
      element.contentWindow?.getComputedStyle(element.contentDocument!.documentElement)
        .overflowY === 'auto',
  }));
  expect(sizes.frameHeight).toBeLessThanOrEqual(20_000);
  expect(sizes.byViewport).toBeGreaterThan(0);
  expect(sizes.byViewport).toBeLessThan(100);
  expect(sizes.scrollsInside).toBe(true);
  const reply = conversation().getByRole('button', { name: 'Reply', exact: true });
  await expect(
    reply.evaluate((button) => button.getBoundingClientRect().top + scrollY),
  ).resolves.toBeLessThan(25_000);
});

test('Reply opens the compose remote’s editor inline; with compose down the thread still reads and the slot says why', async () => {
  const thread = await deliverThread();
  await openConversation(thread.threadId, thread.secondId);
  await conversation().getByRole('button', { name: 'Reply All' }).click();
  const editor = readySlot(page(), 'compose').locator('[data-reply-mode="replyAll"]');
  await editor.waitFor();
  await expect(editor.getAttribute('data-thread-id')).resolves.toBe(thread.threadId);
  await editor.getByRole('button', { name: 'Discard draft' }).click();
  await conversation().getByRole('button', { name: 'Forward' }).waitFor();

  const working = session.product.config;
  // A place the deployment lists, where nothing answers.
  session.product.allowRemoteOrigin('http://localhost:9');
  session.product.setRuntimeConfig({
    ...working,
    remotes: { ...working.remotes, compose: { entry: 'http://localhost:9/remoteEntry.js' } },
  });
  try {
    await openConversation(thread.threadId, thread.secondId);
    await conversation().getByRole('button', { name: 'Reply', exact: true }).click();
    await conversation()
      .getByText('The editor is unavailable right now.')
      .waitFor({ timeout: 20_000 });
    await expect(frameText(1)).resolves.toContain('Second message html.');
  } finally {
    session.product.setRuntimeConfig(working);
  }
});

/** A one-message thread from Ann with a remote image at `imagePath`, under `headers` on top. */
async function deliverFromAnn(headers: string[], imagePath: string) {
  const id = `${Date.now()}.${++sequence}`;
  const { id: messageId, threadId } = await deliverRaw(
    emulator(),
    [
      ...headers,
      'From: Ann Lee <ann@example.org>',
      'To: Demo User <demo@example.com>',
      `Subject: Pictures ${id}`,
      `Message-ID: <pictures.${id}@example.org>`,
      'Date: Mon, 2 Nov 2026 11:00:00 +0000',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<p>Pictures.</p><img alt="remote" width="40" height="40" src="${canary.origin}${imagePath}">`,
    ].join('\r\n'),
    ['INBOX'],
  );
  return { messageId, threadId };
}

test('a forged From is not covered by the sender’s Always show: its images show for that message only, and the bar says why', async () => {
  const genuine = await deliverFromAnn([gmailVerdict('pass', 'ann@example.org')], '/genuine.png');
  // Gmail's own verdict on top; a pass the sender wrote below it must not count.
  const forged = await deliverFromAnn(
    [
      gmailVerdict('fail', 'ann@example.org'),
      'Authentication-Results: mx.google.com; dkim=pass header.i=@example.org; dmarc=pass header.from=example.org',
    ],
    '/forged.png',
  );
  await openConversation(genuine.threadId, genuine.messageId);
  await messages()
    .first()
    .getByRole('button', { name: 'Always show from ann@example.org' })
    .click();
  await waitUntil(() => canary.hits.includes('/genuine.png'));

  await openConversation(forged.threadId, forged.messageId);
  const bar = messages().first().getByRole('status');
  await bar.waitFor();
  await expect(bar.innerText()).resolves.toContain(
    'Gmail could not confirm this message is from ann@example.org',
  );
  await expect(bar.getByRole('button', { name: /Always show/ }).count()).resolves.toBe(0);
  expect(canary.hits).not.toContain('/forged.png');
  await bar.getByRole('button', { name: 'Show images' }).click();
  await waitUntil(() => canary.hits.includes('/forged.png'));

  // For that message only: opened again, it asks again.
  canary.hits.length = 0;
  await page().reload();
  await bar.waitFor();
  expect(canary.hits).not.toContain('/forged.png');
});

test('the profile menu lists the senders whose images always show; Remove stops their images showing', async () => {
  const mail = await deliverFromAnn([gmailVerdict('pass', 'ann@example.org')], '/listed.png');
  await openConversation(mail.threadId, mail.messageId);
  await messages()
    .first()
    .getByRole('button', { name: 'Always show from ann@example.org' })
    .click();
  await page().reload();
  await messages().first().locator('iframe.cv-frame').waitFor();
  await waitUntil(() => canary.hits.includes('/listed.png'));
  await expect(messages().first().getByRole('status').count()).resolves.toBe(0);

  await page()
    .getByRole('button', { name: /^Account:/ })
    .click();
  const list = page().getByRole('region', { name: 'Always show images from' });
  await expect(list.getByRole('listitem').allInnerTexts()).resolves.toEqual([
    expect.stringContaining('ann@example.org'),
  ]);
  await list.getByRole('button', { name: 'Remove ann@example.org' }).click();
  await list.getByText('No senders yet.').waitFor();

  canary.hits.length = 0;
  await page().reload();
  await messages().first().getByRole('status').waitFor();
  expect(canary.hits).not.toContain('/listed.png');
  await messages()
    .first()
    .getByRole('button', { name: 'Always show from ann@example.org' })
    .waitFor();
});
