import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator, type RunningEmulator } from '@mail/emulator';
import type { Locator, Page } from 'playwright-core';
import { distDir } from '../../scripts/lib/apps';
import { startStaticServer, type RunningStaticServer } from '../../scripts/lib/static-server';
import { openBrowser, type BrowserSession } from '../support/browser';
import { openSignedIn, startTestProduct, type RunningProduct } from '../support/product';

// The stand-in seeds its calendar around its "now", and the browser's clock starts at the same
// instant: a Wednesday, 10:07 local time. That day holds (among random extra meetings) the daily
// stand-up 9:30–9:45, "Design review: settings page" 9:30–10:30 (Zoom), "Prep: quarterly review"
// 8:00–8:45, "Coffee chat with Ana" 11:00–11:30 (a room), "Focus time" 11:45–13:15 and the
// five-minute "Deploy check" at 16:00. Thursday the 12th has a release window from 22:30 to 01:00
// whose location is a URL.
const SEED_NOW = new Date(2026, 10, 18, 10, 7);
const TODAY = '2026-11-18';

let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
  await browser.context.clock.install({ time: SEED_NOW });
});
afterEach(async () => {
  await browser.close();
});

/** Local midnight of a day, as the calendar sends it in timeMin / timeMax. */
const startOfLocalDay = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).toISOString();

function calendarRequests(emulator: RunningEmulator): URLSearchParams[] {
  return emulator
    .requestLog()
    .filter(({ path: requested }) => requested.startsWith('/calendar/v3/calendars/primary/events'))
    .map(({ path: requested }) => new URL(requested, 'http://emulator').searchParams);
}

const styleOf = (locator: Locator, property: 'top' | 'height') =>
  locator.evaluate((element, name) => (element as HTMLElement).style[name], property);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box;
}

