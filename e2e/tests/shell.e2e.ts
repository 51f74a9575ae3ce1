import type { Page, Route } from 'playwright-core';
import type { AlertKind } from '@mail/event-bus';
import { publishInPage } from '../support/bus';
import { composePopup } from '../support/compose-popup';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';
import { standInControl } from '../support/stand-in-control';

const session = productAndBrowserPerTest();

const at = (path: string) => new URL(path, session.product.shellUrl).toString();
const pathname = () => new URL(session.browser.page.url()).pathname;
const mailboxReady = () => readySlot(session.browser.page, 'mailbox').waitFor();

async function demoUser(): Promise<{ name: string; email: string }> {
  const response = await fetch(`${session.product.emulator!.origin}/oauth2/v3/userinfo`, {
    headers: { Authorization: `Bearer ${session.product.emulator!.issueToken()}` },
  });
  return (await response.json()) as { name: string; email: string };
}

test('signs in through the stand-in’s consent page and lands on the mailbox; reload keeps it', async () => {
  const { page, context } = session.browser;
  await page.goto(at('/'));
  await page.waitForURL(/\/login$/);
  // The sign-in client is set up about 500 ms after the screen appears; the button waits for it.
  const button = page.locator('button:enabled', { hasText: 'Login with Google' });
  await button.waitFor();

  const [consent] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await consent.waitForLoadState();
  await expect(consent.textContent('body')).resolves.toContain((await demoUser()).email);
  await consent.locator('#allow').click();

  await page.waitForURL((url) => url.pathname === '/');
  await mailboxReady();
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeTruthy();

  await page.reload();
  await mailboxReady();
  expect(pathname()).toBe('/');
});

test('with the popup blocked, sign-in goes through the whole page and comes back signed in, on the link it was opened at', async () => {
  const { page } = session.browser;
  // A blocker answers window.open with null: the page itself goes to the consent screen.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(at('/?view=sent'));
  await page.waitForURL((url) => url.pathname === '/login');
  await page.locator('button:enabled', { hasText: 'Login with Google' }).click();
  await page.waitForURL((url) => url.pathname === '/o/oauth2/v2/auth');
  await page.locator('#allow').click();

  // Back on the app, which reads the answer (its code loads only for this) and drops the fragment.
  await page.waitForURL((url) => url.pathname === '/' && url.search === '?view=sent' && !url.hash);
  await mailboxReady();
  await page.getByRole('heading', { name: 'Sent Emails' }).waitFor();
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeTruthy();
});

test('a sign-in that returns no token logs Login error and stays on the login screen', async () => {
  const { page, context } = session.browser;
  const loginError = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('Login error'),
  });
  await page.goto(at('/login'));
  const button = page.locator('button:enabled', { hasText: 'Login with Google' });
  await button.waitFor();

  const [consent] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await consent.waitForLoadState();
  await consent.locator('#cancel').click();

  await loginError;
  expect(pathname()).toBe('/login');
  await button.waitFor();
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
});

test('unknown paths redirect to /login when signed out and to / when signed in', async () => {
  await session.browser.page.goto(at('/no/such/page'));
  await session.browser.page.waitForURL(/\/login$/);

  await openSignedIn(session.browser.page, session.product, '/no/such/page');
  await session.browser.page.waitForURL((url) => url.pathname === '/');
  await mailboxReady();
});

const focusedLabel = () =>
  session.browser.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

test('the drawer opens, closes on Escape, outside click or its button with focus back on the menu button, and Sent shows the Sent view', async () => {
  const { page } = session.browser;
  await openSignedIn(page, session.product);
  await mailboxReady();
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const closings: [string, () => Promise<void>][] = [
    ['Escape', () => page.keyboard.press('Escape')],
    ['an outside click', () => page.mouse.click(900, 400)],
    ['its close button', () => drawer.getByRole('button', { name: 'Close menu' }).click()],
  ];
  for (const [how, close] of closings) {
    await menuButton.click();
    await drawer.waitFor();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(320, 0);
    await close();
    await drawer.waitFor({ state: 'hidden' });
    expect({ closedWith: how, focused: await focusedLabel() }).toEqual({
      closedWith: how,
      focused: 'Open menu',
    });
  }

  await menuButton.click();
  await drawer.getByRole('button', { name: 'Sent' }).click();
  await page.getByRole('heading', { name: 'Sent Emails' }).waitFor();
});

/**
 * Refuses every request for the shell's script whose code contains `marker` (the chunk loader's
 * retries too) until the returned function is called.
 */
