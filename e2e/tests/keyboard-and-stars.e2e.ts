import { deliverRaw, gmailApi, revokeToken } from '../support/gmail-api';
import { isOutOfReach } from '../support/modal';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Issue 15: stars and read state (item 5), the keyboard-only walk (item 2) and the session-expired
// notice (item 6), in Chromium against the stand-in. What the product did is read back from the
// stand-in's own Gmail API.

const session = productAndBrowserPerTest();
const page = () => session.browser.page;
const emulator = () => session.product.emulator!;
const mailbox = () => readySlot(page(), 'mailbox');
const pathname = () => new URL(page().url()).pathname;

let sequence = 0;
/** A new two-message conversation at the top of Important, unread. */
async function deliverConversation() {
  const subject = `Stars and keys ${++sequence}`;
  const message = (from: string, subjectLine: string, extra: string[]) =>
    deliverRaw(
      emulator(),
      [
        `From: ${from}`,
        'To: Demo User <demo@example.com>',
        `Subject: ${subjectLine}`,
        `Date: ${new Date().toUTCString()}`,
        ...extra,
        'Content-Type: text/plain; charset=utf-8',
        '',
        `Text of ${subjectLine}`,
      ].join('\r\n'),
      ['INBOX', 'IMPORTANT', 'UNREAD'],
    );
  const id = `${Date.now()}.${sequence}`;
  const first = await message('Ann Lee <ann@example.org>', subject, [
    `Message-ID: <first.${id}@example.org>`,
  ]);
  const second = await message('Bob Stone <bob@example.org>', `Re: ${subject}`, [
    `Message-ID: <second.${id}@example.org>`,
    `In-Reply-To: <first.${id}@example.org>`,
    `References: <first.${id}@example.org>`,
  ]);
  return { threadId: first.threadId, firstId: first.id, newestId: second.id };
}

/** Each message's labels as the stand-in holds them, oldest first. */
async function labelsOf(threadId: string): Promise<string[][]> {
  const thread = await gmailApi<gapi.client.gmail.Thread>(
    emulator(),
    `/threads/${threadId}?format=minimal`,
  );
  return (thread.messages ?? []).map((message) => message.labelIds ?? []);
}

async function waitForLabels(threadId: string, check: (labels: string[][]) => boolean) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (check(await labelsOf(threadId))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`labels never matched: ${JSON.stringify(await labelsOf(threadId))}`);
}

const row = (threadId: string) =>
  mailbox().locator(`[data-mail-row][data-thread-id="${threadId}"]`);
const rowStar = (threadId: string) =>
  mailbox()
    .locator('li', { has: page().locator(`[data-thread-id="${threadId}"]`) })
    .getByRole('button', { name: 'Star' });

/** The next modify request fails without a retry (a 403 that is no rate limit). */
const failNextModify = () =>
  emulator().setFaults({
    rateLimitReason: 'dailyLimitExceeded',
    failNext: [{ status: 403, count: 1 }],
    pathFilter: '/modify',
  });

const focused = () =>
  page().evaluate(() => {
    const element = document.activeElement;
    return {
      text: element?.textContent?.trim() ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      search: element instanceof HTMLInputElement && element.type === 'search',
      row: element?.hasAttribute('data-mail-row') ?? false,
    };
  });

/** An error alert's text (the alert live region holds the banner; the region's own box is empty). */
const errorAlert = (text: string) => page().getByRole('alert').getByText(text);

test('the star in a row stars the conversation without opening it; a failed request puts it back with an alert', async () => {
  const { threadId } = await deliverConversation();
  await openSignedIn(page(), session.product);
  await row(threadId).waitFor();

  await rowStar(threadId).click();
  await expect(rowStar(threadId).getAttribute('aria-pressed')).resolves.toBe('true');
  expect(pathname()).toBe('/');
  // Gmail's way: the newest message carries the star.
  await waitForLabels(threadId, ([first, newest]) =>
    Boolean(!first?.includes('STARRED') && newest?.includes('STARRED')),
  );

  failNextModify();
  await rowStar(threadId).click();
  await errorAlert('Could not unstar the conversation.').waitFor();
  await expect(rowStar(threadId).getAttribute('aria-pressed')).resolves.toBe('true');
  await expect(labelsOf(threadId)).resolves.toEqual([
    expect.not.arrayContaining(['STARRED']),
    expect.arrayContaining(['STARRED']),
  ]);
  expect(pathname()).toBe('/');
});

