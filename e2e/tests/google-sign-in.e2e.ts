import type { Page } from 'playwright-core';
import { readySlot } from '../support/product';
import { googleModeProductAndBrowserPerTest } from '../support/session';

// Google mode as a browser on the internet meets it: the shell runs with a Google client id, and
// Chromium resolves Google's host names to the stand-in and trusts its certificate. Nothing in the
// page is patched: GIS's script, its popup, the APIs are all reached at Google's own addresses.
const session = googleModeProductAndBrowserPerTest();

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';
const CALENDAR = 'https://www.googleapis.com/auth/calendar';
const GMAIL_MODIFY = 'https://www.googleapis.com/auth/gmail.modify';

/** The login screen once Google's script has loaded and the button can be used. */
async function loginButton(page: Page) {
  await page.goto(session.product.shellUrl);
  await page.waitForURL(/\/login$/);
  const button = page.locator('button:enabled', { hasText: 'Login with Google' });
  await button.waitFor();
  return button;
}

/** Clicks the button and answers with the consent page GIS's popup shows. */
async function openConsent(page: Page) {
  const button = await loginButton(page);
  const [popup] = await Promise.all([session.browser.context.waitForEvent('page'), button.click()]);
  await popup.locator('#allow').waitFor();
  return popup;
}

/** Forgets the user's grant to the client, as Google's revoke does, so each test starts unconsented. */
async function revokeStoredToken(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const answer = await page.evaluate(
    (body) =>
      fetch('https://oauth2.googleapis.com/revoke', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      }).then((response) => response.status),
    `token=${token}`,
  );
  expect(answer).toBe(200);
}

test('the login screen stays up with GIS from accounts.google.com under the strict CSP; Allow shows the mailbox from gmail.googleapis.com', async () => {
  const { page, context } = session.browser;
  const emulator = session.product.emulator!;
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  emulator.clearRequestLog();

  await loginButton(page);
  // GIS loaded (the button waits for it) and its Trusted Types policy was allowed: no white page.
  expect(session.browser.cspViolations.product).toEqual([]);
  await expect(
    page.evaluate(
      (src) => [...document.scripts].filter((script) => script.src === src).length,
      GIS_SCRIPT,
    ),
  ).resolves.toBe(1);
  expect(emulator.requestLog().map((entry) => `${entry.method} ${entry.path}`)).toContain(
    'GET /gsi/client',
  );

  const pagesBefore = emulator.consentPages().length;
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('button', { hasText: 'Login with Google' }).click(),
  ]);
  await popup.locator('#allow').waitFor();
  expect(new URL(popup.url()).origin).toBe('https://accounts.google.com');
  const user = await fetch(`${emulator.origin}/oauth2/v3/userinfo`, {
    headers: { Authorization: `Bearer ${emulator.issueToken()}` },
  }).then((answer) => answer.json() as Promise<{ email: string }>);
  await expect(popup.textContent('.email')).resolves.toBe(user.email);
  expect(emulator.consentPages()).toHaveLength(pagesBefore + 1);

  await Promise.all([popup.waitForEvent('close'), popup.locator('#allow').click()]);
  await page.waitForURL((url) => url.pathname === '/');
  await readySlot(page, 'mailbox').waitFor();
  await page.locator('[data-remote-slot="mailbox"] [data-mail-row]').first().waitFor();

  const apiCalls = requested.filter((url) => url.startsWith('https://gmail.googleapis.com/'));
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(requested.filter((url) => url.startsWith(emulator.origin))).toEqual([]);
  await revokeStoredToken(page);
});

test('a user who unticks Calendar on the consent page gets a token without it', async () => {
  const { page } = session.browser;
  const popup = await openConsent(page);
  const calendar = popup.locator(`input[name="granted_scope"][value="${CALENDAR}"]`);
  await calendar.uncheck();
  await Promise.all([popup.waitForEvent('close'), popup.locator('#allow').click()]);

  await page.waitForURL((url) => url.pathname === '/');
  const scopes = (await page.evaluate(() => localStorage.getItem('accessTokenScope')))?.split(' ');
  expect(scopes).toContain(GMAIL_MODIFY);
  expect(scopes).not.toContain(CALENDAR);
  await revokeStoredToken(page);
});
