import type { Page } from 'playwright-core';
import type { BrowserSession } from '../support/browser';
import { composePopup, setUndoDelay } from '../support/compose-popup';
import { eventually } from '../support/eventually';
import { gmailApi } from '../support/gmail-api';
import { readySlot } from '../support/product';
import { googleModeProductAndBrowserPerTest } from '../support/session';

// The product's journeys in Google mode, as a browser on the internet meets Google: the shell has a
// Google client id, Chromium resolves Google's names to the stand-in and trusts its certificate, and
// sign-in goes through the double of GIS's token model at accounts.google.com. Nothing in the page
// is patched. Each test starts with no consent given (the stand-in forgets every grant).
const session = googleModeProductAndBrowserPerTest();
const page = () => session.browser.page;
const emulator = () => session.product.emulator!;

const CALENDAR = 'https://www.googleapis.com/auth/calendar';
const GMAIL_MODIFY = 'https://www.googleapis.com/auth/gmail.modify';
const GOOGLE_APIS = ['https://gmail.googleapis.com/', 'https://www.googleapis.com/'];

beforeEach(() => {
  emulator().forgetGrants();
  emulator().setTokenLifetime(3599);
});

/** Google's window, as the click that opens it lets it open. */
async function popupOpenedBy(browser: BrowserSession, click: () => Promise<void>): Promise<Page> {
  const [popup] = await Promise.all([browser.context.waitForEvent('page'), click()]);
  return popup;
}

/** Resolves once Google's window has closed: also when it closed by itself before anyone listened. */
async function closedByItself(popup: Page): Promise<void> {
  if (!popup.isClosed()) await popup.waitForEvent('close');
}

/** Signs in on the login screen through Google's consent page, leaving `refused` unticked. */
async function signInWithGoogle(
  browser: BrowserSession = session.browser,
  { refused = [] as string[] } = {},
): Promise<void> {
  const { page: tab } = browser;
  await tab.goto(session.product.shellUrl);
  const login = tab.locator('button:enabled', { hasText: 'Login with Google' });
  const popup = await popupOpenedBy(browser, () => login.click());
  for (const scope of refused) {
    await popup.locator(`input[name="granted_scope"][value="${scope}"]`).uncheck();
  }
  await Promise.all([popup.waitForEvent('close'), popup.locator('#allow').click()]);
  await tab.waitForURL((url) => url.pathname === '/');
}

async function firstRows(tab: Page = page()): Promise<void> {
  await readySlot(tab, 'mailbox').locator('[data-mail-row]').first().waitFor();
}

/** The signed-in page's sign-in client has loaded (after the first rows) and renews on a click. */
async function sessionKeeperReady(): Promise<void> {
  await page().locator('[data-session-keeper="ready"]').waitFor({ state: 'attached' });
}

function storedScopes(tab: Page = page()): Promise<string[]> {
  return tab.evaluate(() => (localStorage.getItem('accessTokenScope') ?? '').split(' '));
}

function storedToken(tab: Page = page()): Promise<string | null> {
  return tab.evaluate(() => localStorage.getItem('accessToken'));
}

