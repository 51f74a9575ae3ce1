import { eventually } from '../support/eventually';
import { googleModeProductAndBrowserPerTest } from '../support/session';

// Google mode with Chromium's pop-up blocker on, as in an everyday browser (Playwright turns it off).
// The blocker refuses a window opened without the user's gesture; GIS then answers
// popup_failed_to_open, and the login screen must say what to do instead of doing nothing.
const session = googleModeProductAndBrowserPerTest({ popups: 'blocker' });

test('a blocked sign-in window says to allow pop-ups, and a click afterwards signs in', async () => {
  const { page, context } = session.browser;
  await page.goto(session.product.shellUrl);
  await page.waitForURL(/\/login$/);
  const button = page.locator('button:enabled', { hasText: 'Login with Google' });
  await button.waitFor();

  // A press the browser does not count as the user's: Playwright's own page calls carry a gesture,
  // so the test waits, asking through DevTools without one, until that gesture has lapsed (5 s).
  const devtools = await context.newCDPSession(page);
  const inPage = async (expression: string) =>
    (
      await devtools.send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        userGesture: false,
      })
    ).result.value as unknown;
  await expect(
    eventually(
      () => inPage('navigator.userActivation.isActive'),
      (active) => active === false,
    ),
  ).resolves.toBe(false);
  await inPage(
    `[...document.querySelectorAll('button')].find((b) => b.textContent.includes('Login with Google')).click()`,
  );
  await page
    .getByText("Your browser blocked Google's sign-in window. Allow pop-ups for this site")
    .waitFor();
  expect(context.pages()).toHaveLength(1);

  const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await Promise.all([popup.waitForEvent('close'), popup.locator('#allow').click()]);
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('[data-remote-slot="mailbox"] [data-mail-row]').first().waitFor();
});
