// Time from the mailbox remote mounting to rows on screen, in the built product in Chromium: from the
// Important cache (with the stand-in slowed so far that no answer can come first) and from the network.
// Read from the remote's own User Timing measure (src/lib/perf-marks.ts).
import type { Page } from 'playwright-core';
import { IMPORTANT_CACHE_KEY } from '../src/lib/important-cache';
import { openSignedIn } from '../../../e2e/support/product';
import { median } from '../../../scripts/bench/figures';
import { MAILBOX_ROWS } from '../../../scripts/bench/page-timings';
import { benchRun } from '../../../scripts/bench/session';
import { MOUNT_TO_ROWS_MEASURE } from '../src/lib/perf-marks';

/** Far more than the cache path can take: an answer from the network cannot arrive first. */
const CACHE_RUN_LATENCY_MS = 3000;

export interface RowsInBrowser {
  fromCacheMs: number;
  fromNetworkMs: number;
  networkLatencyMs: number;
  runs: number;
}

async function reloadAndTimeRows(page: Page): Promise<number> {
  await page.reload();
  await page.locator(MAILBOX_ROWS).first().waitFor();
  const duration = await page.evaluate(
    (name) => performance.getEntriesByName(name)[0]?.duration,
    MOUNT_TO_ROWS_MEASURE,
  );
  if (duration === undefined) throw new Error(`No ${MOUNT_TO_ROWS_MEASURE} measure on the page`);
  return duration;
}

export async function measureRowsInBrowser(
  runs: number,
  networkLatencyMs: number,
): Promise<RowsInBrowser> {
  const bench = benchRun();
  try {
    const product = await bench.startProduct();
    const browser = await bench.openBrowser();
    const { page } = browser;
    const emulator = product.emulator!;
    await openSignedIn(page, product);
    await page.locator(MAILBOX_ROWS).first().waitFor();

    const fromCache: number[] = [];
    emulator.setFaults({ latencyMs: CACHE_RUN_LATENCY_MS });
    for (let run = 0; run < runs; run += 1) fromCache.push(await reloadAndTimeRows(page));

    const fromNetwork: number[] = [];
    emulator.setFaults({ latencyMs: networkLatencyMs });
    for (let run = 0; run < runs; run += 1) {
      await page.evaluate((key) => localStorage.removeItem(key), IMPORTANT_CACHE_KEY);
      fromNetwork.push(await reloadAndTimeRows(page));
    }
    return {
      fromCacheMs: median(fromCache),
      fromNetworkMs: median(fromNetwork),
      networkLatencyMs,
      runs,
    };
  } finally {
    await bench.stopAll();
  }
}
