import PostalMime, { decodeWords } from 'postal-mime';
import type { Page } from 'playwright-core';
import { findAxeViolations, seriousOrCritical } from '../support/axe';
import { composePopup, setUndoDelay } from '../support/compose-popup';
import { deliver, gmailApi } from '../support/gmail-api';
import { readySlot, type RunningProduct } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Compose's suggestions by name and address, ranked and kept on the device per account
// (docs/behaviour/compose.md#suggestions). The user here has not shared their contacts, so every
// name comes from mail and from what they sent: nothing asks the People API.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;
const compose = () => composePopup(page());
const suggestionList = () => compose().popup.getByRole('listbox', { name: 'To suggestions' });
const options = () => suggestionList().getByRole('option');

const AUTH = 'https://www.googleapis.com/auth/';
/** Everything but the contacts: mail, calendar and who the user is. */
const SCOPES_WITHOUT_CONTACTS = [
  `${AUTH}gmail.modify`,
  `${AUTH}calendar`,
  `${AUTH}userinfo.email`,
  `${AUTH}userinfo.profile`,
];
const KENJI = 'Kenji Watanabe <kenji.watanabe@example.com>';

/** Signed in as a user who refused the contacts on Google's consent page; lands on the mailbox. */
async function openWithoutContacts(tab: Page, product: RunningProduct): Promise<void> {
  const token = product.emulator!.issueToken({ scopes: SCOPES_WITHOUT_CONTACTS });
  await tab.goto(new URL('/oauth-callback.html', product.shellUrl).toString());
  await tab.evaluate(
    ([accessToken, scope]) => {
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('accessTokenExpiresAt', String(Date.now() + 3_599_000));
      localStorage.setItem('accessTokenScope', scope);
    },
    [token, SCOPES_WITHOUT_CONTACTS.join(' ')] as const,
  );
  await tab.goto(product.shellUrl);
  await readySlot(tab, 'mailbox').waitFor();
  await setUndoDelay(tab, 0);
}

async function demoUserEmail(): Promise<string> {
  const response = await fetch(`${emulator().origin}/oauth2/v3/userinfo`, {
    headers: { Authorization: `Bearer ${emulator().issueToken()}` },
  });
  return ((await response.json()) as { email: string }).email;
}

/** Types `text` into To and waits for the list to show at least `count` suggestions. */
async function typeInTo(text: string, count = 1): Promise<string[]> {
  await compose().field('To').pressSequentially(text);
  await options()
    .nth(count - 1)
    .waitFor();
  return options().allInnerTexts();
}

/** Sends what is in the popup with the keyboard alone, and waits for Gmail's answer. */
async function sendWithKeys(subject: string): Promise<void> {
  await page().keyboard.press('Control+Shift+S');
  await page().keyboard.type(subject);
  await page().keyboard.press('Control+Enter');
  await page()
    .locator('[data-alert-kind]')
    .filter({ hasText: 'Email sent successfully.' })
    .waitFor();
}

/** The To header of the newest message in Sent, read back from the stand-in, names decoded. */
async function lastSentTo(): Promise<string> {
  const list = await gmailApi<gapi.client.gmail.ListMessagesResponse>(
    emulator(),
    '/messages?labelIds=SENT&maxResults=1',
  );
  const id = list.messages?.[0]?.id ?? '';
  const raw = await gmailApi<gapi.client.gmail.Message>(emulator(), `/messages/${id}?format=raw`);
  const parsed = await PostalMime.parse(Buffer.from(raw.raw ?? '', 'base64url'));
  return decodeWords(parsed.headers.find(({ key }) => key === 'to')?.value ?? '');
}

beforeEach(async () => {
  await emulator().reset();
  // Kenji wrote today: his name is in the mail the mailbox loads.
  await deliver(
    emulator(),
    [`From: ${KENJI}`, `To: ${await demoUserEmail()}`, 'Subject: Lunch?', '', 'Thursday works.'],
    ['INBOX', 'IMPORTANT', 'UNREAD'],
  );
});

