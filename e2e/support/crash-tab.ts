import type { Page } from 'playwright-core';

/**
 * Crashes `page`'s renderer (CDP Page.crash, no wait before it) and opens `url` in a new tab of the
 * same browser context, as a reader does after a crash: what the crashed tab kept is all there is.
 */
export async function crashAndReopen(page: Page, url: string): Promise<Page> {
  const cdp = await page.context().newCDPSession(page);
  const crashed = new Promise((resolve) => page.once('crash', resolve));
  // The answer never comes: the renderer is gone.
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  const fresh = await page.context().newPage();
  await fresh.goto(url);
  return fresh;
}
