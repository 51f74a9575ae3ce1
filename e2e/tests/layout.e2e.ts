import type { Locator } from 'playwright-core';
import { findAxeViolations, seriousOrCritical } from '../support/axe';
import { composePopup } from '../support/compose-popup';
import { isOutOfReach } from '../support/modal';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Issue 15, items 1 and 7: the product on a desktop, a tablet and phones. No width from 360 px up
// scrolls the page sideways; search, tabs, pager and Compose are on screen and answer a tap; below
// 900 px the day calendar is a panel opened from the header, modal like the drawer.

const session = productAndBrowserPerTest();
const page = () => session.browser.page;
const mailbox = () => readySlot(page(), 'mailbox');
const calendarButton = () => page().getByRole('button', { name: 'Calendar', exact: true });
const calendarPanel = () => page().getByRole('dialog', { name: 'Calendar' });

// A control that is hidden, off screen or covered makes the click time out; fail fast instead.
const TAP = { timeout: 10_000 };

async function openMailboxAt(width: number): Promise<void> {
  await page().setViewportSize({ width, height: width > 900 ? 800 : 720 });
  await openSignedIn(page(), session.product);
  await mailbox().locator('[data-mail-row]').first().waitFor();
}

/** Whether the page as a whole is wider than the window (it would scroll sideways). */
const pageOverflows = () =>
  page().evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

/** Whether the whole of `locator`'s box is inside the window. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page().viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height
  );
}

describe.each([1400, 768, 480, 360])('at %i px', (width) => {
  test('nothing scrolls sideways; search, tabs, pager and Compose are on screen and work', async () => {
    await openMailboxAt(width);
    await expect(pageOverflows()).resolves.toBe(false);

    const search = mailbox().getByRole('searchbox', { name: 'Search mail' });
    const others = mailbox().getByRole('tab', { name: 'Others' });
    const next = mailbox().getByRole('button', { name: 'Next page' });
    const compose = mailbox().getByRole('button', { name: 'Compose' });
    for (const control of [search, others, next, compose]) {
      await expect(onScreen(control)).resolves.toBe(true);
    }

    await search.click(TAP);
    await expect(search.evaluate((input) => input === document.activeElement)).resolves.toBe(true);

    await others.click(TAP);
    await expect(others.getAttribute('aria-selected')).resolves.toBe('true');
    const pager = mailbox().getByRole('group', { name: 'Pages' });
    await pager.getByText(/^Showing 1-/).waitFor();
    await next.click(TAP);
    await pager.getByText(/^Showing 26-/).waitFor();
    await expect(pageOverflows()).resolves.toBe(false);

    await compose.click(TAP);
    const popup = composePopup(page()).popup;
    await popup.waitFor();
    await expect(onScreen(popup)).resolves.toBe(true);
    await expect(pageOverflows()).resolves.toBe(false);
  });
});

test('at 1400 px the day calendar sits in the left column, with no Calendar button', async () => {
  await openMailboxAt(1400);
  await readySlot(page(), 'calendar').waitFor();
  await expect(readySlot(page(), 'calendar').isVisible()).resolves.toBe(true);
  await expect(calendarButton().isVisible()).resolves.toBe(false);
});

describe.each([768, 480])('at %i px the day calendar', (width) => {
  test('is a panel the header’s Calendar button opens; it holds focus and Esc closes it', async () => {
    await openMailboxAt(width);
    await expect(page().locator('#calendar-panel').isVisible()).resolves.toBe(false);

    await calendarButton().click(TAP);
    await expect(calendarButton().getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = calendarPanel();
    await readySlot(page(), 'calendar').waitFor();
    await expect(onScreen(panel)).resolves.toBe(true);
    await page().getByRole('button', { name: 'Close calendar' }).waitFor();
    await page().waitForFunction(() =>
      document.getElementById('calendar-panel')?.contains(document.activeElement),
    );
    // The mail behind it is out of reach while it is open.
    await expect(isOutOfReach(page().locator('main'))).resolves.toBe(true);
    for (let press = 0; press < 8; press += 1) {
      await page().keyboard.press('Tab');
      await expect(
        panel.evaluate((element) => element.contains(document.activeElement)),
      ).resolves.toBe(true);
    }

    await page().keyboard.press('Escape');
    await expect(page().locator('#calendar-panel').isVisible()).resolves.toBe(false);
    await expect(
      calendarButton().evaluate((button) => button === document.activeElement),
    ).resolves.toBe(true);
    await expect(isOutOfReach(page().locator('main'))).resolves.toBe(false);

    // Its close button closes it too.
    await calendarButton().click(TAP);
    await page().getByRole('button', { name: 'Close calendar' }).click(TAP);
    await expect(page().locator('#calendar-panel').isVisible()).resolves.toBe(false);
    await expect(pageOverflows()).resolves.toBe(false);
  });
});

test('at 480 px axe-core finds nothing serious, with the calendar panel closed and open', async () => {
  await openMailboxAt(480);
  expect(seriousOrCritical(await findAxeViolations(page()))).toEqual([]);
  await calendarButton().click(TAP);
  await readySlot(page(), 'calendar').waitFor();
  await page().getByRole('button', { name: 'Close calendar' }).waitFor();
  expect(seriousOrCritical(await findAxeViolations(page()))).toEqual([]);
});

test('the drawer marks the view on screen as the current page', async () => {
  await openSignedIn(page(), session.product, '/?view=sent');
  await mailbox().getByRole('heading', { name: 'Sent Emails' }).waitFor();
  await page().getByRole('button', { name: 'Open menu' }).click();
  const menu = page().getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Sent' }).waitFor();
  await expect(
    menu.getByRole('button', { name: 'Sent' }).getAttribute('aria-current'),
  ).resolves.toBe('page');
  await expect(
    menu.getByRole('button', { name: 'Archived' }).getAttribute('aria-current'),
  ).resolves.toBeNull();
});