async function refuseShellScript(marker: string): Promise<() => Promise<void>> {
  const { page } = session.browser;
  const shellScript = (url: URL) =>
    url.origin === new URL(session.product.shellUrl).origin && url.pathname.endsWith('.js');
  const handler = async (route: Route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(marker)) return route.abort('connectionrefused');
    return route.fulfill({ response });
  };
  await page.route(shellScript, handler);
  return () => page.unroute(shellScript, handler);
}

test('a drawer whose code cannot load says so and opens on the next click once it can', async () => {
  const { page } = session.browser;
  const serveDrawer = await refuseShellScript('drawer__entries');
  await openSignedIn(page, session.product);
  await mailboxReady();
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const alert = page.locator('[data-alert-kind="error"]');
  await expect(alert.textContent({ timeout: 15_000 })).resolves.toContain(
    'The menu could not load. Check your connection, then try again.',
  );
  await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');

  await serveDrawer();
  await menuButton.click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sent' }).waitFor();
});

test('signed out, a login screen whose code cannot load says so, and Try again shows it once it can', async () => {
  const { page } = session.browser;
  const serveLogin = await refuseShellScript('Login with Google');
  await page.goto(at('/login'));
  const failure = page.getByRole('alert').filter({ hasText: 'The sign-in screen could not load' });
  await failure.waitFor({ timeout: 15_000 });

  await serveLogin();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await page.locator('button:enabled', { hasText: 'Login with Google' }).waitFor();
});

test('Archived in the drawer, chosen while a conversation is open, shows the Archived view', async () => {
  // The mailbox remote has not loaded yet: the reader came straight to a conversation.
  const { page } = session.browser;
  await openSignedIn(page, session.product, '/email/some-thread/some-message');
  await readySlot(page, 'conversation').waitFor();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('button', { name: 'Archived' })
    .click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Archived Emails' }).waitFor();
});

test('the profile menu shows the demo user; LOGOUT clears storage and returns to /login', async () => {
  const { page } = session.browser;
  const user = await demoUser();
  await openSignedIn(page, session.product);
  const avatar = page.getByRole('button', { name: /^Account:/ });
  // The picture the stand-in names loads under the shell's Content-Security-Policy.
  await page.waitForFunction(
    () =>
      (document.querySelector('.profile-menu__avatar img') as HTMLImageElement | null)
        ?.naturalWidth,
  );
  await avatar.click();
  const menu = page.locator('.profile-menu__dropdown');
  await menu.getByText(user.name, { exact: true }).waitFor();
  await menu.getByText(user.email, { exact: true }).waitFor();

  // Closes on an outside click, which opens nothing else (a mail row lies under it), and on
  // Escape with focus back on the avatar.
  await page.locator('[data-mail-row]').nth(8).waitFor();
  await page.mouse.click(900, 600);
  await expect(page.getByRole('button', { name: 'LOGOUT' }).count()).resolves.toBe(0);
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/');
  await avatar.click();
  await page.getByRole('button', { name: 'LOGOUT' }).waitFor();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'LOGOUT' }).count()).resolves.toBe(0);
  await expect(focusedLabel()).resolves.toMatch(/^Account:/);

  await avatar.click();
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await page.waitForURL(/\/login$/);
  await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
});

