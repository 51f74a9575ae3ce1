// What painting rows costs in the built product in Chromium with the CPU slowed 4× (a slow phone):
// per tab click between cached lists, the main thread's layout and style time (DevTools Performance
// metrics) and the click's Event Timing duration; per warm reload, the layout shift (CLS) while the
// cached rows show and the refresh runs (the progress bar comes and goes).
//
//   npx tsx remotes/mailbox/bench/row-rendering.ts
//
// Prints figures only; nothing here asserts a time (machines are noisy: compare runs on one machine).
import type { CDPSession, Page } from 'playwright-core';
import { openSignedIn } from '../../../e2e/support/product';
import { median, percentile } from '../../../scripts/bench/figures';
import { MAILBOX_ROWS } from '../../../scripts/bench/page-timings';
import { benchRun } from '../../../scripts/bench/session';

const CPU_SLOWDOWN = 4;
const TAB_CLICKS = 24;
const WARM_RELOADS = 7;
const TABS = ['Others', 'Team', 'AI', 'Important'];

/** Seconds the renderer has spent on each kind of work so far (cumulative). */
async function rendererSeconds(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
}

/** `tab` is selected and its list has settled: no spinner, nothing loading. */
const tabSettled = (page: Page, tab: string) =>
  page.waitForFunction((name) => {
    const mailbox = document.querySelector('[data-remote-slot="mailbox"]');
    const selected = mailbox?.querySelector('[role="tab"][aria-selected="true"]');
    return (
      selected?.textContent === name &&
      mailbox?.querySelector('[aria-busy="true"], .spinner, .mb-progress') === null
    );
  }, tab);

/** Collects every click's Event Timing duration and every layout shift not caused by input. */
async function recordEventsAndShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const bench = { clicks: [] as number[], shifts: 0 };
    Object.assign(window, { rowBench: bench });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'click') bench.clicks.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) bench.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const readBench = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { rowBench: { clicks: number[]; shifts: number } }).rowBench,
  );

async function main() {
  const bench = benchRun();
  try {
    const product = await bench.startProduct();
    const { page, context } = await bench.openBrowser();
    await recordEventsAndShifts(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await openSignedIn(page, product);
    await page.locator(MAILBOX_ROWS).first().waitFor();
    // Every tab's first page once, so the clicks below find their lists cached.
    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await tabSettled(page, tab);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const clicksBefore = (await readBench(page)).clicks.length;
    const layoutMs: number[] = [];
    const styleMs: number[] = [];
    for (let click = 0; click < TAB_CLICKS; click += 1) {
      const tab = TABS[click % TABS.length]!;
      const before = await rendererSeconds(cdp);
      await page.getByRole('tab', { name: tab }).click();
      await tabSettled(page, tab);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const after = await rendererSeconds(cdp);
      layoutMs.push((after.LayoutDuration! - before.LayoutDuration!) * 1000);
      styleMs.push((after.RecalcStyleDuration! - before.RecalcStyleDuration!) * 1000);
    }
    const clicks = (await readBench(page)).clicks.slice(clicksBefore);

    const shifts: number[] = [];
    for (let reload = 0; reload < WARM_RELOADS; reload += 1) {
      await page.reload();
      await page.locator(MAILBOX_ROWS).first().waitFor();
      await page.waitForLoadState('networkidle');
      await tabSettled(page, 'Important');
      shifts.push((await readBench(page)).shifts);
    }

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`Row rendering, built product in Chromium, CPU ${CPU_SLOWDOWN}× slower`);
    console.log(`  tab click between cached lists (${TAB_CLICKS} clicks):`);
    console.log(`    layout  p50 ${ms(median(layoutMs))}  p95 ${ms(percentile(layoutMs, 95))}`);
    console.log(`    style   p50 ${ms(median(styleMs))}  p95 ${ms(percentile(styleMs, 95))}`);
    console.log(
      clicks.length
        ? `    click Event Timing duration p50 ${ms(median(clicks))}  p95 ${ms(percentile(clicks, 95))} (${clicks.length} over 16 ms)`
        : '    click Event Timing duration: every click under 16 ms',
    );
    console.log(
      `  warm reload layout shift (CLS, ${WARM_RELOADS} reloads): median ${median(shifts).toFixed(3)}  max ${Math.max(...shifts).toFixed(3)}`,
    );
  } finally {
    await bench.stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
