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

/** Records every script the page loads from now on; the answer reads what was recorded so far. */
async function recordScripts(cdp: CDPSession): Promise<() => ScriptLoad[]> {
  const loads = new Map<string, ScriptLoad>();
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
  return () => [...loads.values()];
}

test('a warm reload of the mailbox downloads no JavaScript: all from cache or 304', async () => {
  const { page, context } = session.browser;
  await openSignedIn(page, session.product);
  await readySlot(page, 'mailbox').waitFor();
  await page.waitForLoadState('networkidle');

  const cdp = await context.newCDPSession(page);
  const scriptsLoaded = await recordScripts(cdp);
  await page.reload();
  await readySlot(page, 'mailbox').waitFor();
  await page.waitForLoadState('networkidle');

  const loaded = scriptsLoaded();
  expect(loaded.length).toBeGreaterThan(5);
  const downloaded = loaded.filter(({ status, fromCache }) => !fromCache && status !== 304);
  expect(downloaded.map(({ url, status }) => `${status} ${url}`)).toEqual([]);
  // The remote entries are named by content in the run-time config, so they too come from the cache.
  const entries = loaded.filter(({ url }) => url.includes('/remoteEntry.js'));
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.filter(({ fromCache }) => !fromCache)).toEqual([]);
});
