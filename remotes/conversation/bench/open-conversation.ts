// How fast a conversation opens in the built product in Chromium, on the local Google stand-in with a
// realistic latency per API call:
//   1. prefetched: a row rested on (j) until its prefetch has answered (at least 200 ms), then Enter;
//   2. not prefetched: a thread never rested on, opened by an in-app navigation;
//   3. what each open asks of the stand-in (threads.get, threads.modify), and what came before the
//      paint (the page's Resource Timing, on the same clock as the paint);
//   4. a ~100 KB HTML newsletter: from the navigation to its frame at its final height.
//
//   npx tsx remotes/conversation/bench/open-conversation.ts
//
// Prints figures only: a missed target is not a failure (machines are noisy); only a crash exits
// non-zero. Uses the last production build (dist/), building only when one is missing.
import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { deliverRaw, gmailApi } from '../../../e2e/support/gmail-api';
import { openSignedIn } from '../../../e2e/support/product';
import { distDir } from '../../../scripts/lib/apps';
import { callOfPageRequest, watchApiTraffic, type CallCounts } from './api-requests';
import {
  atMost,
  distribution,
  percentile,
  printFigures,
  tally,
} from '../../../scripts/bench/figures';
import { chromiumVersion, MAILBOX_ROWS } from '../../../scripts/bench/page-timings';
import { benchRun } from '../../../scripts/bench/session';
import { newsletterHtml, newsletterMessage } from './newsletter';
import {
  backToMailbox,
  openByNavigation,
  openPrefetched,
  type Bench,
  type OpenResult,
  type OpenSettings,
  type ThreadLink,
} from './opens';
import { installPaintProbe } from './paint-probe';

/** Added by the stand-in to every API call: a fair round trip to Google from a home connection. */
const LATENCY_MS = 100;
const OPENS = 20;
const NEWSLETTER_OPENS = 10;
const NEWSLETTER_BYTES = 100 * 1024;
const PAINT_TARGET_MS = 50;

const SETTINGS: OpenSettings = {
  latencyMs: LATENCY_MS,
  restOnRowMs: 200,
  heightSettledMs: 1000,
  quietMs: 150,
  // One warm-up row and one per prefetched open.
  rowsShown: OPENS + 1,
};

// ---- the run ----

const benchmark = benchRun();

