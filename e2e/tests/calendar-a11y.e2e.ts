import type { Locator, Page } from 'playwright-core';
import { findAxeViolations, seriousOrCritical } from '../support/axe';
import { openBrowser, type BrowserSession } from '../support/browser';
import { isOutOfReach } from '../support/modal';
import { openSignedIn, startTestProduct, type RunningProduct } from '../support/product';

// The stand-in seeds its calendar around its "now" (see calendar.e2e.ts): a Wednesday, 10:07 local
// time, whose day has overlapping meetings from 9:30 and more than three events.
const SEED_NOW = new Date(2026, 10, 18, 10, 7);
const TODAY = '2026-11-18';

let product: RunningProduct;
let browser: BrowserSession;

beforeAll(async () => {
  product = await startTestProduct({ emulator: { now: SEED_NOW } });
});
afterAll(async () => {
  await product.close();
});
beforeEach(async () => {
  browser = await openBrowser();
  await browser.context.clock.install({ time: SEED_NOW });
});
afterEach(async () => {
  await browser.close();
});

async function openDayCalendar(page: Page): Promise<Locator> {
  await openSignedIn(page, product);
  const day = page.locator('[data-remote-slot="calendar"]').getByRole('region', {
    name: 'Day calendar',
  });
  await day.getByRole('button', { name: /^Deploy check/ }).waitFor();
  return day;
}

const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

test('axe-core finds nothing serious in the day calendar, nor in an event’s details over the page', async () => {
  const { page } = browser;
  const day = await openDayCalendar(page);
  expect(
    seriousOrCritical(
      await findAxeViolations(page, { include: ['[data-remote-slot="calendar"]'] }),
    ),
  ).toEqual([]);

  const review = day.getByRole('button', { name: /^Design review: settings page/ });
  await review.click();
  const dialog = page.getByRole('dialog', { name: 'Design review: settings page' });
  await dialog.waitFor();
  // Modal: the mailbox and the calendar behind it are out of reach, so the whole page is the dialog.
  await expect(isOutOfReach(page.locator('main'))).resolves.toBe(true);
  await expect(isOutOfReach(day)).resolves.toBe(true);
  await expect(isOutOfReach(dialog)).resolves.toBe(false);
  expect(seriousOrCritical(await findAxeViolations(page))).toEqual([]);

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(isOutOfReach(page.locator('main'))).resolves.toBe(false);
  await expect(hasFocus(review)).resolves.toBe(true);
});

test('axe-core finds nothing serious in the month view, which keeps the page behind it inert', async () => {
  const { page } = browser;
  const day = await openDayCalendar(page);
  const openMonth = day.getByRole('button', { name: 'Open month calendar' });
  await openMonth.click();
  const month = page.locator('.cal-month');
  await month.getByRole('heading', { name: 'November 2026' }).waitFor();
  await month.locator('.cal-month__event').first().waitFor();
  await expect(month.evaluate((element) => element.matches(':modal'))).resolves.toBe(true);
  await expect(isOutOfReach(page.locator('main'))).resolves.toBe(true);
  await expect(isOutOfReach(day)).resolves.toBe(true);
  expect(seriousOrCritical(await findAxeViolations(page))).toEqual([]);

  // The + more list over it, in turn.
  await month
    .locator(`td[data-date="${TODAY}"]`)
    .getByRole('button', { name: /^\+ more/ })
    .click();
  const list = page.getByRole('dialog', { name: 'Wednesday, November 18, 2026' });
  await list.waitFor();
  await expect(isOutOfReach(month)).resolves.toBe(true);
  expect(seriousOrCritical(await findAxeViolations(page))).toEqual([]);
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'detached' });
  await expect(isOutOfReach(month)).resolves.toBe(false);

  await page.keyboard.press('Escape');
  await month.waitFor({ state: 'detached' });
  await expect(isOutOfReach(page.locator('main'))).resolves.toBe(false);
  await expect(hasFocus(openMonth)).resolves.toBe(true);
});

test('event blocks show whole lines of text, never one cut through the middle', async () => {
  const day = await openDayCalendar(browser.page);
  const blocks = await day.locator('.cal-event--timed').evaluateAll((buttons) =>
    buttons.map((button) => {
      const text = button.querySelector('.cal-event__text')!.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      return {
        name: button.textContent,
        textHeight: text.height,
        overflows: text.bottom > box.bottom,
      };
    }),
  );
  expect(blocks.length).toBeGreaterThanOrEqual(6);
  for (const block of blocks) {
    // 16 px lines (day-view.css): a height that is not a multiple of it would end in part of a line.
    expect({ ...block, partialLine: block.textHeight % 16 !== 0 }).toMatchObject({
      partialLine: false,
      overflows: false,
    });
  }
});

test('Today takes the day calendar back to today', async () => {
  const day = await openDayCalendar(browser.page);
  const date = day.getByLabel('Date');
  await date.fill('2026-12-24');
  await day.getByRole('button', { name: 'Next day' }).click();
  await expect(date.inputValue()).resolves.toBe('2026-12-25');
  await day.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(date.inputValue()).resolves.toBe(TODAY);
  await day.getByRole('button', { name: /^Deploy check/ }).waitFor();
});