/** The addresses of every request the browser made, to check which hosts the product called. */
function recordRequests(browser: BrowserSession = session.browser): string[] {
  const urls: string[] = [];
  browser.context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The demo account's e-mail, as userinfo gives it. */
async function demoEmail(): Promise<string> {
  const answer = await fetch(`${emulator().origin}/oauth2/v3/userinfo`, {
    headers: { Authorization: `Bearer ${emulator().issueToken()}` },
  });
  return ((await answer.json()) as { email: string }).email;
}

describe('sign-in failures say why on the login screen, with a way to try again', () => {
  test('Cancel on the consent page (access_denied), then Allow', async () => {
    const { page: tab, context } = session.browser;
    await tab.goto(session.product.shellUrl);
    const login = tab.locator('button:enabled', { hasText: 'Login with Google' });
    const popup = await popupOpenedBy(session.browser, () => login.click());
    await Promise.all([popup.waitForEvent('close'), popup.locator('#cancel').click()]);
    await tab.getByRole('alert').getByText('Google did not give access').waitFor();
    expect(new URL(tab.url()).pathname).toBe('/login');

    const again = await popupOpenedBy(session.browser, () => login.click());
    await expect(tab.locator('.login__error').textContent()).resolves.toBe('');
    await Promise.all([again.waitForEvent('close'), again.locator('#allow').click()]);
    await firstRows();
    expect(context.pages()).toHaveLength(1);
  });

  test('the sign-in window closed before the end (popup_closed)', async () => {
    const { page: tab } = session.browser;
    await tab.goto(session.product.shellUrl);
    const login = tab.locator('button:enabled', { hasText: 'Login with Google' });
    const popup = await popupOpenedBy(session.browser, () => login.click());
    await popup.locator('#allow').waitFor();
    await popup.close();
    await tab.getByRole('alert').getByText('The sign-in window was closed').waitFor();
    await expect(login.isEnabled()).resolves.toBe(true);
  });
});

test("a link opened signed out is where Google's sign-in window leads", async () => {
  const { page: tab } = session.browser;
  await tab.goto(new URL('/?view=starred', session.product.shellUrl).toString());
  await tab.waitForURL((url) => url.pathname === '/login');
  const login = tab.locator('button:enabled', { hasText: 'Login with Google' });
  const popup = await popupOpenedBy(session.browser, () => login.click());
  await Promise.all([popup.waitForEvent('close'), popup.locator('#allow').click()]);
  await tab.waitForURL((url) => url.pathname === '/' && url.search === '?view=starred');
  await readySlot(tab, 'mailbox').getByRole('heading', { name: 'Starred', exact: true }).waitFor();
});

test('read and reply: the conversation opens and the reply goes to Gmail at its own host', async () => {
  const requested = recordRequests();
  await setUndoDelayAfterSignIn();
  const row = readySlot(page(), 'mailbox').locator('[data-mail-row]').first();
  const threadId = await row.getAttribute('data-thread-id');
  await row.click();
  const conversation = readySlot(page(), 'conversation');
  await conversation.locator('article').first().waitFor();
  const before = await threadMessageCount(threadId!);

  await conversation.getByRole('button', { name: 'Reply', exact: true }).click();
  const editor = readySlot(page(), 'compose').getByRole('region', { name: 'Reply' });
  const body = editor.getByRole('textbox', { name: 'Message body' });
  await body.click();
  await page().keyboard.press('Control+Home');
  await page().keyboard.type('Sent from Google mode.');
  await editor.getByRole('button', { name: 'Send' }).click();
  await page().getByText('Email sent successfully.').waitFor();

  await expect(threadMessageCount(threadId!)).resolves.toBe(before + 1);
  const calls = requested.filter((url) => GOOGLE_APIS.some((origin) => url.startsWith(origin)));
  expect(calls.some((url) => url.includes(`/threads/${threadId}`))).toBe(true);
  expect(requested.filter((url) => url.startsWith(emulator().origin))).toEqual([]);
});

async function setUndoDelayAfterSignIn(): Promise<void> {
  await signInWithGoogle();
  await setUndoDelay(page(), 0);
  await firstRows();
}

async function threadMessageCount(threadId: string): Promise<number> {
  const thread = await gmailApi<gapi.client.gmail.Thread>(
    emulator(),
    `/threads/${threadId}?format=minimal`,
  );
  return thread.messages?.length ?? 0;
}

test('compose suggests contacts from people.googleapis.com, and a 3 MB attachment goes through the upload endpoint', async () => {
  const uploads: string[] = [];
  session.browser.context.on('request', (request) => {
    if (request.url().startsWith('https://gmail.googleapis.com/upload/'))
      uploads.push(request.url());
  });
  await setUndoDelayAfterSignIn();
  const compose = composePopup(page());
  await compose.open();
  // Suggestions from the People API at people.googleapis.com, by name.
  const people = page().waitForResponse((response) =>
    response.url().startsWith('https://people.googleapis.com/v1/people:searchContacts'),
  );
  await compose.field('To').pressSequentially('watan');
  expect((await people).status()).toBe(200);
  await compose.popup
    .getByRole('option', { name: 'Kenji Watanabe <kenji.watanabe@example.com>' })
    .waitFor();
  await compose.field('To').fill('ann@example.org');
  await page().keyboard.press('Enter');
  await compose.subject.fill('The 3 MB report');
  await compose.body.click();
  await page().keyboard.type('Attached.');
  const report = Buffer.alloc(3 * 1024 * 1024, 'report ');
  await compose.popup
    .locator('input[type="file"]:not([accept])')
    .setInputFiles({ name: 'report.txt', mimeType: 'text/plain', buffer: report });
  await compose.popup.getByRole('list', { name: 'Attachments' }).getByText('report.txt').waitFor();
  await compose.popup.getByRole('button', { name: 'Send' }).click();
  // The undo delay, then 3 MB encoded and uploaded: slow on a busy machine, not stuck.
  await page().getByText('Email sent successfully.').waitFor({ timeout: 60_000 });

  expect(uploads.some((url) => url.includes('/upload/gmail/v1/users/me/'))).toBe(true);
  const sent = await gmailApi<gapi.client.gmail.ListMessagesResponse>(
    emulator(),
    `/messages?q=${encodeURIComponent('in:sent subject:"The 3 MB report"')}`,
  );
  expect(sent.messages).toHaveLength(1);
}, 120_000);

test('the calendar shows the day from www.googleapis.com', async () => {
  const events = page().waitForResponse((response) =>
    response.url().startsWith('https://www.googleapis.com/calendar/v3/calendars/primary/events'),
  );
  await signInWithGoogle();
  expect((await events).status()).toBe(200);
  const calendar = readySlot(page(), 'calendar');
  await calendar.getByRole('region', { name: 'Day calendar' }).waitFor();
  await calendar
    .getByRole('status')
    .filter({ hasNotText: 'Loading' })
    .waitFor({ state: 'attached' });
  await expect(calendar.getByRole('alert').count()).resolves.toBe(0);
});

test('a user who grants mail but not calendar reads mail, and can grant the calendar later without signing in again', async () => {
  await signInWithGoogle(session.browser, { refused: [CALENDAR] });
  await firstRows();
  const calendar = readySlot(page(), 'calendar');
  const allow = calendar.getByRole('button', { name: 'Allow calendar access' });
  await allow.waitFor();
  await expect(calendar.getByRole('status').textContent()).resolves.toContain(
    'You did not give this app access to Google Calendar',
  );
  expect(await storedScopes()).not.toContain(CALENDAR);

  await sessionKeeperReady();
  const popup = await popupOpenedBy(session.browser, () => allow.click());
  // Google asks for the calendar alone: the mail already granted is not asked again.
  await expect(popup.locator('ul').innerText()).resolves.not.toMatch(/email/i);
  await Promise.all([popup.waitForEvent('close'), popup.locator('#allow').click()]);

  await calendar.getByRole('region', { name: 'Day calendar' }).waitFor();
  const scopes = await storedScopes();
  expect(scopes).toEqual(expect.arrayContaining([CALENDAR, GMAIL_MODIFY]));
  await firstRows();
});

test("a user who refuses mail is told so in the mailbox's place, and granting it shows the rows", async () => {
  await signInWithGoogle(session.browser, { refused: [GMAIL_MODIFY] });
  expect(await storedScopes()).not.toContain(GMAIL_MODIFY);
  const bar = readySlot(page(), 'mailbox')
    .getByRole('alert')
    .filter({ hasText: 'access to your Gmail' });
  await bar.waitFor();
  await expect(page().getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
  await sessionKeeperReady();
  // The calendar, granted, works meanwhile.
  await readySlot(page(), 'calendar').getByRole('region', { name: 'Day calendar' }).waitFor();

  const popup = await popupOpenedBy(session.browser, () =>
    bar.getByRole('button', { name: 'Allow mail access' }).click(),
  );
  await Promise.all([popup.waitForEvent('close'), popup.locator('#allow').click()]);
  await bar.waitFor({ state: 'detached' });
  await firstRows();
  expect(await storedScopes()).toEqual(expect.arrayContaining([CALENDAR, GMAIL_MODIFY]));
});

test('a token that dies while a draft is written: nothing is lost, no consent screen, and "Continue as" carries on', async () => {
  // Long enough for the page and its session keeper to load on a busy machine, short for a test.
  emulator().setTokenLifetime(30);
  const email = await demoEmail();
  await signInWithGoogle();
  await firstRows();
  const consentPagesAfterSignIn = emulator().consentPages().length;
  const firstToken = await storedToken();

  await sessionKeeperReady();
  const compose = composePopup(page());
  await compose.open();
  await compose.subject.fill('Written across a renewal');
  // Typing only (a click in the token's last minutes would renew it at once): the token dies.
  await compose.subject.press('Tab');
  await page().keyboard.type('Before the token died. ');
  const bar = page().getByRole('alert').filter({ hasText: 'confirm it is still you' });
  await bar.waitFor({ timeout: 60_000 });
  await page().keyboard.type('While it was dead.');
  expect(new URL(page().url()).pathname).toBe('/');

  const popup = await popupOpenedBy(session.browser, () =>
    bar.getByRole('button', { name: `Continue as ${email}` }).click(),
  );
  await closedByItself(popup);
  await bar.waitFor({ state: 'detached' });
  expect(emulator().consentPages()).toHaveLength(consentPagesAfterSignIn);
  expect(await storedToken()).not.toBe(firstToken);

  await expect(compose.body.innerText()).resolves.toContain(
    'Before the token died. While it was dead.',
  );
  // The draft reaches Gmail Drafts with every word once the new token is there.
  const draftText = await eventually(
    () => gmailDraftText('Written across a renewal'),
    (text) => text.includes('While it was dead.'),
  );
  expect(draftText).toContain('Before the token died. While it was dead.');
}, 120_000);

/** The text of the Gmail draft with `subject`, as the stand-in keeps it ('' when there is none). */
async function gmailDraftText(subject: string): Promise<string> {
  const query = encodeURIComponent(`subject:"${subject}"`);
  const list = await gmailApi<gapi.client.gmail.ListDraftsResponse>(
    emulator(),
    `/drafts?q=${query}`,
  );
  const id = list.drafts?.[0]?.id;
  if (!id) return '';
  const draft = await gmailApi<gapi.client.gmail.Draft>(emulator(), `/drafts/${id}?format=raw`);
  return Buffer.from(draft.message?.raw ?? '', 'base64url').toString('utf8');
}

test("a click in a token's last minutes renews it silently: Google's window closes by itself", async () => {
  emulator().setTokenLifetime(60);
  await signInWithGoogle();
  await firstRows();
  const consentPages = emulator().consentPages().length;
  const firstToken = await storedToken();
  // A token of 60 s is always in its last minutes; clicks renew once the session keeper is ready.
  await sessionKeeperReady();
  const popup = await popupOpenedBy(session.browser, () =>
    page().getByRole('tab', { name: 'Others' }).click(),
  );
  await closedByItself(popup);
  expect(await eventually(storedToken, (token) => token !== firstToken)).not.toBe(firstToken);
  expect(emulator().consentPages()).toHaveLength(consentPages);
});

test('LOGOUT revokes the token at oauth2.googleapis.com: it no longer works, and the next sign-in asks for consent again', async () => {
  await signInWithGoogle();
  await firstRows();
  const token = await storedToken();
  const revoked = page().waitForResponse(
    (response) => response.url() === 'https://oauth2.googleapis.com/revoke',
  );
  await page()
    .getByRole('button', { name: /^Account:/ })
    .click();
  await page().getByRole('button', { name: 'LOGOUT' }).click();
  await page().waitForURL(/\/login$/);
  expect((await revoked).status()).toBe(200);
  const afterRevoke = await fetch(`${emulator().origin}/gmail/v1/users/me/labels`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(afterRevoke.status).toBe(401);

  const pages = emulator().consentPages().length;
  await signInWithGoogle();
  expect(emulator().consentPages()).toHaveLength(pages + 1);
});
