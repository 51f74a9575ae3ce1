import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '../../scripts/lib/apps';
import { precompressFile } from '../../scripts/lib/precompress';
import { openSignedIn, readySlot } from '../support/product';
import { REBUILD_TEST_TIMEOUT_MS, remoteBuilds } from '../support/remote-builds';
import { productAndBrowserPerTest } from '../support/session';

// Independent deployment: a remote's team changes a visible text, rebuilds only their remote and ships
// it alone, as the server's deployment does (RunningProduct.publishRemote): on the Node server from a
// new place, on nginx to its own origin with a new version; either way the run-time config names the
// entry and its integrity hash. The shell and the other remotes stay as built. A remote whose files
// differ from what was pinned is refused. `pnpm test` runs these on nginx too.

const session = productAndBrowserPerTest();
const builds = remoteBuilds();

/** The scripts the page asks for from now on. */
function requestedScripts(): string[] {
  const scripts: string[] = [];
  session.browser.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test(
  'a rebuilt calendar shipped alone shows in the unchanged shell after a reload',
  async () => {
    const { page } = session.browser;
    const calendarHeading = () => readySlot(page, 'calendar').locator('h2').first();
    await openSignedIn(page, session.product);
    await expect(calendarHeading().textContent()).resolves.toBe('Calendar');

    const title = 'Calendar, redeployed';
    const build = await builds.rebuild(
      'calendar',
      'src/calendar-title.ts',
      `export const calendarTitle = ${JSON.stringify(title)};\n`,
    );
    const entry = await session.product.publishRemote('calendar', build);
    const scripts = requestedScripts();
    await page.reload();
    await expect(calendarHeading().textContent()).resolves.toBe(title);
    expect(scripts).toContain(entry);
  },
  REBUILD_TEST_TIMEOUT_MS,
);

/**
 * The calendar as built, shipped with its pin; then one of its files changed after that (as a
 * compromised server or CDN would, in every encoding it is sent in), the config keeping the pin.
 */
async function serveTampered(file: (dist: string) => string): Promise<void> {
  await session.product.publishRemote('calendar', distDir('calendar'));
  const copy = builds.copyBuild('calendar');
  const target = file(copy);
  writeFileSync(target, `${readFileSync(target, 'utf8')}\n;window.__tampered = true;\n`);
  precompressFile(target);
  await session.product.publishRemote('calendar', copy, { keepPin: true });
}

/** The calendar's exposed day view: the chunk the slot loads after the entry. */
function dayCalendarChunk(dist: string): string {
  const chunk = readdirSync(dist).find((name) => /DayCalendar.*\.js$/.test(name));
  if (!chunk) throw new Error(`no DayCalendar chunk in ${dist}`);
  return path.join(dist, chunk);
}

test.each([
  ['entry', (dist: string) => path.join(dist, 'remoteEntry.js')],
  ['day view chunk', dayCalendarChunk],
])(
  'a remote whose %s was changed after it was pinned is refused: its slot says so and nothing of it runs',
  async (_, file) => {
    const { page } = session.browser;
    await serveTampered(file);
    await openSignedIn(page, session.product);
    await readySlot(page, 'mailbox').locator('[data-mail-row]').first().waitFor();
    await page
      .locator('[data-remote-slot="calendar"]')
      .getByText(/could not be loaded|unavailable/i)
      .first()
      .waitFor({ timeout: 30_000 });
    await expect(page.evaluate(() => '__tampered' in window)).resolves.toBe(false);
  },
);
