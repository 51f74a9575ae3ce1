import type { Page } from 'playwright-core';
import { composePopup, setUndoDelay } from '../support/compose-popup';
import { deliver, sentWithSubject } from '../support/gmail-api';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Offline reading (issue 14, item 6): what the reader saw stays readable offline, a reload while
// offline still shows the app and that mail, and LOGOUT leaves none of it. What is sent offline goes
// once the connection is back, whatever reloads came between, and the browser's word on being
// offline is only a hint (issue 27, items 2 and 5).

// Offline reading is the service worker's job: let it run.
const session = productAndBrowserPerTest({ serviceWorkers: 'allow' });

const page = () => session.browser.page;
const mailbox = () => page().locator('[data-remote-slot="mailbox"]');
const rows = () => mailbox().locator('[data-mail-row]');
const row = (threadId: string) =>
  mailbox().locator(`[data-mail-row][data-thread-id="${threadId}"]`);
const conversationHeading = () =>
  readySlot(page(), 'conversation').getByRole('heading', { level: 1 });
const offlineNotice = () => page().getByText('Offline: showing saved mail');

const shownThreadIds = () =>
  rows().evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-thread-id')),
  );

/** The saved conversations' ids, read straight from the database (none when it does not exist). */
function savedThreadIds(target: Page): Promise<string[]> {
  return target.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some(({ name }) => name === 'mail-saved-mail')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open('mail-saved-mail');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        const reading = db.transaction('threads').objectStore('threads').getAll();
        reading.onsuccess = () => {
          db.close();
          resolve((reading.result as { threadId: string }[]).map(({ threadId }) => threadId));
        };
      };
    });
  });
}

/** Whether the service worker has kept this file. */
function fileKept(target: Page, url: string): Promise<boolean> {
  return target.evaluate(async (file) => Boolean(await caches.match(file)), url);
}

test('the rows and a conversation seen online are shown after a reload offline, fresh rows once online, nothing after LOGOUT', async () => {
  const { context } = session.browser;
  const { product } = session;
  await openSignedIn(page(), product);
  await rows().first().waitFor();
  const ids = await shownThreadIds();
  expect(ids.length).toBeGreaterThan(0);

  const threadId = ids[0]!;
  await row(threadId).click();
  // The heading says "Conversation" until the thread has loaded.
  await page().locator('[data-remote-slot="conversation"]').getByRole('article').first().waitFor();
  const subject = await conversationHeading().innerText();
  expect(subject).not.toBe('');
  // Saved in the background: the conversation, the app's files (the conversation's entry too).
  await page().waitForFunction(() => navigator.serviceWorker.controller !== null);
  for (let attempt = 0; ; attempt += 1) {
    const kept = await Promise.all([
      fileKept(page(), product.config.remotes.mailbox.entry),
      fileKept(page(), product.config.remotes.conversation.entry),
      // The page carries the run-time config inline: kept whole, it has what an offline start needs.
      fileKept(page(), product.shellUrl),
      savedThreadIds(page()).then((saved) => saved.includes(threadId)),
    ]);
    if (kept.every(Boolean)) break;
    if (attempt > 100) throw new Error(`Not kept for offline: ${JSON.stringify(kept)}`);
    await page().waitForTimeout(100);
  }
  await page().goBack();
  await rows().first().waitFor();

  await context.setOffline(true);
  await page().reload();
  await offlineNotice().waitFor();
  await row(threadId).waitFor();
  await expect(shownThreadIds()).resolves.toEqual(ids);
  await row(threadId).click();
  // The heading says "Conversation" until the saved thread is read.
  await readySlot(page(), 'conversation')
    .getByRole('heading', { level: 1, name: subject })
    .waitFor();
  await page().goBack();
  await row(threadId).waitFor();

  // Mail arrives while offline; back online, the list shows it without a reload.
  const fresh = await deliver(
    product.emulator!,
    [
      'From: Offline Test <offline-test@example.com>',
      'To: demo@example.com',
      'Subject: Arrived while offline',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hello.',
    ],
    ['INBOX', 'IMPORTANT', 'UNREAD'],
  );
  await context.setOffline(false);
  await row(fresh).waitFor({ timeout: 10_000 });
  await offlineNotice().waitFor({ state: 'hidden' });

  // LOGOUT (the profile needs the network: reload online), then nothing of the mail is readable.
  await page().reload();
  await page()
    .getByRole('button', { name: /^Account:/ })
    .click();
  await page().getByRole('button', { name: 'LOGOUT' }).click();
  await page().waitForURL(/\/login$/);
  await page().waitForFunction(async () => (await indexedDB.databases()).length === 0);
  await expect(savedThreadIds(page())).resolves.toEqual([]);
  // Offline with a token again (a copy of it, or the same account back): no saved mail to show.
  await context.setOffline(true);
  await page().evaluate((token) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('accessTokenExpiresAt', String(Date.now() + 3_599_000));
  }, product.emulator!.issueToken());
  await page()
    .goto(product.shellUrl)
    .catch(() => undefined); // nothing kept of the app either: the browser's offline page
  await page().waitForTimeout(2000);
  await expect(rows().count()).resolves.toBe(0);
  await expect(page().locator('body').innerText()).resolves.not.toContain(subject);
});

