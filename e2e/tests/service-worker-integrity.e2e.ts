import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { distDir } from '../../scripts/lib/apps';
import { eventually } from '../support/eventually';
import { openSignedIn } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// The service worker serves only this build's files (issue 26, item 2): any script on the app's
// origin can write to Cache Storage, and a copy of main.js it put there used to run on every later
// load. The worker checks each kept copy against the build's hash list before serving it.

const session = productAndBrowserPerTest({ serviceWorkers: 'allow' });
const page = () => session.browser.page;
const rows = () => page().locator('[data-remote-slot="mailbox"] [data-mail-row]');

/** The service worker's cache (service-worker.ts). */
const CACHE_NAME = 'mail-app-files';

/** What the service worker's cache holds for each of `urls` (undefined where nothing). */
function keptTexts(target: Page, urls: string[]): Promise<(string | undefined)[]> {
  return target.evaluate(
    async ({ files, cacheName }) => {
      const cache = await caches.open(cacheName);
      return Promise.all(files.map(async (url) => (await cache.match(url))?.text()));
    },
    { files: urls, cacheName: CACHE_NAME },
  );
}

/** The built file a URL of the shell names. */
const builtText = (url: string) =>
  readFileSync(path.join(distDir('shell'), new URL(url).pathname), 'utf8');

test('a main.js and a chunk that a page script wrote into the service worker’s cache never run: the real files are served, and kept in their place', async () => {
  await openSignedIn(page(), session.product);
  await rows().first().waitFor();
  await page().waitForFunction(() => navigator.serviceWorker.controller !== null);
  const files = await page().evaluate(() => [
    document.querySelector<HTMLScriptElement>('script[src*="/main."]')!.src,
    // A chunk the page loaded (preloaded, or in a written deployment a deferred script).
    performance
      .getEntriesByType('resource')
      .map(({ name }) => name)
      .find((name) => new URL(name).pathname.startsWith('/framework.'))!,
  ]);
  const real = files.map(builtText);
  const kept = await eventually(
    () => keptTexts(page(), files),
    (texts) => texts.every((text, index) => text === real[index]),
  );
  expect(kept).toEqual(real);

  // What an injected script on the page can do: its own code in place of the app's files.
  await page().evaluate(
    async ({ urls, cacheName }) => {
      const cache = await caches.open(cacheName);
      await Promise.all(
        urls.map((url, index) =>
          cache.put(
            url,
            new Response(`globalThis.poisonedBy${index} = true;`, {
              headers: { 'Content-Type': 'text/javascript' },
            }),
          ),
        ),
      );
    },
    { urls: files, cacheName: CACHE_NAME },
  );
  await expect(keptTexts(page(), files)).resolves.toEqual([
    'globalThis.poisonedBy0 = true;',
    'globalThis.poisonedBy1 = true;',
  ]);

  await page().reload();
  await rows().first().waitFor();
  await expect(
    page().evaluate(() => Object.keys(globalThis).filter((key) => key.startsWith('poisonedBy'))),
  ).resolves.toEqual([]);
  await expect(page().evaluate(() => navigator.serviceWorker.controller !== null)).resolves.toBe(
    true,
  );
  const replaced = await eventually(
    () => keptTexts(page(), files),
    (texts) => texts.every((text, index) => text === real[index]),
  );
  expect(replaced).toEqual(real);
});
