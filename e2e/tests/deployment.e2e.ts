import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apps, distDir, repoRoot, type AppName } from '../../scripts/lib/apps';
import { buildApp } from '../../scripts/lib/build';
import { precompressFile } from '../../scripts/lib/precompress';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Independent deployment: a remote's team changes a visible text, rebuilds only their remote and ships
// it alone, as the server's deployment does (RunningProduct.publishRemote): on the Node server from a
// new place, on nginx to its own origin with a new version; either way the run-time config names the
// entry and its integrity hash. The shell and the other remotes stay as built. A remote whose files
// differ from what was pinned is refused.

type RedeployedApp = Exclude<AppName, 'shell' | 'mailbox'>;

const session = productAndBrowserPerTest();
/** Folders written beside the apps' sources, removed at the end. */
const written: string[] = [];

/** Every built file of an app with its content hash: equal fingerprints mean not rebuilt. */
function fingerprint(app: AppName): Record<string, string> {
  const dist = distDir(app);
  return Object.fromEntries(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
        return [path.relative(dist, file), hash];
      }),
  );
}

afterAll(() => {
  for (const folder of written) rmSync(folder, { recursive: true, force: true });
});

/**
 * The team's change, built on its own in a copy of their folder (whose node_modules links still
 * resolve because the copy sits beside the original; the name is gitignored), and shipped. Checks
 * that no other app was rebuilt. Resolves to the URL of its entry the shell now loads.
 */
async function redeploy(app: RedeployedApp, file: string, content: string): Promise<string> {
  const others = (Object.keys(apps) as AppName[]).filter((name) => name !== app);
  const before = Object.fromEntries(others.map((name) => [name, fingerprint(name)]));
  const source = path.join(path.dirname(apps[app]), `.${app}-redeploy-${process.pid}`);
  cpSync(apps[app], source, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (name) => !name.startsWith(distDir(app)),
  });
  writeFileSync(path.join(source, file), content);
  written.push(source);
  await buildApp(app, { appDir: source, quiet: true });
  const entry = await session.product.publishRemote(app, path.join(source, 'dist'));
  for (const name of others) expect(fingerprint(name)).toEqual(before[name]);
  return entry;
}

/** The scripts the page asks for from now on. */
function requestedScripts(): string[] {
  const scripts: string[] = [];
  session.browser.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('a rebuilt calendar shipped alone shows in the unchanged shell after a reload', async () => {
  const { page } = session.browser;
  const calendarHeading = () => readySlot(page, 'calendar').locator('h2').first();
  await openSignedIn(page, session.product);
  await expect(calendarHeading().textContent()).resolves.toBe('Calendar');

  const title = 'Calendar, redeployed';
  const entry = await redeploy(
    'calendar',
    'src/calendar-title.ts',
    `export const calendarTitle = ${JSON.stringify(title)};\n`,
  );
  const scripts = requestedScripts();
  await page.reload();
  await expect(calendarHeading().textContent()).resolves.toBe(title);
  expect(scripts).toContain(entry);
});

test('a rebuilt compose remote shipped alone is the popup of the unchanged shell after a reload', async () => {
  const { page } = session.browser;
  const popup = (name: string) => page.getByRole('dialog', { name });
  await openSignedIn(page, session.product);
  await readySlot(page, 'mailbox').waitFor();
  await page.keyboard.press('c');
  await popup('New Message').waitFor();

  const title = 'New Message, redeployed';
  const entry = await redeploy(
    'compose',
    'src/compose-titles.ts',
    `export const composeTitles = { new: ${JSON.stringify(title)}, reply: 'Reply', replyAll: 'Reply all', forward: 'Forward' };\n`,
  );
  const scripts = requestedScripts();
  await page.reload();
  await readySlot(page, 'mailbox').waitFor();
  await page.keyboard.press('c');
  await popup(title).waitFor();
  expect(scripts).toContain(entry);
});

/**
 * The calendar as built, shipped with its pin; then one of its files changed after that (as a
 * compromised server or CDN would, in every encoding it is sent in), the config keeping the pin.
 */
async function serveTampered(file: (dist: string) => string): Promise<void> {
  await session.product.publishRemote('calendar', distDir('calendar'));
  const copy = path.join(path.dirname(apps.calendar), `.calendar-tampered-${process.pid}`);
  written.push(copy);
  cpSync(distDir('calendar'), copy, { recursive: true });
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

test('a remote built for an incompatible major of a shared package is refused at load: its slot names the package and both versions', async () => {
  const { page } = session.browser;
  const readPackage = (dir: string) =>
    JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
      dependencies: Record<string, string>;
    };
  const pageVersion = readPackage(path.join(repoRoot, 'packages/event-bus')).version;
  const nextMajor = `^${Number(pageVersion.split('.')[0]) + 1}.0.0`;
  const calendarPackage = readPackage(apps.calendar);
  calendarPackage.dependencies['@mail/event-bus'] = `workspace:${nextMajor}`;
  await redeploy('calendar', 'package.json', `${JSON.stringify(calendarPackage, null, 2)}\n`);

  await openSignedIn(page, session.product);
  const alert = page.locator('[data-remote-slot="calendar"]').getByRole('alert');
  await alert.waitFor({ timeout: 30_000 });
  await expect(alert.textContent()).resolves.toBe(
    'The calendar cannot run with this version of the app.' +
      `It was built for @mail/event-bus ${nextMajor} and this page has ${pageVersion}. ` +
      'It works again once compatible versions are deployed.',
  );
  // The rest of the product works meanwhile.
  await readySlot(page, 'mailbox').locator('[data-mail-row]').first().waitFor();
});
