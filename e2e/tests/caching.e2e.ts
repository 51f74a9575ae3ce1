import type { CDPSession } from 'playwright-core';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// A warm reload downloads no JavaScript: hashed chunks and versioned remote entries are immutable
// (read from the HTTP cache without asking), anything else revalidates to a 304 without a body.

const session = productAndBrowserPerTest();

interface ScriptLoad {
  url: string;
  status: number;
  fromCache: boolean;
}

/**
 * Records every script the page loads from now on; the answer gives what was recorded since it was
 * last asked.
 */
async function recordScripts(cdp: CDPSession): Promise<() => ScriptLoad[]> {
  let loads = new Map<string, ScriptLoad>();
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    loads.set(requestId, {
      url: response.url,
      status: response.status,
      fromCache:
        Boolean(response.fromDiskCache) ||
        Boolean(response.fromPrefetchCache) ||
        servedFromCache.has(requestId),
    });
  });
  await cdp.send('Network.enable');
  return () => {
    const recorded = [...loads.values()];
    loads = new Map();
    return recorded;
  };
}

test('a warm reload of the mailbox downloads no JavaScript: all from cache or 304', async () => {
  const { page, context } = session.browser;
  const cdp = await context.newCDPSession(page);
  const scriptsLoaded = await recordScripts(cdp);
  await openSignedIn(page, session.product);
  await readySlot(page, 'mailbox').waitFor();
  await page.waitForLoadState('networkidle');
  const firstLoad = new Set(scriptsLoaded().map(({ url }) => url));

  await page.reload();
  await readySlot(page, 'mailbox').waitFor();
  await page.waitForLoadState('networkidle');

  const loaded = scriptsLoaded();
  expect(loaded.length).toBeGreaterThan(5);
  // What the first load fetched comes back without a download. (A chunk its idle work had not
  // reached yet when the reload came, on a busy machine, is fetched for the first time: no miss.)
  const downloaded = loaded.filter(
    ({ url, status, fromCache }) => firstLoad.has(url) && !fromCache && status !== 304,
  );
  expect(downloaded.map(({ url, status }) => `${status} ${url}`)).toEqual([]);
  // The remote entries are named by content in the run-time config, so they too come from the cache.
  const entries = loaded.filter(({ url }) => url.includes('/remoteEntry.js'));
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.filter(({ url, fromCache }) => firstLoad.has(url) && !fromCache)).toEqual([]);
});