test('LOGOUT revokes the token at the stand-in and leaves no store of the device holding anything', async () => {
  const { page } = session.browser;
  const emulator = session.product.emulator!;
  await openSignedIn(page, session.product);
  await mailboxReady();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const call = (path: string) =>
    fetch(`${emulator.origin}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await call('/gmail/v1/users/me/labels')).status).toBe(200);
  // Something in every kind of store the product could use.
  await page.evaluate(async () => {
    sessionStorage.setItem('probe', '1');
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('probe-db', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('things');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    await (await caches.open('probe-cache')).put('/probe', new Response('cached'));
  });

  const revocation = page.waitForResponse(
    (response) => response.url() === `${session.product.config.api.revoke}/revoke`,
  );
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await page.waitForURL(/\/login$/);
  expect((await revocation).status()).toBe(200);

  await page.waitForFunction(async () => {
    const databases = await indexedDB.databases();
    const cacheNames = await caches.keys();
    return (
      localStorage.length === 0 &&
      sessionStorage.length === 0 &&
      databases.length === 0 &&
      cacheNames.length === 0
    );
  });
  for (const path of [
    '/gmail/v1/users/me/labels',
    '/calendar/v3/calendars/primary/events',
    '/oauth2/v3/userinfo',
  ]) {
    expect([path, (await call(path)).status]).toEqual([path, 401]);
  }
});

test('a token the server no longer accepts signs the user out to /login', async () => {
  const { page } = session.browser;
  await openSignedIn(page, session.product);
  await mailboxReady();
  const expired = await standInControl(session.product.emulator!, '/expire-tokens', {
    method: 'POST',
  });
  expect(expired.status).toBe(204);
  await page.reload();
  await page.waitForURL(/\/login$/);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
});

/** What the product keeps on the device, as a page of the origin sees it. */
const deviceStores = (page: Page) =>
  page.evaluate(async () => ({
    localStorage: localStorage.length,
    databases: (await indexedDB.databases()).map(({ name }) => name),
  }));

/** The test's page and a second tab of the same browser, both on the signed-in mailbox. */
async function twoTabsSignedIn(): Promise<Page> {
  const { page, context } = session.browser;
  await openSignedIn(page, session.product);
  await mailboxReady();
  const other = await context.newPage();
  await other.goto(at('/'));
  await readySlot(other, 'mailbox').waitFor();
  return other;
}

test('LOGOUT in one tab signs out every tab at once; the other, mid-message, writes nothing after', async () => {
  const { page } = session.browser;
  const other = await twoTabsSignedIn();
  const compose = composePopup(other);
  await compose.open();
  await compose.subject.fill('Half-written in the other tab');
  await compose.body.click();
  await other.keyboard.type('Still typing');

  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await page.waitForURL(/\/login$/);
  // The other tab follows without a call of its own meeting a 401 (that would say the session expired).
  await other.waitForURL(/\/login$/);
  await expect(other.getByText('Your session expired').count()).resolves.toBe(0);
  // Past the drafts' save interval: the emptied device stays empty.
  await other.waitForTimeout(1500);
  await expect(deviceStores(other)).resolves.toEqual({ localStorage: 0, databases: [] });
});

test('a token refused in one tab sends every tab to the login screen saying the session expired', async () => {
  const { page } = session.browser;
  const other = await twoTabsSignedIn();
  // The other tab's own API calls are held unanswered: it can only learn of the 401 by being told.
  const standInPort = String(session.product.emulator!.port);
  await other.route(
    (url) => url.port === standInPort && /^\/(batch|gmail|calendar|v1)\//.test(url.pathname),
    () => undefined,
  );
  const expired = await standInControl(session.product.emulator!, '/expire-tokens', {
    method: 'POST',
  });
  expect(expired.status).toBe(204);
  // Only the first tab calls Google (its reload) and meets the 401; the other hears of it.
  await page.reload();
  await page.waitForURL(/\/login$/);
  await other.waitForURL(/\/login$/);
  await other.getByText('Your session expired. Sign in again.').waitFor();
});

test('an alert raised on the bus shows at top centre and closes itself after about 3 s', async () => {
  const { page } = session.browser;
  await openSignedIn(page, session.product);
  await mailboxReady();
  await publishInPage(page, { type: 'alert/show', kind: 'success', message: 'Saved it' });
  const banner = page.locator('[data-alert-kind="success"]');
  await banner.waitFor();
  const shownAt = Date.now();
  await expect(banner.textContent()).resolves.toContain('Saved it');
  await banner.waitFor({ state: 'detached', timeout: 15_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(2000);
  expect(shownFor).toBeLessThan(4500);
});

test('alerts are blue for info, green for success and red for error, centred at the top', async () => {
  const { page } = session.browser;
  await openSignedIn(page, session.product);
  await mailboxReady();
  const viewport = page.viewportSize()!;
  const dominantColours: [AlertKind, string][] = [
    ['info', 'blue'],
    ['success', 'green'],
    ['error', 'red'],
  ];
  for (const [kind, colour] of dominantColours) {
    // Up long enough to be measured on a loaded machine; the close button takes it away.
    await publishInPage(page, {
      type: 'alert/show',
      kind,
      message: `A ${kind} alert`,
      durationMs: 60_000,
    });
    const banner = page.locator(`[data-alert-kind="${kind}"]`);
    await banner.waitFor();
    const box = (await banner.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(box.y).toBeLessThan(40);
    const channels = (await banner.evaluate((element) => getComputedStyle(element).backgroundColor))
      .match(/\d+/g)!
      .slice(0, 3)
      .map(Number);
    const strongest = ['red', 'green', 'blue'][channels.indexOf(Math.max(...channels))];
    expect(`${kind}: ${strongest}`).toBe(`${kind}: ${colour}`);
    await banner.getByRole('button', { name: /close/i }).click();
    await banner.waitFor({ state: 'detached' });
  }
});

test('when userinfo fails the profile menu is hidden and nothing else is affected', async () => {
  const { page } = session.browser;
  session.product.emulator!.setFaults({
    errorRates: { '500': 1 },
    pathFilter: '^/oauth2/v3/userinfo',
  });
  await openSignedIn(page, session.product);
  await mailboxReady();
  await readySlot(page, 'calendar').waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^Account:/ }).count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(true);
});
