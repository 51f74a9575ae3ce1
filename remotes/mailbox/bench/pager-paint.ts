// What paging between two kept pages costs in the built product in Chromium under the slow profile
// (CPU 4×, as `pnpm bench` measures "previous"): per click, the time to the frame after the new
// page's first row painted, and the main thread's script, style and layout time (DevTools
// Performance metrics), and the main thread's task time in the half second after that paint (the URL
// push at idle and the re-render it causes: work that would hold back the next click). With
// --profile, one more "previous" click is sampled by the CPU profiler and its busiest functions (self
// time, by script) are listed: where the milliseconds go.
//
//   npx tsx remotes/mailbox/bench/pager-paint.ts [--runs 15] [--profile]
//
// Prints figures only; nothing here asserts a time (machines are noisy: compare runs on one machine).
import { parseArgs } from 'node:util';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { openSignedIn } from '../../../e2e/support/product';
import { median, percentile } from '../../../scripts/bench/figures';
import {
  clickToFirstRowPainted,
  firstRowId,
  rowsVisibleAfterNavigation,
  waitForFirstRowOtherThan,
} from '../../../scripts/bench/page-timings';
import { benchRun } from '../../../scripts/bench/session';
import { PROFILES, throttle } from '../../../scripts/bench/throttling';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    profile: { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
const SLOW = PROFILES.find((profile) => profile.name === 'slow')!;
/** The metrics whose growth over a click is worth printing, in seconds as Chromium counts them. */
const WORK_METRICS = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'];

async function metricSeconds(devtools: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await devtools.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
}

/** How long after the paint the work a move leaves behind is counted (the URL push waits ≤ 200 ms). */
const AFTER_PAINT_MS = 500;

interface ClickCost {
  paintedMs: number;
  workMs: Record<string, number>;
  /** Main-thread task time in the `AFTER_PAINT_MS` after the paint. */
  afterPaintMs: number;
}

/** Clicks `button` and waits for `firstRow` to paint; what it cost, settled work included. */
async function clickCost(
  page: Page,
  devtools: CDPSession,
  button: Locator,
  firstRow: string,
): Promise<ClickCost> {
  const before = await metricSeconds(devtools);
  const paintedMs = await clickToFirstRowPainted(button, firstRow);
  const painted = await metricSeconds(devtools);
  // Work queued by the click (effects, the router) counts too: wait two frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const after = await metricSeconds(devtools);
  const workMs = Object.fromEntries(
    WORK_METRICS.map((name) => [name, ((after[name] ?? 0) - (before[name] ?? 0)) * 1000]),
  );
  await page.waitForTimeout(AFTER_PAINT_MS);
  const settled = await metricSeconds(devtools);
  const afterPaintMs = ((settled.TaskDuration ?? 0) - (painted.TaskDuration ?? 0)) * 1000;
  return { paintedMs, workMs, afterPaintMs };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The busiest functions of a CPU profile by self time, with the script each is in. */
function busiestFunctions(
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] },
  count: number,
): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    const script = frame.url ? new URL(frame.url).pathname : '';
    const key = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return [...selfUs]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([key, us]) => `${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
}

async function main() {
  const bench = benchRun();
  try {
    const product = await bench.startProduct();
    const { page } = await bench.openBrowser();
    await openSignedIn(page, product, '/oauth-callback.html');
    const devtools = await throttle(page, SLOW);
    await devtools.send('Performance.enable');
    await page.goto(product.shellUrl);
    await rowsVisibleAfterNavigation(page);
    const mailbox = page.locator('[data-remote-slot="mailbox"]');
    const next = mailbox.getByRole('button', { name: 'Next page' });
    const previous = mailbox.getByRole('button', { name: 'Previous page' });
    const pageOneFirst = (await firstRowId(page))!;
    // Page 2 once from the network: every click below finds both pages kept.
    await next.click();
    await waitForFirstRowOtherThan(page, pageOneFirst);
    const pageTwoFirst = (await firstRowId(page))!;
    await clickToFirstRowPainted(previous, pageOneFirst);

    const nextCosts: ClickCost[] = [];
    const previousCosts: ClickCost[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      nextCosts.push(await clickCost(page, devtools, next, pageTwoFirst));
      previousCosts.push(await clickCost(page, devtools, previous, pageOneFirst));
    }

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const summary = (values: number[]) =>
      `p50 ${ms(median(values))}  p95 ${ms(percentile(values, 95))}`;
    console.log(`Pager between kept pages, built product in Chromium, CPU ${SLOW.cpuSlowdown}×`);
    for (const [name, costs] of [
      ['"next"', nextCosts],
      ['"previous"', previousCosts],
    ] as const) {
      console.log(
        `  ${name} (${costs.length} clicks): to first row painted ${summary(costs.map((cost) => cost.paintedMs))}`,
      );
      for (const metric of WORK_METRICS) {
        console.log(
          `    ${metric.padEnd(20)} ${summary(costs.map((cost) => cost.workMs[metric]!))}`,
        );
      }
      console.log(
        `    ${`tasks ${AFTER_PAINT_MS} ms after`.padEnd(20)} ${summary(costs.map((cost) => cost.afterPaintMs))}`,
      );
    }

    if (options.profile) {
      await next.click();
      await waitForFirstRowOtherThan(page, pageOneFirst);
      await devtools.send('Profiler.enable');
      await devtools.send('Profiler.setSamplingInterval', { interval: 100 });
      await devtools.send('Profiler.start');
      const painted = await clickToFirstRowPainted(previous, pageOneFirst);
      const { profile } = (await devtools.send('Profiler.stop')) as {
        profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
      };
      console.log(`  one profiled "previous" (${ms(painted)}), busiest functions by self time:`);
      for (const line of busiestFunctions(profile, 25)) console.log(`    ${line}`);
    }
  } finally {
    await bench.stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
