// The longest task on the page's main thread while opening each of issue 26's large mails (100,000
// nested <div>s, a flat 10 MB body, a 2 MB newsletter; and a 1 MB newsletter) in Chromium against the stand-in, read from a
// Chrome trace (RunTask events of the renderer main threads). Not a test: it prints figures.
//   npx tsx scripts/bench/large-mail.ts [--rebuild]
import type { CDPSession, Page } from 'playwright-core';
import { deliverLargeRaw } from '../../e2e/support/gmail-api';
import { flatMail, nestedDivsMail, newsletterMail } from '../../e2e/support/large-mail';
import { openSignedIn } from '../../e2e/support/product';
import { benchRun, ensureBuilt } from './session';

const OPEN_TIMEOUT_MS = 120_000;
/** After the body shows: late layout, images, the frame's resize. */
const SETTLE_MS = 1_500;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { functionName?: string; url?: string } };
}

interface LongestTask {
  ms: number;
  /** What the task spent its time on: the trace's largest events inside it, by name. */
  parts: string;
}

const CASES = [
  { name: '100k nested divs (1.5 MB)', raw: () => nestedDivsMail('Bench nested divs') },
  { name: 'flat 10 MB body', raw: () => flatMail('Bench flat body', 'The flat body, as text.') },
  { name: '2 MB newsletter', raw: () => newsletterMail('Bench newsletter') },
  // Within the limits (about 12,000 elements): what cleaning and laying out a large HTML mail costs.
  { name: '1 MB newsletter', raw: () => newsletterMail('Bench newsletter 1 MB', 1024 * 1024) },
];

async function traced(page: Page, run: () => Promise<void>): Promise<LongestTask> {
  const devtools: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  devtools.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  await devtools.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink',
    transferMode: 'ReportEvents',
  });
  await run();
  const complete = new Promise((resolve) => devtools.once('Tracing.tracingComplete', resolve));
  await devtools.send('Tracing.end');
  await complete;
  await devtools.detach();
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  const longest = tasks.reduce<TraceEvent | undefined>(
    (top, task) => ((task.dur ?? 0) > (top?.dur ?? 0) ? task : top),
    undefined,
  );
  if (!longest) return { ms: 0, parts: '' };
  return { ms: (longest.dur ?? 0) / 1000, parts: partsOf(longest, events) };
}

/** The longest kinds of event inside the task (self and nested time alike), e.g. `Layout 2100`. */
function partsOf(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (event) =>
      event !== task &&
      event.ph === 'X' &&
      event.pid === task.pid &&
      event.tid === task.tid &&
      event.ts >= task.ts &&
      event.ts + (event.dur ?? 0) <= end,
  );
  const byName = new Map<string, number>();
  for (const event of inside) {
    const name = event.args?.data?.functionName
      ? `${event.name}:${event.args.data.functionName}`
      : event.name;
    byName.set(name, Math.max(byName.get(name) ?? 0, (event.dur ?? 0) / 1000));
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
}

/** Waits until the message shows its loaded frame, or a note in its place. */
async function waitForBody(page: Page, messageId: string): Promise<string> {
  const shown = await page.waitForFunction(
    (id) => {
      const article = document.querySelector(`article[data-message-id="${id}"]`);
      const note = article?.querySelector('[role="note"]')?.textContent;
      const frame = article?.querySelector<HTMLIFrameElement>('iframe.cv-frame');
      if (frame?.contentDocument?.URL === 'about:srcdoc') {
        if (frame.contentDocument.readyState !== 'complete') return false;
        if (note?.startsWith('[Message clipped]')) return 'HTML, clipped';
        return note ? 'text version' : 'HTML';
      }
      return note ?? false;
    },
    messageId,
    { polling: 100, timeout: OPEN_TIMEOUT_MS },
  );
  return String(await shown.jsonValue());
}

/** Opens a message as a click in the app would: the route changes, the page stays. */
async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Back to the inbox, once its rows show and no message is left. */
async function closeConversation(page: Page): Promise<void> {
  await navigate(page, '/');
  await page.waitForFunction(
    () =>
      !document.querySelector('article[data-message-id]') &&
      document.querySelector('[data-remote-slot="mailbox"] [data-mail-row]'),
    undefined,
    { polling: 100, timeout: OPEN_TIMEOUT_MS },
  );
}

/** The page's DOM nodes and JS heap once garbage is collected. */
async function liveMemory(page: Page): Promise<{ nodes: number; heapMb: number }> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('HeapProfiler.collectGarbage');
  const { nodes } = await devtools.send('Memory.getDOMCounters');
  const { usedSize } = await devtools.send('Runtime.getHeapUsage');
  await devtools.detach();
  return { nodes, heapMb: usedSize / 1024 / 1024 };
}

const OPEN_AND_CLOSE_ROUNDS = 3;

/**
 * Issue 27: a closed conversation's DOM is released. Each HTML case (and the 2 MB newsletter) is
 * opened and closed (back to the inbox) a few times; the DOM nodes and heap after each close,
 * garbage collected, against the inbox's before any was opened.
 */
async function printReleased(page: Page, opened: { id: string; threadId: string; name: string }[]) {
  const released = opened.filter(({ name }) => name.includes('newsletter'));
  await closeConversation(page);
  const baseline = await liveMemory(page);
  console.log(
    `\nafter closing | DOM nodes | JS heap (MB)\ninbox, nothing opened | ${baseline.nodes} | ${baseline.heapMb.toFixed(1)}`,
  );
  for (const { id, threadId, name } of released) {
    for (let round = 1; round <= OPEN_AND_CLOSE_ROUNDS; round++) {
      await navigate(page, `/email/${threadId}/${id}`);
      await waitForBody(page, id);
      const open = await liveMemory(page);
      await closeConversation(page);
      const closed = await liveMemory(page);
      console.log(
        `${name}, round ${round} (open: ${open.nodes} nodes, ${open.heapMb.toFixed(1)} MB) | ${closed.nodes} | ${closed.heapMb.toFixed(1)}`,
      );
    }
  }
}

async function main() {
  await ensureBuilt({ rebuild: process.argv.includes('--rebuild') });
  const bench = benchRun();
  try {
    const product = await bench.startProduct();
    const browser = await bench.openBrowser();
    const { page } = browser;
    const opened: { id: string; threadId: string; name: string }[] = [];
    for (const { name, raw } of CASES) {
      opened.push({ ...(await deliverLargeRaw(product.emulator!, raw())), name });
    }
    // The conversation remote's code loads with the first conversation: not part of any case.
    const warmUp = await deliverLargeRaw(
      product.emulator!,
      'From: a@example.com\r\nSubject: Warm-up\r\nContent-Type: text/plain\r\n\r\nHello',
    );
    await openSignedIn(page, product, `/email/${warmUp.threadId}/${warmUp.id}`);
    await waitForBody(page, warmUp.id);
    console.log('case | shown | longest main-thread task (ms) | open to shown (ms) | in it (ms)');
    for (const { id, threadId, name } of opened) {
      let shown = '';
      const started = Date.now();
      let openMs = 0;
      const longest = await traced(page, async () => {
        await navigate(page, `/email/${threadId}/${id}`);
        shown = await waitForBody(page, id);
        openMs = Date.now() - started;
        await page.waitForTimeout(SETTLE_MS);
      });
      console.log(`${name} | ${shown} | ${longest.ms.toFixed(0)} | ${openMs} | ${longest.parts}`);
    }
    await printReleased(page, opened);
  } finally {
    await bench.stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