test('Shift+U in the conversation marks it unread and returns to the list; a failed request turns the row read again', async () => {
  const { threadId, newestId, firstId } = await deliverConversation();
  await openSignedIn(page(), session.product, `/email/${threadId}/${newestId}`);
  const conversation = readySlot(page(), 'conversation');
  await conversation.locator('[data-message-id]').nth(1).waitFor();
  await waitForLabels(threadId, (labels) => labels.every((each) => !each.includes('UNREAD')));

  // A message's star in the conversation: that message only.
  await conversation
    .locator(`[data-message-id="${firstId}"]`)
    .getByRole('button', { name: 'Star' })
    .click();
  await waitForLabels(threadId, ([first, newest]) =>
    Boolean(first?.includes('STARRED') && !newest?.includes('STARRED')),
  );

  await page().keyboard.press('Shift+U');
  await page().waitForURL((url) => url.pathname === '/');
  await row(threadId).and(page().locator('.mb-row--unread')).waitFor();
  await expect(rowStar(threadId).getAttribute('aria-pressed')).resolves.toBe('true');
  await waitForLabels(threadId, ([first, newest]) =>
    Boolean(!first?.includes('UNREAD') && newest?.includes('UNREAD')),
  );

  // Open it again (read), then the button, with the request failing.
  await row(threadId).click();
  await conversation.locator('[data-message-id]').nth(1).waitFor();
  await waitForLabels(threadId, (labels) => labels.every((each) => !each.includes('UNREAD')));
  failNextModify();
  await conversation.getByRole('button', { name: 'Mark as unread' }).click();
  await page().waitForURL((url) => url.pathname === '/');
  await errorAlert('Could not mark the conversation unread.').waitFor();
  await row(threadId).and(page().locator('.mb-row--read')).waitFor();
  await expect(labelsOf(threadId)).resolves.toEqual([
    expect.not.arrayContaining(['UNREAD']),
    expect.not.arrayContaining(['UNREAD']),
  ]);
});

test('a keyboard-only walk: Tab reaches the skip link, the search box and a row, Enter opens it; the drawer holds and returns focus', async () => {
  await openSignedIn(page(), session.product);
  await mailbox().locator('[data-mail-row]').first().waitFor();
  const important = mailbox().getByRole('tab', { name: 'Important' });

  await page().keyboard.press('Tab');
  await expect(focused()).resolves.toMatchObject({ text: 'Skip to mail' });
  const skip = page().getByRole('link', { name: 'Skip to mail' });
  const box = await skip.boundingBox();
  expect(box && box.y >= 0 && box.height > 0).toBe(true);

  // Tab moves focus as browsers do: through the page to the search box, then to a row.
  let searchReached = false;
  for (let press = 0; press < 40 && !(await focused()).row; press += 1) {
    await page().keyboard.press('Tab');
    searchReached ||= (await focused()).search;
  }
  expect(searchReached).toBe(true);
  await expect(focused()).resolves.toMatchObject({ row: true });
  await expect(important.getAttribute('aria-selected')).resolves.toBe('true');
  await page().keyboard.press('Enter');
  await page().waitForURL((url) => url.pathname.startsWith('/email/'));
  await page().keyboard.press('~');
  await page().waitForURL((url) => url.pathname === '/');

  // Skip to mail puts focus on the list; the next Tab is a row.
  await page().reload();
  await mailbox().locator('[data-mail-row]').first().waitFor();
  await page().keyboard.press('Tab');
  await page().keyboard.press('Enter');
  await page().keyboard.press('Tab');
  await expect(focused()).resolves.toMatchObject({ row: true });

  // The drawer: opened from the keyboard, Tab stays inside, Esc closes it onto the menu button.
  const menuButton = page().getByRole('button', { name: 'Open menu' });
  await menuButton.focus();
  await page().keyboard.press('Enter');
  // The drawer's code loads on this first open; focus moves in when it shows.
  const drawer = page().getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor();
  await expect(focused()).resolves.toMatchObject({ label: 'Close menu' });
  await expect(isOutOfReach(page().locator('main'))).resolves.toBe(true);
  for (let press = 0; press < 6; press += 1) {
    await page().keyboard.press('Tab');
    await expect(
      drawer.evaluate((element) => element.contains(document.activeElement)),
    ).resolves.toBe(true);
  }
  await page().keyboard.press('Escape');
  await expect(focused()).resolves.toMatchObject({ label: 'Open menu' });
  await expect(important.getAttribute('aria-selected')).resolves.toBe('true');
});

test('after a 401 the login screen says the session expired; after LOGOUT it says nothing', async () => {
  const token = emulator().issueToken();
  await openSignedIn(page(), session.product, '/', token);
  await mailbox().waitFor();
  // Google answers 401 from now on; the next call (the tab's list, unless another came first) meets it.
  await revokeToken(emulator(), token);
  await mailbox()
    .getByRole('tab', { name: 'Others' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await page().waitForURL((url) => url.pathname === '/login');
  await page()
    .getByRole('status')
    .filter({ hasText: 'Your session expired. Sign in again.' })
    .waitFor();

  await openSignedIn(page(), session.product);
  await mailbox().waitFor();
  await page()
    .getByRole('button', { name: /^Account:/ })
    .click();
  await page().getByRole('button', { name: 'LOGOUT' }).click();
  await page().waitForURL((url) => url.pathname === '/login');
  await page().getByRole('button', { name: 'Login with Google' }).waitFor();
  await expect(page().getByText('Your session expired.').count()).resolves.toBe(0);
});
