import type { Page } from 'playwright-core';
import { findAxeViolations, seriousOrCritical } from '../support/axe';
import { deliverRaw, gmailApi } from '../support/gmail-api';
import { isOutOfReach } from '../support/modal';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Issue 15, item 2: the whole way through with the keyboard alone (Tab, Enter, Esc, the arrows, and
// the spec's letter keys where a user would reach for them), and the `?` list of shortcuts. What the
// product did is read back from the stand-in's own Gmail API.

const session = productAndBrowserPerTest();
const page = () => session.browser.page;
const emulator = () => session.product.emulator!;
const at = (path: string) => new URL(path, session.product.shellUrl).toString();

/** A new unread conversation at the top of Important. */
async function deliverMail() {
  const subject = `Walk with the keyboard ${Date.now()}`;
  const delivered = await deliverRaw(
    emulator(),
    [
      'From: Ann Lee <ann@example.org>',
      'To: Demo User <demo@example.com>',
      `Subject: ${subject}`,
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <walk.${Date.now()}@example.org>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Can you read this without a mouse?',
    ].join('\r\n'),
    ['INBOX', 'IMPORTANT', 'UNREAD'],
  );
  return { subject, threadId: delivered.threadId };
}

async function threadOf(threadId: string) {
  return gmailApi<gapi.client.gmail.Thread>(emulator(), `/threads/${threadId}?format=minimal`);
}

async function waitForThread(
  threadId: string,
  check: (thread: gapi.client.gmail.Thread) => boolean,
) {
  // Long enough for the reply's undo delay (5 s by default) on a busy machine.
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (check(await threadOf(threadId))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the thread never matched: ${JSON.stringify(await threadOf(threadId))}`);
}

/** The focused element's accessible name as a user would read it (aria-label, else its text). */
const focusedName = (on: Page = page()) =>
  on.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-labelledby');
    const label = labelled ? document.getElementById(labelled)?.textContent : undefined;
    return (label ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element's name matches `name`, as a keyboard
 * user looks for a control; fails with the names passed on the way when it is not reachable.
 */
async function tabTo(name: string | RegExp, { back = false, on = page(), limit = 60 } = {}) {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const passed: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await on.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const text = await focusedName(on);
    if (matches(text)) return;
    passed.push(text.slice(0, 40));
  }
  throw new Error(
    `${String(name)} not reached by ${back ? 'Shift+Tab' : 'Tab'}: ${passed.join(' | ')}`,
  );
}

const mailbox = () => readySlot(page(), 'mailbox');
const conversation = () => readySlot(page(), 'conversation');
const mainIsOutOfReach = () => isOutOfReach(page().locator('main'));

test('sign in, read a mail, reply, archive, open the month view and log out with the keyboard alone', async () => {
  const { subject, threadId } = await deliverMail();

  // Sign in: the login button, then the stand-in's consent page, each reached with Tab.
  await page().goto(at('/login'));
  await page().locator('button:enabled', { hasText: 'Login with Google' }).waitFor();
  await tabTo('Login with Google');
  const [consent] = await Promise.all([
    session.browser.context.waitForEvent('page'),
    page().keyboard.press('Enter'),
  ]);
  await consent.waitForLoadState();
  await tabTo(/^Allow/, { on: consent });
  await consent.keyboard.press('Enter');
  await page().waitForURL((url) => url.pathname === '/');

  // Read: "Skip to mail", the first row (the new mail), Enter.
  await mailbox().locator('[data-mail-row]').first().waitFor();
  await tabTo('Skip to mail');
  await page().keyboard.press('Enter');
  await page().keyboard.press('Tab');
  await expect(focusedName()).resolves.toContain(subject);
  // The arrows move along the rows.
  await page().keyboard.press('ArrowDown');
  await expect(focusedName()).resolves.not.toContain(subject);
  await page().keyboard.press('ArrowUp');
  await expect(focusedName()).resolves.toContain(subject);
  await page().keyboard.press('Enter');
  await page().waitForURL((url) => url.pathname.startsWith(`/email/${threadId}/`));
  await conversation().getByRole('heading', { level: 1, name: subject }).waitFor();
  await waitForThread(threadId, ({ messages = [] }) =>
    messages.every(({ labelIds = [] }) => !labelIds.includes('UNREAD')),
  );

  // Reply: the Reply button under the message; the editor opens with the cursor in the body.
  await tabTo('Reply');
  await page().keyboard.press('Enter');
  await page().waitForFunction(
    () => document.activeElement instanceof HTMLElement && document.activeElement.isContentEditable,
  );
  await page().keyboard.type('Yes, every word.');
  await tabTo('Send');
  await page().keyboard.press('Enter');
  // Sent once the undo delay is over (until then the thread holds it as a draft).
  await waitForThread(threadId, ({ messages = [] }) =>
    messages.some(({ labelIds = [] }) => labelIds.includes('SENT')),
  );

  // Archive: the header's button, back through the page with Shift+Tab.
  await tabTo('Archive', { back: true });
  await page().keyboard.press('Enter');
  await page().waitForURL((url) => url.pathname === '/');
  await waitForThread(threadId, ({ messages = [] }) =>
    messages.every(({ labelIds = [] }) => !labelIds.includes('INBOX')),
  );

  // The month view: a modal that holds focus, then Esc puts focus back on its button.
  await mailbox().locator('[data-mail-row]').first().waitFor();
  await tabTo('Open month calendar', { back: true });
  await page().keyboard.press('Enter');
  const month = page().getByRole('dialog', { name: /\d{4}/ });
  await month.waitFor();
  for (let press = 0; press < 8; press += 1) {
    await page().keyboard.press('Tab');
    await expect(month.evaluate((dialog) => dialog.contains(document.activeElement))).resolves.toBe(
      true,
    );
  }
  await page().keyboard.press('Escape');
  await month.waitFor({ state: 'detached' });
  await expect(focusedName()).resolves.toBe('Open month calendar');

  // Log out: the account button, then LOGOUT in its menu.
  await tabTo(/^Account: /, { back: true });
  await page().keyboard.press('Enter');
  await tabTo('LOGOUT');
  await page().keyboard.press('Enter');
  await page().waitForURL((url) => url.pathname === '/login');
  await page().getByRole('button', { name: 'Login with Google' }).waitFor();
});

test('? lists the mailbox’s shortcuts on the mailbox and the conversation’s on a conversation; Esc closes it where focus was', async () => {
  const { subject } = await deliverMail();
  await openSignedIn(page(), session.product);
  await mailbox().locator('[data-mail-row]').first().waitFor();
  await tabTo('Skip to mail');
  await page().keyboard.press('Enter');
  await page().keyboard.press('Tab');

  await page().keyboard.press('?');
  const list = page().getByRole('dialog', { name: 'Keyboard shortcuts' });
  await list.waitFor();
  await expect(focusedName()).resolves.toBe('Close keyboard shortcuts');
  await expect(mainIsOutOfReach()).resolves.toBe(true);
  const areas = () => list.getByRole('heading', { level: 3 }).allInnerTexts();
  await expect(areas()).resolves.toEqual(['Mailbox', 'Everywhere']);
  const mailboxArea = list.getByRole('region', { name: 'Mailbox' });
  await mailboxArea.getByText('Search mail').waitFor();
  await mailboxArea.getByText('New message', { exact: true }).waitFor();
  expect(seriousOrCritical(await findAxeViolations(page()))).toEqual([]);
  // Tab stays in the list or leaves the page for the browser's own controls (as a modal <dialog>
  // lets it), never reaching the page behind.
  for (let press = 0; press < 4; press += 1) {
    await page().keyboard.press('Tab');
    await expect(
      list.evaluate((dialog) => {
        const focused = document.activeElement;
        return focused === null || focused === document.body || dialog.contains(focused);
      }),
    ).resolves.toBe(true);
  }
  await page().keyboard.press('Escape');
  await list.waitFor({ state: 'detached' });
  await expect(mainIsOutOfReach()).resolves.toBe(false);
  await expect(focusedName()).resolves.toContain(subject);

  // Not while typing: in the search box ? is a character.
  await page().keyboard.press('/');
  await page().keyboard.press('?');
  await expect(list.count()).resolves.toBe(0);
  await page().keyboard.press('Escape');

  await mailbox().locator('[data-mail-row]').first().focus();
  await page().keyboard.press('Enter');
  await conversation().getByRole('heading', { level: 1, name: subject }).waitFor();
  await page().keyboard.press('?');
  await list.waitFor();
  await expect(areas()).resolves.toEqual(['Conversation', 'Everywhere']);
  const conversationArea = list.getByRole('region', { name: 'Conversation' });
  await conversationArea.getByText('Archive the conversation').waitFor();
  await conversationArea.getByText('Mark as unread').waitFor();
  expect(seriousOrCritical(await findAxeViolations(page()))).toEqual([]);
  await page().keyboard.press('Escape');
  await list.waitFor({ state: 'detached' });
});

test('? with the compose popup open lists the compose keys too', async () => {
  await openSignedIn(page(), session.product);
  await mailbox().locator('[data-mail-row]').first().waitFor();
  await page().keyboard.press('c');
  await page().getByRole('dialog', { name: 'New Message' }).waitFor();
  // From the popup's title bar (not a field): the list opens over it.
  await tabTo('New Message', { back: true });
  await page().keyboard.press('?');
  const list = page().getByRole('dialog', { name: 'Keyboard shortcuts' });
  await list.waitFor();
  await expect(list.getByRole('heading', { level: 3 }).allInnerTexts()).resolves.toEqual([
    'Mailbox',
    'Compose',
    'Everywhere',
  ]);
  await list.getByRole('region', { name: 'Compose' }).getByText('Send').waitFor();
  await page().keyboard.press('Escape');
  await list.waitFor({ state: 'detached' });
  await page().getByRole('dialog', { name: 'New Message' }).waitFor();
});
