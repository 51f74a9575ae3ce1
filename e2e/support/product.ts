import type { Locator, Page } from 'playwright-core';
import { startProduct, type ProductOptions, type RunningProduct } from '../../scripts/lib/product';

export type { ProductOptions, RunningProduct };

/** Which server the browser tests run the product on: `E2E_SERVER=nginx`, or the Node server. */
export const testServer = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node';

/** The whole product on free loopback ports, with an in-memory stand-in seeded afresh. */
export function startTestProduct(options: ProductOptions = {}): Promise<RunningProduct> {
  return startProduct({
    server: testServer,
    ...options,
    ports: { shell: 0, mailbox: 0, conversation: 0, compose: 0, calendar: 0, emulator: 0 },
    emulator: { port: 0, ...options.emulator },
  });
}

/**
 * Signs in the way a returning user arrives: a valid token already in local storage (the sign-in page
 * itself is tested on its own). Lands on the mailbox. `token` is one the stand-in issued (a
 * short-lived one, to let it die mid-session); the app takes it for an hour's.
 */
export async function openSignedIn(
  page: Page,
  product: RunningProduct,
  path = '/',
  token = product.emulator!.issueToken(),
): Promise<void> {
  await page.goto(new URL('/oauth-callback.html', product.shellUrl).toString());
  await page.evaluate((accessToken) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('accessTokenExpiresAt', String(Date.now() + 3_599_000));
  }, token);
  await page.goto(new URL(path, product.shellUrl).toString());
}

/** A remote's slot once the remote has rendered in it. */
export function readySlot(page: Page, remote: string): Locator {
  return page.locator(`[data-remote-slot="${remote}"][data-remote-state="ready"]`);
}

/**
 * Waits until the mailbox shows exactly the conversations `ids`, in order (default timeout of the
 * page unless given).
 */
export async function waitForMailboxRows(
  page: Page,
  ids: string[],
  options: { timeout?: number } = {},
): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        [...document.querySelectorAll('[data-remote-slot="mailbox"] [data-mail-row]')].map((row) =>
          row.getAttribute('data-thread-id'),
        ),
      ) === JSON.stringify(expected),
    ids,
    { polling: 50, ...options },
  );
}
