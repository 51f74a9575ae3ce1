import type { Page } from 'playwright-core';

/**
 * Resolves once the page has fetched the compose popup's code from `composeOrigin` (the shell loads
 * it at idle after the first rows); rejects after `timeoutMs`.
 */
export async function composeCodeLoaded(
  page: Page,
  composeOrigin: string,
  timeoutMs = 15_000,
): Promise<void> {
  await page.waitForFunction(
    (origin) =>
      performance
        .getEntriesByType('resource')
        .some(
          (entry) =>
            entry.name.startsWith(origin) &&
            entry.name.includes('expose_ComposePopup') &&
            entry.name.endsWith('.js'),
        ),
    composeOrigin,
    { polling: 20, timeout: timeoutMs },
  );
}