describe('in the shell', () => {
  let product: RunningProduct;

  beforeAll(async () => {
    product = await startTestProduct({ emulator: { now: SEED_NOW } });
  });
  afterAll(async () => {
    await product.close();
  });
  beforeEach(() => product.emulator!.clearRequestLog());

  async function openDayCalendar(page: Page): Promise<Locator> {
    await openSignedIn(page, product);
    const day = page.locator('[data-remote-slot="calendar"]').getByRole('region', {
      name: 'Day calendar',
    });
    await day.getByRole('button', { name: /^Deploy check/ }).waitFor();
    return day;
  }

  test('the day view lays out the seeded day and follows the current time', async () => {
    const { page } = browser;
    const day = await openDayCalendar(page);
    await expect(day.getByRole('heading', { name: 'Calendar' }).isVisible()).resolves.toBe(true);
    await expect(day.getByLabel('Date').inputValue()).resolves.toBe(TODAY);
    await expect(day.getByText('1 AM', { exact: true }).count()).resolves.toBe(1);

    const timeline = day.locator('.cal-day__timeline');
    await expect(styleOf(timeline, 'height')).resolves.toBe('1440px');
    const deploy = day.getByRole('button', { name: /^Deploy check/ });
    await expect(styleOf(deploy, 'top')).resolves.toBe('960px');
    await expect(styleOf(deploy, 'height')).resolves.toBe('20px');
    const prep = day.getByRole('button', { name: /^Prep: quarterly review/ });
    await expect(styleOf(prep, 'top')).resolves.toBe('480px');
    await expect(styleOf(prep, 'height')).resolves.toBe('45px');

    // The stand-up and the design review both start at 9:30: side by side, not on top of each other.
    const standup = await boxOf(day.getByRole('button', { name: /^Daily stand-up/ }));
    const review = await boxOf(day.getByRole('button', { name: /^Design review: settings page/ }));
    expect(standup.y).toBeCloseTo(review.y, 0);
    expect(standup.x + standup.width <= review.x || review.x + review.width <= standup.x).toBe(
      true,
    );

    // The red line is at 10:07 and the timeline opened scrolled to it.
    const now = day.locator('.cal-day__now');
    await expect(styleOf(now, 'top')).resolves.toBe('607px');
    const viewport = await boxOf(day.getByRole('region', { name: 'Timeline' }));
    const line = await boxOf(now);
    expect(line.y).toBeGreaterThan(viewport.y);
    expect(line.y).toBeLessThan(viewport.y + viewport.height);

    await page.clock.fastForward('05:00');
    await page.waitForFunction(
      () => (document.querySelector('.cal-day__now') as HTMLElement | null)?.style.top === '612px',
    );

    const [request] = calendarRequests(product.emulator!);
    expect(Object.fromEntries(request!)).toMatchObject({
      timeMin: startOfLocalDay(2026, 11, 18),
      timeMax: startOfLocalDay(2026, 11, 19),
      singleEvents: 'true',
      orderBy: 'startTime',
      conferenceDataVersion: '1',
    });
  });

  test('going back and forth between days asks for each day once', async () => {
    const day = await openDayCalendar(browser.page);
    await day.getByRole('button', { name: 'Next day' }).click();
    await day.getByLabel('Date').and(browser.page.locator('[value="2026-11-19"]')).waitFor();
    await day.getByRole('button', { name: /^Daily stand-up/ }).waitFor();
    await day.getByRole('button', { name: 'Previous day' }).click();
    await day.getByRole('button', { name: /^Deploy check/ }).waitFor();
    await day.getByRole('button', { name: 'Next day' }).click();
    await day.getByRole('button', { name: /^Daily stand-up/ }).waitFor();
    expect(calendarRequests(product.emulator!).map((query) => query.get('timeMin'))).toEqual([
      startOfLocalDay(2026, 11, 18),
      startOfLocalDay(2026, 11, 19),
    ]);
    await expect(day.locator('.cal-day__now').count()).resolves.toBe(0);
  });

  test('an event crossing midnight is clipped to each day it touches', async () => {
    const day = await openDayCalendar(browser.page);
    await day.getByLabel('Date').fill('2026-11-12');
    const release = day.getByRole('button', { name: /^Production release window/ });
    await expect(styleOf(release, 'top')).resolves.toBe('1350px');
    await expect(styleOf(release, 'height')).resolves.toBe('90px');
    await day.getByRole('button', { name: 'Next day' }).click();
    await day.getByLabel('Date').and(browser.page.locator('[value="2026-11-13"]')).waitFor();
    await expect(styleOf(release, 'top')).resolves.toBe('0px');
    await expect(styleOf(release, 'height')).resolves.toBe('60px');
  });

  test('the detail panel shows an event by the link rules and closes on Esc, overlay or button', async () => {
    const { page } = browser;
    const day = await openDayCalendar(page);

    const review = day.getByRole('button', { name: /^Design review: settings page/ });
    await review.click();
    let dialog = page.getByRole('dialog', { name: 'Design review: settings page' });
    await expect(dialog.textContent()).resolves.toContain(
      'Wednesday, November 18, 2026 · 9:30 AM – 10:30 AM',
    );
    const zoom = dialog.getByRole('link', { name: 'Join Zoom meeting' });
    await expect(zoom.getAttribute('href')).resolves.toMatch(/^https:\/\/([a-z0-9]+\.)?zoom\.us\//);
    const mockups = dialog.locator('.cal-details__description a');
    await expect(mockups.getAttribute('target')).resolves.toBe('_blank');
    await expect(mockups.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(dialog.getByText('Organizer').count()).resolves.toBe(1);
    await expect(dialog.getByText('Guests').count()).resolves.toBe(1);
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe('Close event details');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(review.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );

    // A room is text, and there is no Zoom link without a Zoom entry point.
    await day.getByRole('button', { name: /^Coffee chat with Ana/ }).click();
    dialog = page.getByRole('dialog', { name: 'Coffee chat with Ana' });
    await expect(dialog.textContent()).resolves.toContain('Kitchen, 4th floor');
    await expect(dialog.getByRole('link').count()).resolves.toBe(0);
    await expect(dialog.locator('.cal-details__description').count()).resolves.toBe(0);
    await page.mouse.click(5, 5); // the overlay
    await dialog.waitFor({ state: 'detached' });

    // A location that is a URL is a link.
    await day.getByLabel('Date').fill('2026-11-12');
    await day.getByRole('button', { name: /^Production release window/ }).click();
    dialog = page.getByRole('dialog', { name: 'Production release window' });
    const place = dialog.locator('.cal-details__location a');
    const href = await place.getAttribute('href');
    expect(href).toMatch(/^https?:\/\//);
    await expect(place.textContent()).resolves.toBe(href);
    await expect(place.getAttribute('target')).resolves.toBe('_blank');
    await dialog.getByRole('button', { name: 'Close event details' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('a day that fails to load says so in place, and Retry loads it', async () => {
    const { page } = browser;
    product.emulator!.setFaults({
      pathFilter: '^/calendar/',
      // A failure for good: a passing one (5xx, rate limit) waits and reloads by itself instead
      // (tests/reliability.e2e.ts).
      rateLimitReason: 'forbidden',
      errorRates: { '403': 1 },
    });
    try {
      await openSignedIn(page, product);
      const day = page.locator('[data-remote-slot="calendar"]').getByRole('region', {
        name: 'Day calendar',
      });
      const alert = day.getByRole('alert');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toContain('Couldn’t load events.');
      product.emulator!.setFaults({ errorRates: {} });
      await alert.getByRole('button', { name: 'Retry' }).click();
      await day.getByRole('button', { name: /^Deploy check/ }).waitFor();
      await expect(alert.count()).resolves.toBe(0);
    } finally {
      product.emulator!.setFaults({ errorRates: {}, pathFilter: null });
    }
  });

  test('the month view shows the month, today, three events a day and + more', async () => {
    const { page } = browser;
    const day = await openDayCalendar(page);
    await day.getByRole('button', { name: 'Open month calendar' }).click();
    const month = page.locator('.cal-month');
    await month.getByRole('heading', { name: 'November 2026' }).waitFor();
    await expect(month.getByRole('columnheader').allTextContents()).resolves.toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const today = month.locator(`td[data-date="${TODAY}"]`);
    await expect(today.getAttribute('aria-current')).resolves.toBe('date');
    await month.locator('.cal-month__event').first().waitFor();
    const perCell = await month
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => cell.querySelectorAll('li').length));
    expect(Math.max(...perCell)).toBe(3);
    // The trailing days of the grid, in December, list their events too.
    await expect(
      month
        .locator('td[data-date="2026-12-02"]')
        .getByRole('button', { name: /Daily stand-up/ })
        .count(),
    ).resolves.toBe(1);

    // Today has more than three events: + more lists them all.
    await today.getByRole('button', { name: /^\+ more/ }).click();
    const list = page.getByRole('dialog', { name: 'Wednesday, November 18, 2026' });
    const listed = await list.locator('.cal-day-list__event').count();
    expect(listed).toBeGreaterThanOrEqual(6);
    await list.getByRole('button', { name: /Deploy check/ }).click();
    const details = page.getByRole('dialog', { name: 'Deploy check' });
    await details.waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });

    await month.getByRole('button', { name: 'Next month' }).click();
    await month.getByRole('heading', { name: 'December 2026' }).waitFor();
    await month.getByRole('button', { name: 'Previous month' }).click();
    await month.getByRole('heading', { name: 'November 2026' }).waitFor();
    const monthCalls = calendarRequests(product.emulator!).filter(
      (query) => !query.has('conferenceDataVersion'),
    );
    // Each month's whole grid: November's ends on Saturday, December 5; December's runs from
    // Sunday, November 29 to Saturday, January 2.
    expect(monthCalls.map((query) => [query.get('timeMin'), query.get('timeMax')])).toEqual([
      [startOfLocalDay(2026, 11, 1), startOfLocalDay(2026, 12, 6)],
      [startOfLocalDay(2026, 11, 29), startOfLocalDay(2027, 1, 3)],
    ]);

    await month.getByRole('button', { name: 'Close month calendar' }).click();
    await month.waitFor({ state: 'detached' });
    await day.getByRole('button', { name: 'Open month calendar' }).waitFor();
  });
});

/** A server on another loopback port that records what reaches it and lets any page call it. */
async function startTrapServer() {
  const received: { method: string; authorization?: string }[] = [];
  const server = createServer((request, response) => {
    received.push({ method: request.method ?? '', authorization: request.headers.authorization });
    response.writeHead(200, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'authorization, content-type',
      'Content-Type': 'application/json',
    });
    response.end('{"items":[]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('embedded in a plain page, without the shell', () => {
  let emulator: RunningEmulator;
  let calendarServer: RunningStaticServer;
  let trap: Awaited<ReturnType<typeof startTrapServer>>;
  // Named as the product's run-time config names it, like the page's own origin.
  let apiOrigin: string;
  let examplePage: string;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, now: SEED_NOW, fixturesDir: null });
    trap = await startTrapServer();
    apiOrigin = `http://localhost:${emulator.port}`;
    // The deployment's configuration: the only place the page learns where the token may go.
    const embedConfig = { api: { calendar: apiOrigin, oauth: apiOrigin }, clientId: 'local-demo' };
    calendarServer = await startStaticServer({
      root: distDir('calendar'),
      port: 0,
      // The page's policy would let it call the trap too: only the page itself can keep the token
      // from going there.
      origins: { remotes: [], apis: [apiOrigin, trap.origin] },
      files: {
        '/embed-config.json': {
          body: JSON.stringify(embedConfig),
          contentType: 'application/json',
        },
      },
    });
    examplePage = `${calendarServer.origin}/embed-example.html`;
    emulator.registerClient({ origins: [calendarServer.origin], redirectUris: [examplePage] });
  });
  afterAll(async () => {
    await calendarServer.close();
    await trap.close();
    await emulator.close();
  });

  test('an API origin in the address bar is ignored: no request, and no token, goes there', async () => {
    const { page } = browser;
    trap.received.length = 0;
    await page.goto(examplePage);
    await page.evaluate((token) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('accessTokenExpiresAt', String(Date.now() + 3_600_000));
    }, emulator.issueToken());
    await page.goto(`${examplePage}?api=${encodeURIComponent(trap.origin)}`);
    const slot = page.locator('#calendar');
    await slot.getByRole('region', { name: 'Timeline' }).waitFor();
    await slot.getByText('Loading events…').waitFor({ state: 'detached' });
    expect(trap.received).toEqual([]);
    // The configured stand-in's events show: the calendar called it, not the address bar's origin.
    await slot.getByRole('button', { name: /^Deploy check/ }).waitFor();
  });

  test('a javascript: URL in the address bar never runs, even after Sign in', async () => {
    const { page } = browser;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const script = "javascript:localStorage.setItem('injected','yes');alert('injected')//";
    await page.goto(`${examplePage}?api=${encodeURIComponent(script)}`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    // Sign-in goes to the configured stand-in's consent page.
    await page.waitForURL((url) => url.origin === apiOrigin, { timeout: 10_000 });
    await page.goto(examplePage);
    await expect(page.evaluate(() => localStorage.getItem('injected'))).resolves.toBeNull();
    expect(dialogs).toEqual([]);
  });

  test('the example page signs in with the token flow and mounts the calendar', async () => {
    const { page } = browser;
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).origin));
    await page.goto(examplePage);

    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL((url) => url.origin === apiOrigin);
    await page.locator('#allow').click();
    await page.waitForURL((url) => url.pathname === '/embed-example.html');

    const slot = page.locator('#calendar');
    await slot.getByRole('button', { name: /^Deploy check/ }).waitFor();
    await expect(slot.getByRole('heading', { name: 'Calendar' }).isVisible()).resolves.toBe(true);
    // The token left the address bar, and the page itself brings no framework.
    expect(new URL(page.url()).hash).toBe('');
    await expect(
      page.evaluate(() =>
        ['React', 'ReactDOM', 'jotai', '__FEDERATION__'].filter((name) => name in window),
      ),
    ).resolves.toEqual([]);
    expect([...requested].sort()).toEqual([calendarServer.origin, apiOrigin].sort());

    await slot.getByRole('button', { name: /^Design review: settings page/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Design review: settings page' });
    await dialog.getByRole('link', { name: 'Join Zoom meeting' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await slot.getByRole('button', { name: 'Open month calendar' }).click();
    await page.getByRole('heading', { name: 'November 2026' }).waitFor();
    await page
      .locator(`td[data-date="${TODAY}"]`)
      .getByRole('button', { name: /^\+ more/ })
      .click();
    await page.getByRole('dialog', { name: 'Wednesday, November 18, 2026' }).waitFor();
  });

  test('a refused token takes the page back to its sign-in', async () => {
    const { page } = browser;
    await page.goto(examplePage);
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'not-a-token');
      localStorage.setItem('accessTokenExpiresAt', String(Date.now() + 3_600_000));
    });
    await page.reload();
    await page.getByText('Your session has ended. Sign in again to see your calendar.').waitFor();
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
  });
});