async function run(): Promise<void> {
  const began = performance.now();
  const loadAtStart = loadavg()[0]!;
  const product = await benchmark.startProduct();
  const builtAt = statSync(path.join(distDir('conversation'), 'remoteEntry.js')).mtime;
  const emulator = product.emulator!;
  const html = newsletterHtml(NEWSLETTER_BYTES);
  const newsletters: ThreadLink[] = [];
  for (let copy = 0; copy <= NEWSLETTER_OPENS; copy += 1) {
    // Not IMPORTANT: the Important page the prefetched opens walk stays as it was.
    const { id, threadId } = await deliverRaw(emulator, newsletterMessage(html, copy + 1));
    newsletters.push({ threadId, messageId: id });
  }
  emulator.setFaults({ latencyMs: LATENCY_MS });

  const browser = await benchmark.openBrowser();
  const { page } = browser;
  const apiOrigin = product.config.api.gmail;
  const bench: Bench = {
    page,
    emulator,
    apiOrigin,
    traffic: await watchApiTraffic(browser.context, page, apiOrigin),
    consoleErrors: browser.consoleErrors,
    settings: SETTINGS,
  };
  await openSignedIn(page, product);
  await page
    .locator(MAILBOX_ROWS)
    .nth(SETTINGS.rowsShown - 1)
    .waitFor();
  // After the first rows the shell loads the conversation remote at idle: the opens rely on it.
  const conversationOrigin = new URL(product.config.remotes.conversation.entry).origin;
  const remotePreloaded = await page
    .waitForFunction(
      (origin) =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.startsWith(origin) && entry.name.includes('expose_')),
      conversationOrigin,
      { polling: 50, timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  await bench.traffic.quiet(SETTINGS.quietMs);
  await installPaintProbe(page, apiOrigin);
  const chromium = await chromiumVersion(page);

  // Threads for the opens by navigation: not on the Important page the rows walk, never rested on.
  const rowThreads = new Set(
    await page
      .locator(MAILBOX_ROWS)
      .evaluateAll((rows) => rows.map((row) => row.dataset.threadId ?? '')),
  );
  const newsletterThreads = new Set(newsletters.map((link) => link.threadId));
  const listed = await gmailApi<gapi.client.gmail.ListMessagesResponse>(
    emulator,
    '/messages?maxResults=500',
  );
  const unvisited = new Map<string, ThreadLink>();
  for (const { id = '', threadId = '' } of listed.messages ?? []) {
    if (!threadId || rowThreads.has(threadId) || newsletterThreads.has(threadId)) continue;
    if (!unvisited.has(threadId)) unvisited.set(threadId, { threadId, messageId: id });
  }
  const coldLinks = [...unvisited.values()].slice(0, OPENS + 1);
  if (coldLinks.length < OPENS + 1) throw new Error(`Only ${coldLinks.length} unvisited threads`);

  // Warm-ups, not counted: the conversation's first mount, its code paths, the connections.
  console.error('warming up…');
  await openByNavigation(bench, coldLinks[0]!, 'article-and-text');
  await backToMailbox(bench);
  await openPrefetched(bench, 0);
  await backToMailbox(bench);

  const prefetched: OpenResult[] = [];
  for (let row = 1; row <= OPENS; row += 1) {
    prefetched.push(await openPrefetched(bench, row));
    await backToMailbox(bench);
  }
  console.error(`${OPENS} prefetched opens done`);

  const cold: OpenResult[] = [];
  for (const link of coldLinks.slice(1)) {
    cold.push(await openByNavigation(bench, link, 'article-and-text'));
    await backToMailbox(bench);
  }
  console.error(`${OPENS} opens by navigation done`);

  await openByNavigation(bench, newsletters[0]!, 'height-settled');
  await backToMailbox(bench);
  const newsletterOpens: OpenResult[] = [];
  for (const link of newsletters.slice(1)) {
    newsletterOpens.push(await openByNavigation(bench, link, 'height-settled'));
    await backToMailbox(bench);
  }
  console.error(`${NEWSLETTER_OPENS} newsletter opens done\n`);

  console.log(
    `Opening a conversation: the built product (conversation built ${builtAt.toLocaleString()}) ` +
      `in headless Chromium ${chromium}, 1280x800.\nStand-in latency: ${LATENCY_MS} ms added to ` +
      `every API call. ${OPENS} opens each (${NEWSLETTER_OPENS} of the newsletter), after one ` +
      `warm-up; p50 / p95 nearest rank.\nConversation remote loaded at idle before the first ` +
      `open: ${remotePreloaded ? 'yes' : 'NO (not seen within 10 s)'}.\n`,
  );
  report(prefetched, cold, newsletterOpens, Buffer.byteLength(html) / 1024);
  const errors = [...prefetched, ...cold, ...newsletterOpens].flatMap((open) =>
    open.consoleErrors.map((error) => `thread ${open.threadId}: ${error.slice(0, 150)}…`),
  );
  if (browser.consoleErrors.length > 0) {
    console.log(
      `\nConsole errors in the page: ${browser.consoleErrors.length} in all, ` +
        `${errors.length} during measured opens${errors.length ? ':' : '.'}`,
    );
    for (const error of errors.slice(0, 5)) console.log(`  ${error}`);
  }
  console.log(
    `\nRun time: ${((performance.now() - began) / 1000).toFixed(0)} s. Load average (1 min): ` +
      `${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end.`,
  );
}

// ---- the report ----

/** ms from the open's start to a time of its reading (NaN when it was not seen). */
const after = (open: OpenResult, time: number | null) =>
  time === null ? Number.NaN : time - open.reading.start!;

/** One not-prefetched open costs one threads.get before its paint, and nothing else. */
const exactlyOneGet = (open: OpenResult) =>
  open.answeredBeforePaint.length === 1 &&
  callOfPageRequest(open.answeredBeforePaint[0]!) === 'threads.get' &&
  open.afterOpen['threads.get'] === 1;

/** Requests sent before the paint that the paint did not wait for. */
const notAwaited = (opens: readonly OpenResult[]) =>
  tally(
    opens.flatMap((open) =>
      open.sentBeforePaint
        .filter((request) => !open.answeredBeforePaint.includes(request))
        .map(callOfPageRequest),
    ),
  );

/** Threads read while resting on a row that were not the row's own. */
const passedOver = (opens: readonly OpenResult[]) =>
  opens.flatMap((open) =>
    open.beforeOpen.threadsRead.filter((threadId) => threadId !== open.threadId),
  ).length;

/** The open whose first paint is the median one. */
function medianOpen(opens: readonly OpenResult[]): OpenResult {
  const sorted = [...opens].sort((a, b) => a.firstArticleMs - b.firstArticleMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** One open, in order: its DOM milestones, paints and requests, in ms from its start. */
function timeline(open: OpenResult): string {
  const { reading } = open;
  const events: [number, string][] = [
    [0, 'open starts'],
    [after(open, reading.slotInDom), 'conversation slot in the DOM'],
    [after(open, reading.slotReady), 'conversation remote ready'],
    [after(open, reading.articleInDom), 'article in the DOM'],
    [after(open, reading.firstArticle), 'first article painted'],
    [after(open, reading.frameWithText), 'mail frame with text painted'],
  ];
  for (const request of reading.requests) {
    const call = callOfPageRequest(request);
    const name = call === 'other' ? new URL(request.url).pathname : call;
    events.push([after(open, request.startTime), `${name} sent`]);
    events.push([after(open, request.responseEnd), `${name} answered`]);
  }
  return events
    .sort(([a], [b]) => a - b)
    .map(([ms, what]) => `  ${ms.toFixed(1).padStart(8)} ms  ${what}`)
    .join('\n');
}

function report(
  prefetched: OpenResult[],
  cold: OpenResult[],
  newsletterOpens: OpenResult[],
  newsletterKb: number,
): void {
  const each = (opens: OpenResult[], value: (open: OpenResult) => number) => opens.map(value);
  const coldExactlyOne = cold.filter(exactlyOneGet).length;
  const prefetchedNone = prefetched.filter((open) => open.answeredBeforePaint.length === 0).length;
  const withPreflight = (open: OpenResult) =>
    open.answeredBeforePaint.length +
    (open.threadGetPreflight &&
    open.answeredBeforePaint.some((request) => request.url === open.threadGetPreflight!.url)
      ? 1
      : 0);

  printFigures([
    {
      name: 'prefetched: Enter -> first article painted (ms)',
      values: each(prefetched, (open) => open.firstArticleMs),
      unit: 'ms',
      target: `<= ${PAINT_TARGET_MS} ms`,
      verdict: atMost(PAINT_TARGET_MS),
    },
    {
      name: 'prefetched: Enter -> mail frame with text (ms)',
      values: each(prefetched, (open) => open.frameTextMs),
      unit: 'ms',
    },
    {
      name: 'prefetched: API calls answered Enter -> paint',
      values: each(prefetched, (open) => open.answeredBeforePaint.length),
      unit: 'count',
      target: '0',
      verdict: () => `${prefetchedNone}/${prefetched.length} opens`,
    },
    {
      name: 'prefetched: row focused -> prefetch answered (ms)',
      values: prefetched.flatMap((open) =>
        open.prefetchAnsweredMs === null ? [] : [open.prefetchAnsweredMs],
      ),
      unit: 'ms',
    },
    {
      name: 'not prefetched: navigation -> first article (ms)',
      values: each(cold, (open) => open.firstArticleMs),
      unit: 'ms',
    },
    {
      name: 'not prefetched: navigation -> frame with text (ms)',
      values: each(cold, (open) => open.frameTextMs),
      unit: 'ms',
    },
    {
      name: 'not prefetched: API calls answered before paint',
      values: each(cold, (open) => open.answeredBeforePaint.length),
      unit: 'count',
      target: 'exactly 1 threads.get',
      verdict: () =>
        `${coldExactlyOne === cold.length ? 'met' : 'MISSED'}: ${coldExactlyOne}/${cold.length} opens`,
    },
    {
      name: 'not prefetched: same, with CORS preflights',
      values: each(cold, withPreflight),
      unit: 'count',
    },
    {
      name: `newsletter ${newsletterKb.toFixed(0)} KB: nav. -> frame with text (ms)`,
      values: each(newsletterOpens, (open) => open.frameTextMs),
      unit: 'ms',
    },
    {
      name: 'newsletter: navigation -> frame at final height (ms)',
      values: each(newsletterOpens, (open) => open.finalHeightMs),
      unit: 'ms',
    },
    {
      name: 'newsletter: frame with text -> final height (ms)',
      values: each(newsletterOpens, (open) => open.finalHeightMs - open.frameTextMs),
      unit: 'ms',
    },
  ]);

  const milestones = (opens: OpenResult[]) =>
    (
      [
        ['slot in DOM', (open: OpenResult) => after(open, open.reading.slotInDom)],
        ['remote ready', (open: OpenResult) => after(open, open.reading.slotReady)],
        ['article in DOM', (open: OpenResult) => after(open, open.reading.articleInDom)],
        ['painted', (open: OpenResult) => open.firstArticleMs],
      ] as const
    )
      .map(([name, value]) => `${name} ${percentile(each(opens, value), 50).toFixed(1)}`)
      .join(', ');
  console.log(
    `\nWhere the time goes (p50 ms from the start):\n` +
      `  prefetched      ${milestones(prefetched)}\n` +
      `  not prefetched  ${milestones(cold)}\n` +
      `The bench rests on a row until its prefetch has answered, and at least ` +
      `${SETTINGS.restOnRowMs} ms (the prefetch starts after 80 ms on the row).`,
  );

  const perOpen = (opens: OpenResult[], counts: (open: OpenResult) => CallCounts) =>
    (['threads.get', 'threads.modify', 'other'] as const)
      .map((call) => `${call} ${distribution(opens.map((open) => counts(open)[call]))}`)
      .join('; ');
  const unread = (opens: OpenResult[]) =>
    opens.filter((open) => open.afterOpen['threads.modify'] > 0).length;
  const allOpens = [...prefetched, ...cold, ...newsletterOpens];
  console.log(
    `\nAPI calls per open, from the stand-in's log (count ×opens):\n` +
      `  prefetched, resting on the row  ${perOpen(prefetched, (open) => open.beforeOpen)}\n` +
      `  prefetched, from Enter on       ${perOpen(prefetched, (open) => open.afterOpen)}\n` +
      `  not prefetched                  ${perOpen(cold, (open) => open.afterOpen)}\n` +
      `  newsletter                      ${perOpen(newsletterOpens, (open) => open.afterOpen)}\n` +
      `  the other calls: ${tally(allOpens.flatMap((open) => [...open.beforeOpen.otherNames, ...open.afterOpen.otherNames]))}\n` +
      `Threads with unread mail (one threads.modify, after the paint): ${unread(prefetched)}/` +
      `${prefetched.length} prefetched, ${unread(cold)}/${cold.length} not prefetched.\n` +
      `Sent before the paint but not awaited by it: prefetched ${notAwaited(prefetched)}; not ` +
      `prefetched ${notAwaited(cold)}.\n` +
      `Rows only passed over with j but prefetched all the same (over 80 ms between two key ` +
      `presses): ${passedOver(prefetched)}.`,
  );

  const preflights = (opens: OpenResult[], part: 'wireWhileResting' | 'wireFromOpen') =>
    distribution(opens.map((open) => open[part].filter((request) => request.preflight).length));
  const preflightTimes = cold.flatMap(({ threadGetPreflight: preflight }) =>
    preflight?.doneMs ? [preflight.doneMs - preflight.atMs] : [],
  );
  console.log(
    `\nCORS preflights (OPTIONS; Chromium caches them per URL, the stand-in answers them at once ` +
      `and does not log them):\n` +
      `  not prefetched: the threads.get waited for one in ${preflightTimes.length}/${cold.length} ` +
      `opens (p50 ${percentile(preflightTimes, 50).toFixed(1)} ms here; a round trip on Google); ` +
      `preflights per open ${preflights(cold, 'wireFromOpen')}\n` +
      `  prefetched: while resting ${preflights(prefetched, 'wireWhileResting')}; from Enter on ` +
      `${preflights(prefetched, 'wireFromOpen')}`,
  );
  console.log(
    `\nNewsletter frame: ${newsletterOpens[0]?.reading.frameHeights} px high at the end; height ` +
      `changes per open ${distribution(newsletterOpens.map((open) => open.reading.heightChanges))}.`,
  );
  console.log(`\nThe median not-prefetched open:\n${timeline(medianOpen(cold))}`);
  console.log(`The median prefetched open:\n${timeline(medianOpen(prefetched))}`);
}

run()
  .finally(benchmark.stopAll)
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