/** Waits until the service worker keeps every script the page ran from the app's origins. */
async function scriptsKept(target: Page): Promise<void> {
  const { product } = session;
  const origins = [
    product.shellUrl,
    ...Object.values(product.config.remotes).map((r) => r.entry),
  ].map((url) => new URL(url).origin);
  await target.waitForFunction(
    async (appOrigins) => {
      const scripts = performance
        .getEntriesByType('resource')
        .map(({ name }) => name)
        .filter((url) => url.endsWith('.js') && appOrigins.includes(new URL(url).origin));
      const kept = await Promise.all(scripts.map((url) => caches.match(url)));
      return navigator.serviceWorker.controller !== null && kept.every(Boolean);
    },
    origins,
    { polling: 200, timeout: 30_000 },
  );
}

test('a message sent offline goes once the connection is back, even after a reload offline, saying "Waiting to send" meanwhile', async () => {
  const { context } = session.browser;
  const { product } = session;
  const compose = composePopup(page());
  await openSignedIn(page(), product);
  await rows().first().waitFor();
  await setUndoDelay(page(), 0);
  await compose.open();
  await compose.field('To').fill('ann@example.org');
  await page().keyboard.press('Enter');
  await compose.subject.fill('Sent after a reload offline');
  await scriptsKept(page());

  await context.setOffline(true);
  await offlineNotice().waitFor();
  await compose.popup.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Waiting to send').waitFor();
  await page().reload();
  await page().getByText('Waiting to send').waitFor({ timeout: 30_000 });
  await expect(sentWithSubject(product.emulator!, 'Sent after a reload offline')).resolves.toBe(0);

  await context.setOffline(false);
  await page().getByText('Email sent successfully.').waitFor({ timeout: 15_000 });
  await page().getByText('Waiting to send').waitFor({ state: 'detached' });
  await expect(sentWithSubject(product.emulator!, 'Sent after a reload offline')).resolves.toBe(1);
});

test('a browser that says offline while every request works (a loopback-only machine) shows no "Offline" and sends at once', async () => {
  // Chromium's navigator.onLine is false and its 'offline' event fires; the network works.
  await page().addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false });
    addEventListener('load', () => dispatchEvent(new Event('offline')));
  });
  const compose = composePopup(page());
  await openSignedIn(page(), session.product);
  await rows().first().waitFor();
  await expect(page().evaluate(() => navigator.onLine)).resolves.toBe(false);
  await setUndoDelay(page(), 0);
  await compose.open();
  await compose.field('To').fill('ann@example.org');
  await page().keyboard.press('Enter');
  await compose.subject.fill('Sent though the browser says offline');
  await compose.popup.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Email sent successfully.').waitFor();
  await expect(
    sentWithSubject(session.product.emulator!, 'Sent though the browser says offline'),
  ).resolves.toBe(1);
  await expect(offlineNotice().count()).resolves.toBe(0);
});
