import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apps, distDir, type AppName } from '../../scripts/lib/apps';
import { buildApp } from '../../scripts/lib/build';
import { startStaticServer, type RunningStaticServer } from '../../scripts/lib/static-server';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Independent deployment: the calendar team changes a visible text, rebuilds only their remote, serves it
// from a new place and edits only the run-time config. The shell and the other remotes stay as built.

const untouchedApps: AppName[] = ['shell', 'mailbox', 'conversation', 'compose'];
const redeployedTitle = 'Calendar, redeployed';

const session = productAndBrowserPerTest();
let redeployedCalendar: RunningStaticServer | undefined;

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

// The calendar team's copy of their folder; its node_modules links still resolve because the copy
// sits beside the original (the name is gitignored).
const source = path.join(path.dirname(apps.calendar), `.calendar-redeploy-${process.pid}`);
afterAll(async () => {
  await redeployedCalendar?.close();
  rmSync(source, { recursive: true, force: true });
});

const calendarHeading = () => readySlot(session.browser.page, 'calendar').locator('h2').first();

test('a rebuilt calendar served from a new place shows after a config edit and a reload', async () => {
  const before = Object.fromEntries(untouchedApps.map((app) => [app, fingerprint(app)]));
  await openSignedIn(session.browser.page, session.product);
  await expect(calendarHeading().textContent()).resolves.toBe('Calendar');

  // The calendar team's change, built on its own.
  cpSync(apps.calendar, source, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (file) => !file.startsWith(distDir('calendar')),
  });
  writeFileSync(
    path.join(source, 'src/calendar-title.ts'),
    `export const calendarTitle = ${JSON.stringify(redeployedTitle)};\n`,
  );
  await buildApp('calendar', { appDir: source, quiet: true });
  redeployedCalendar = await startStaticServer({ root: path.join(source, 'dist'), port: 0 });
  const manifestUrl = `${redeployedCalendar.origin}/mf-manifest.json`;
  session.product.setRuntimeConfig({
    ...session.product.config,
    remotes: { ...session.product.config.remotes, calendar: manifestUrl },
  });

  const calendarScripts: string[] = [];
  session.browser.page.on('request', (request) => {
    if (
      request.resourceType() === 'script' &&
      request.url().startsWith(redeployedCalendar!.origin)
    ) {
      calendarScripts.push(request.url());
    }
  });
  await session.browser.page.reload();
  await expect(calendarHeading().textContent()).resolves.toBe(redeployedTitle);
  expect(calendarScripts.length).toBeGreaterThan(0);

  for (const app of untouchedApps) expect(fingerprint(app)).toEqual(before[app]);
});
