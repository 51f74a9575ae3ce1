import type { Locator } from 'playwright-core';
import { deliver } from '../support/gmail-api';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Names disguised with a right-to-left override (U+202E): 'Support<RLO>moc.lapyap' would show as
// "Supportpaypal.com" and 'invoice<RLO>fdp.exe' as "invoiceexe.pdf". What the reader sees (innerText)
// must read as the characters were written, the override shown as a visible marker.

const session = productAndBrowserPerTest();
const page = () => session.browser.page;

const RLO = '\u202e';
const SENDER = `Support${RLO}moc.lapyap`;
const FILE = `invoice${RLO}fdp.exe`;
const SHOWN_SENDER = 'Support[U+202E]moc.lapyap';
const SHOWN_FILE = 'invoice[U+202E]fdp.exe';

const encodedWord = (text: string) => `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

function deliverDisguised(): Promise<string> {
  const boundary = 'disguised-boundary';
  return deliver(
    session.product.emulator!,
    [
      `From: ${encodedWord(SENDER)} <billing@pay.example>`,
      'To: demo@example.com',
      'Subject: Your invoice',
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'The invoice is attached.',
      `--${boundary}`,
      'Content-Type: application/octet-stream',
      `Content-Disposition: attachment; filename*=UTF-8''${encodeURIComponent(FILE)}`,
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('MZ not really a program').toString('base64'),
      `--${boundary}--`,
      '',
    ],
    ['INBOX', 'IMPORTANT', 'UNREAD'],
  );
}

/** innerText of each element the locator finds, with whether an isolating element holds it. */
const shownTexts = (elements: Locator) =>
  elements.evaluateAll((found) =>
    found.map((element) => ({
      text: (element as HTMLElement).innerText,
      isolated: getComputedStyle(element).unicodeBidi === 'isolate',
    })),
  );

test('a disguised sender and file name read as written in the mailbox, the conversation and the download', async () => {
  const threadId = await deliverDisguised();
  await openSignedIn(page(), session.product);

  const row = readySlot(page(), 'mailbox').locator(`[data-mail-row][data-thread-id="${threadId}"]`);
  await row.waitFor();
  const rowText = await row.innerText();
  expect(rowText).toContain(SHOWN_SENDER);
  expect(rowText).toContain(SHOWN_FILE);
  expect(rowText).not.toContain(RLO);
  await expect(shownTexts(row.locator('.mb-row__sender-name, .mb-chip'))).resolves.toEqual([
    { text: SHOWN_SENDER, isolated: true },
    { text: SHOWN_FILE, isolated: true },
  ]);

  await row.click();
  const conversation = readySlot(page(), 'conversation');
  const chip = conversation.getByRole('button', { name: /invoice/ });
  await chip.waitFor();
  await expect(
    shownTexts(conversation.locator('.cv-message__sender, .cv-chip__name')),
  ).resolves.toEqual([
    { text: SHOWN_SENDER, isolated: true },
    { text: SHOWN_FILE, isolated: true },
  ]);
  await expect(conversation.innerText()).resolves.not.toContain(RLO);

  const download = page().waitForEvent('download');
  await chip.click();
  await expect((await download).suggestedFilename()).toBe(SHOWN_FILE);
});