test('"Kenji W" suggests Kenji Watanabe by name from mail; ↓ and Enter make a named chip, sent as Name <addr>; the list is an announced, accessible combobox', async () => {
  emulator().clearRequestLog();
  await openWithoutContacts(page(), session.product);
  await compose().open();

  await expect(typeInTo('Kenji W')).resolves.toEqual([KENJI]);
  const to = compose().field('To');
  await expect(to.getAttribute('aria-expanded')).resolves.toBe('true');
  await expect(to.getAttribute('aria-controls')).resolves.toBe(
    await suggestionList().getAttribute('id'),
  );
  // Each field has its live region; only To's has anything to say.
  const count = compose()
    .popup.getByRole('status')
    .filter({ hasText: /suggestion/ });
  await expect(count.innerText()).resolves.toBe('1 suggestion');

  await page().keyboard.press('ArrowDown');
  const active = await to.getAttribute('aria-activedescendant');
  await expect(options().first().getAttribute('id')).resolves.toBe(active);
  await expect(options().first().getAttribute('aria-selected')).resolves.toBe('true');
  expect(
    seriousOrCritical(await findAxeViolations(page(), { include: ['.cp-recipients'] })),
  ).toEqual([]);

  await page().keyboard.press('Enter');
  await expect(compose().chips('To')).resolves.toEqual(['Kenji Watanabe']);
  await sendWithKeys('Lunch on Thursday');
  await expect(lastSentTo()).resolves.toBe(KENJI);
  // Names came from mail alone.
  expect(
    emulator()
      .requestLog()
      .filter(({ path }) => path.startsWith('/v1/')),
  ).toEqual([]);
});

test("the user's own address is never suggested, though nearly every message carries it", async () => {
  const own = await demoUserEmail();
  await openWithoutContacts(page(), session.product);
  await compose().open();
  // Once Kenji shows, what the list suggests from has loaded.
  await typeInTo('Kenji W');
  const to = compose().field('To');
  await to.fill('');
  await to.pressSequentially(own.slice(0, own.indexOf('@') + 1));
  await expect(to.inputValue()).resolves.toBe(own.slice(0, own.indexOf('@') + 1));
  await expect(options().allInnerTexts()).resolves.toEqual([]);
});

test('a person written to ranks first after a reload', async () => {
  await openWithoutContacts(page(), session.product);
  await compose().open();
  const before = await typeInTo('e', 5);
  // ↑ wraps to the last suggestion: the one least likely to come first.
  await page().keyboard.press('ArrowUp');
  const last = await suggestionList().getByRole('option', { selected: true }).innerText();
  await page().keyboard.press('Enter');
  await sendWithKeys('Ranked first from now on');
  await expect(lastSentTo()).resolves.toBe(last);

  await page().reload();
  await readySlot(page(), 'mailbox').waitFor();
  await compose().open();
  const after = await typeInTo('e', 5);
  expect(after[0]).toBe(last);
  expect(before[0]).not.toBe(last);
});

test('LOGOUT deletes the suggestions kept on the device', async () => {
  await openWithoutContacts(page(), session.product);
  await compose().open();
  await typeInTo('Kenji W');
  await page().keyboard.press('ArrowDown');
  await page().keyboard.press('Enter');
  await sendWithKeys('Kept for suggestions');

  const keptFor = () =>
    page().evaluate(async () => {
      const names = (await indexedDB.databases()).map(({ name }) => name);
      if (!names.includes('mail-correspondents')) return null;
      return new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('mail-correspondents');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const count = db.transaction('correspondents').objectStore('correspondents').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      });
    });
  await page().waitForFunction(() =>
    indexedDB.databases().then((all) => all.some(({ name }) => name === 'mail-correspondents')),
  );
  expect(await keptFor()).toBeGreaterThan(0);

  await page().keyboard.press('Escape');
  await page()
    .getByRole('button', { name: /^Account:/ })
    .click();
  await page().getByRole('button', { name: 'LOGOUT' }).click();
  await page().waitForURL(/\/login$/);
  await page().waitForFunction(() =>
    indexedDB.databases().then((all) => all.every(({ name }) => name !== 'mail-correspondents')),
  );
  expect(await keptFor()).toBeNull();
});
