// How fast the New Message popup opens and types, in the built product in Chromium on loopback:
//   1. `c` → the popup dialog in the DOM, the To field focused, a character typed into To in its
//      value; prefetched (the compose remote loaded at idle before the first press) and not
//      prefetched (a fresh page with an empty HTTP cache whose compose requests are held from the
//      start until the `c` keydown, so the idle prefetch cannot land first);
//   2. typing at the end of a ~50 KB draft: Event Timing durations, long tasks and long animation
//      frames while ~200 characters are typed;
//   3. the compose remote's JavaScript fetched for the popup (gzip), with tiptap's share.
//
//   npx tsx remotes/compose/bench/compose-speed.ts
//
// Prints figures only: a missed target is not a failure (machines are noisy); only a crash exits
// non-zero. Uses the last production build (dist/), building only when one is missing.
import { composeCodeLoaded } from './compose-code';
import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { openSignedIn, type RunningProduct } from '../../../e2e/support/product';
import { distDir } from '../../../scripts/lib/apps';
import {
  atMost,
  distribution,
  formatTable,
  kib,
  percentile,
  printFigures,
  tally,
  thresholdedPercentile,
  type FigureRow,
} from '../../../scripts/bench/figures';
import { benchRun } from '../../../scripts/bench/session';
import { chromiumVersion, MAILBOX_ROWS } from '../../../scripts/bench/page-timings';
import {
  armOpenProbe,
  DIALOG,
  installOpenProbe,
  readOpenProbe,
  waitForTypedFrame,
  type OpenReading,
  type Signals,
} from './open-probe';
import { collectScripts, describeScripts, readManifest, type ScriptReport } from './script-bytes';
import {
  draftParagraphs,
  fillBody,
  KEY_EVENTS,
  startTimelineRecorder,
  stopTimelineRecorder,
  type FillResult,
  type LongFrame,
  type TimelineReading,
} from './typing-probe';

const OPENS = 20;
const OPEN_TARGET_MS = 100;
/** Typed into To once it has focus (should it open suggestions, the first Esc closes them). */
const TYPED_KEY = 'q';
/** Between two opens: the popup gone, the page quiet again. */
const PAUSE_BETWEEN_OPENS_MS = 300;
const DRAFT_BYTES = 50 * 1024;
/** page.keyboard.type's delay: each key goes down, stays 30 ms, goes up; the next follows. */
const TYPING_DELAY_MS = 30;
const TYPED_TEXT =
  ' Thanks, that works for me. I will send the revised numbers to the team on Monday, ' +
  'and we can go through the open questions at the review. Let me know if anything changes ' +
  'before then, or if the timeline moves again.';
const EVENT_MEDIAN_TARGET_MS = 16;
const LONG_TASK_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- one open ----

interface OpenResult {
  reading: OpenReading;
  /** Requests from the compose origin held until the `c` keydown (not-prefetched opens). */
  held: string[];
}

/**
 * Presses `c`, waits for To to take focus and types TYPED_KEY at once, then waits for it to show.
 * `onKeydown` runs when the page reports the `c` keydown.
 */
async function timeOpen(
  page: Page,
  signals: Signals,
  onKeydown?: () => Promise<void>,
): Promise<OpenReading> {
  await armOpenProbe(page, TYPED_KEY);
  const keydown = signals.next(page, 'c-down').then(onKeydown);
  const focused = signals.next(page, 'to-focused');
  await page.keyboard.press('c');
  await focused;
  await page.keyboard.press(TYPED_KEY);
  await keydown;
  await waitForTypedFrame(page);
  return readOpenProbe(page);
}

/**
 * Esc until the popup is gone (a first Esc may only close To's suggestions); should Esc not close
 * it, its Close button. Answers which closed it.
 */
async function closePopup(page: Page): Promise<'Esc' | 'Close button'> {
  const dialog = page.locator(DIALOG);
  let closedBy: 'Esc' | 'Close button' = 'Esc';
  for (let attempt = 0; attempt < 2 && (await dialog.count()) > 0; attempt += 1) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 500 }).catch(() => undefined);
  }
  if ((await dialog.count()) > 0) {
    closedBy = 'Close button';
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
  }
  await sleep(PAUSE_BETWEEN_OPENS_MS);
  return closedBy;
}

/** Follows the page's requests to `origin` and resolves once none has been in flight for `quietMs`. */
function requestsTo(page: Page, origin: string) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (step: number) => (request: { url(): string }) => {
    if (!request.url().startsWith(origin)) return;
    inFlight += step;
    lastChange = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async (quietMs: number, timeoutMs: number) => {
    const started = performance.now();
    while (inFlight > 0 || performance.now() - lastChange < quietMs) {
      if (performance.now() - started > timeoutMs) return false;
      await sleep(10);
    }
    return true;
  };
}

/**
 * Waits until the shell's idle prefetch has loaded the popup's expose and nothing from the compose
 * origin has been in flight for a while, then for the page to be idle. Answers how long after the
 * first rows that was, or null when it did not happen within 15 s.
 */
async function waitForComposePrefetch(
  page: Page,
  composeOrigin: string,
  quiet: (quietMs: number, timeoutMs: number) => Promise<boolean>,
): Promise<number | null> {
  const rowsAt = performance.now();
  const loaded = await composeCodeLoaded(page, composeOrigin).then(
    () => true,
    () => false,
  );
  if (!loaded || !(await quiet(300, 15_000))) return null;
  const readyAt = performance.now() - rowsAt;
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
  );
  return readyAt;
}

/** Holds every request to `origin` until `release`: the idle prefetch starts but cannot finish. */
async function holdRequests(page: Page, origin: string) {
  const held: Route[] = [];
  const urls: string[] = [];
  let released = false;
  let firstHeld: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (firstHeld = resolve));
  const pattern = `${origin}/**`;
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
    urls.push(path.posix.basename(new URL(route.request().url()).pathname));
    firstHeld();
    return undefined;
  });
  return {
    urls,
    /** Resolves when the first request was held (or after `timeoutMs`: false). */
    asked: (timeoutMs: number) =>
      Promise.race([asked.then(() => true), sleep(timeoutMs).then(() => false)]),
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(pattern);
    },
  };
}

/** A fresh page (empty HTTP cache), the mailbox's first rows, then `c` before the prefetch lands. */
async function openNotPrefetched(
  context: BrowserContext,
  product: RunningProduct,
  signals: Signals,
  composeOrigin: string,
): Promise<OpenResult> {
  const page = await context.newPage();
  try {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    const hold = await holdRequests(page, composeOrigin);
    await openSignedIn(page, product);
    await page.locator(MAILBOX_ROWS).first().waitFor({ timeout: 15_000 });
    // The prefetch asks for the compose remote at idle after the first rows: let it ask.
    await hold.asked(3_000);
    await sleep(50);
    const reading = await timeOpen(page, signals, () => hold.release());
    // Closed, its draft is discarded: the next page must not reopen it.
    await closePopup(page);
    return { reading, held: [...hold.urls] };
  } finally {
    await page.close();
  }
}

// ---- typing into a long draft ----

interface TypingResult {
  fill: FillResult;
  duringFill: TimelineReading;
  typing: TimelineReading;
  typedLanded: boolean;
  closedBy: 'Esc' | 'Close button';
}

async function typeIntoLongDraft(page: Page): Promise<TypingResult> {
  await page.keyboard.press('c');
  await page.locator(DIALOG).getByRole('combobox', { name: 'To' }).waitFor();
  const body = page.locator(DIALOG).getByRole('textbox', { name: 'Message body' });
  await body.waitFor();

  const draft = draftParagraphs(DRAFT_BYTES);
  await startTimelineRecorder(page);
  const fill = await fillBody(page, draft);
  const duringFill = await stopTimelineRecorder(page, 1500);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
  );

  await startTimelineRecorder(page);
  await page.keyboard.type(TYPED_TEXT, { delay: TYPING_DELAY_MS });
  const typing = await stopTimelineRecorder(page);
  const typedLanded = await body.evaluate(
    (element, typed) => (element.textContent ?? '').endsWith(typed.trim()),
    TYPED_TEXT,
  );
  const closedBy = await closePopup(page);
  return { fill, duringFill, typing, typedLanded, closedBy };
}

// ---- the run ----

const bench = benchRun();

async function run(): Promise<void> {
  const began = performance.now();
  const loadAtStart = loadavg()[0]!;
  const product = await bench.startProduct();
  const builtAt = statSync(path.join(distDir('compose'), 'remoteEntry.js')).mtime;
  const browser = await bench.openBrowser();
  const { context, page } = browser;
  const signals = await installOpenProbe(context);
  const composeOrigin = new URL(product.config.remotes.compose.entry).origin;
  const scripts = collectScripts(page, composeOrigin);
  const quiet = requestsTo(page, composeOrigin);

  await openSignedIn(page, product);
  await page.locator(MAILBOX_ROWS).first().waitFor({ timeout: 15_000 });
  const prefetchedAfterMs = await waitForComposePrefetch(page, composeOrigin, quiet);
  const chromium = await chromiumVersion(page);

  const prefetched: OpenResult[] = [];
  const closes: string[] = [];
  for (let open = 0; open < OPENS; open += 1) {
    prefetched.push({ reading: await timeOpen(page, signals), held: [] });
    closes.push(await closePopup(page));
  }
  console.error(`${OPENS} prefetched opens done`);
  const bytes = describeScripts(
    scripts,
    await readManifest(new URL('mf-manifest.json', product.config.remotes.compose.entry).href),
    'ComposePopup',
  );

  const typing = await typeIntoLongDraft(page);
  console.error('typing into the long draft done');

  const notPrefetched: OpenResult[] = [];
  for (let open = 0; open < OPENS; open += 1) {
    notPrefetched.push(await openNotPrefetched(context, product, signals, composeOrigin));
  }
  console.error(`${OPENS} not-prefetched opens done\n`);

  console.log(
    `New Message: the built product (compose built ${builtAt.toLocaleString()}) in headless ` +
      `Chromium ${chromium}, 1280x800, on loopback (stand-in without added latency).\n` +
      `p50 / p95 nearest rank; times from the \`c\` keydown's own time stamp.\n`,
  );
  reportOpens(prefetched, notPrefetched, prefetchedAfterMs, closes);
  reportTyping(typing);
  reportBytes(bytes, composeOrigin);
  console.log(
    `\nRun time: ${((performance.now() - began) / 1000).toFixed(0)} s. Load average (1 min): ` +
      `${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end. ` +
      `Console errors in the page: ${browser.consoleErrors.length}.`,
  );
  for (const error of browser.consoleErrors.slice(0, 5)) console.log(`  ${error.slice(0, 200)}`);
}

// ---- the report ----

/** ms from the `c` keydown to a time of the reading (NaN when it was not seen). */
const fromKeydown = (reading: OpenReading, time: number | null) =>
  time === null || reading.keydown === null ? Number.NaN : time - reading.keydown;

function openRows(label: string, opens: readonly OpenResult[], target: boolean): FigureRow[] {
  const each = (time: (reading: OpenReading) => number | null) =>
    opens.map(({ reading }) => fromKeydown(reading, time(reading)));
  const goal = target ? { target: `<= ${OPEN_TARGET_MS} ms`, verdict: atMost(OPEN_TARGET_MS) } : {};
  return [
    { name: `${label}: c -> dialog in the DOM`, values: each((r) => r.dialogInDom), unit: 'ms' },
    { name: `${label}: c -> To focused`, values: each((r) => r.toFocused), unit: 'ms', ...goal },
    {
      name: `${label}: c -> '${TYPED_KEY}' in To's value`,
      values: each((r) => r.typedInValue),
      unit: 'ms',
      ...goal,
    },
    {
      name: `${label}: c -> '${TYPED_KEY}' frame`,
      values: each((r) => r.typedFrame),
      unit: 'ms',
    },
    {
      name: `${label}: To focused -> '${TYPED_KEY}' keydown`,
      values: opens.map(({ reading }) =>
        reading.typedKeydown === null || reading.toFocused === null
          ? Number.NaN
          : reading.typedKeydown - reading.toFocused,
      ),
      unit: 'ms',
    },
  ];
}

function reportOpens(
  prefetched: readonly OpenResult[],
  notPrefetched: readonly OpenResult[],
  prefetchedAfterMs: number | null,
  closes: readonly string[],
): void {
  console.log(
    `1. c -> New Message focused and typable, ${OPENS} opens each, Esc between.\n` +
      `   Prefetched: one page; the compose remote ${
        prefetchedAfterMs === null
          ? 'was NOT seen loading at idle within 15 s'
          : `had loaded at idle (seen ${prefetchedAfterMs.toFixed(0)} ms after the first rows)`
      }, before the first press.\n` +
      `   Not prefetched: a fresh page each (HTTP cache cleared); every request to the compose ` +
      `origin held from the start until the c keydown (the idle prefetch asks, nothing arrives).\n` +
      `   '${TYPED_KEY}' is pressed as soon as the page reports To focused and c's keyup has been ` +
      `handled; the last row is that wait (the bench's round trip, and the page still busy after ` +
      `the focus), so "in To's value" is an upper bound of typable and "To focused" a lower one.\n`,
  );
  printFigures([
    ...openRows('prefetched', prefetched, true),
    ...openRows('not prefetched', notPrefetched, false),
  ]);
  const first = prefetched[0]?.reading;
  if (first) {
    console.log(
      `\n   First prefetched open (the popup's first mount): dialog ${fromKeydown(first, first.dialogInDom).toFixed(1)} ms, ` +
        `To focused ${fromKeydown(first, first.toFocused).toFixed(1)} ms, '${TYPED_KEY}' in To ` +
        `${fromKeydown(first, first.typedInValue).toFixed(1)} ms.`,
    );
  }
  const loadingPass = (opens: readonly OpenResult[]) =>
    opens.filter(({ reading }) => reading.slotLoading).length;
  const inputDelay = (opens: readonly OpenResult[]) =>
    percentile(
      opens.map(({ reading }) => fromKeydown(reading, reading.keydownHandled)),
      50,
    ).toFixed(1);
  console.log(
    `   Slot showed its loading state: prefetched ${loadingPass(prefetched)}/${prefetched.length}, ` +
      `not prefetched ${loadingPass(notPrefetched)}/${notPrefetched.length}. ` +
      `c keydown -> first listener (input delay) p50: ${inputDelay(prefetched)} / ${inputDelay(notPrefetched)} ms.`,
  );
  const asked = notPrefetched.filter((open) => open.held.length > 0).length;
  console.log(
    `   Not prefetched: the prefetch had asked before the press in ${asked}/${notPrefetched.length} pages; ` +
      `requests held: ${distribution(notPrefetched.map((open) => open.held.length))} ` +
      `(${[...new Set(notPrefetched.flatMap((open) => open.held))].join(', ') || 'none'}). ` +
      `Prefetched popups closed by: ${tally(closes)}.\n`,
  );
}

/** An Event Timing percentile as printed: 0 stands for events too short to be reported. */
function describeEventDuration(value: number): string {
  return Number.isNaN(value) ? 'n/a' : value === 0 ? '< 16' : String(value);
}

function describeFrame(frame: LongFrame, from: number): string {
  const scripts = [...frame.scripts]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((script) => {
      const where = script.sourceURL ? path.posix.basename(new URL(script.sourceURL).pathname) : '';
      const what = [script.invoker, script.sourceFunctionName && `fn ${script.sourceFunctionName}`]
        .filter(Boolean)
        .join(' ');
      return `${what} (${where || 'no source'}) ${script.duration.toFixed(0)} ms`;
    });
  const render = frame.renderStart > 0 ? frame.startTime + frame.duration - frame.renderStart : 0;
  return (
    `at +${(frame.startTime - from).toFixed(0)} ms, ${frame.duration.toFixed(0)} ms ` +
    `(blocking ${frame.blockingDuration.toFixed(0)}, render/style/layout ${render.toFixed(0)}): ` +
    `${scripts.join('; ') || 'no script attributed'}`
  );
}

function reportTyping({ fill, duringFill, typing, typedLanded, closedBy }: TypingResult): void {
  const longest = (entries: readonly { duration: number }[]) =>
    entries.reduce((max, entry) => Math.max(max, entry.duration), 0);
  console.log(
    `2. Typing at the end of a ${(DRAFT_BYTES / 1024).toFixed(0)} KB draft (prefetched page).\n` +
      `   Body filled by ${fill.method === 'paste' ? 'a paste (ClipboardEvent, text/html)' : "tiptap's setContent (the paste did not take)"}: ` +
      `${fill.textLength} characters in ${fill.paragraphs} paragraphs; the paste event took ` +
      `${fill.dispatchMs.toFixed(0)} ms, ${fill.frameMs.toFixed(0)} ms to its frame; long tasks ` +
      `then: ${duringFill.longTasks.length}, longest ${longest(duringFill.longTasks).toFixed(0)} ms. ` +
      `Caret at the end: ${fill.caretAtEnd ? 'yes' : 'NO'}.`,
  );
  const span = typing.keydownSpanMs / Math.max(1, typing.keydowns - 1);
  console.log(
    `   Typed ${TYPED_TEXT.length} characters with page.keyboard.type (delay ${TYPING_DELAY_MS} ms ` +
      `between each key's down and up): ${typing.keydowns} keydowns, one every ${span.toFixed(1)} ms; ` +
      `text landed at the end: ${typedLanded ? 'yes' : 'NO'}. Closed afterwards by: ${closedBy}` +
      (closedBy === 'Esc'
        ? '.'
        : ' (Esc with the caret in the body did not close the popup: ProseMirror prevents ' +
          "Escape's default and the compose window ignores prevented Escapes)."),
  );
  console.log(
    `   Event Timing (durationThreshold 16): Chromium reports only events of >= 16 ms and rounds ` +
      `durations to 8 ms, so "< 16" means an event it did not report.\n`,
  );
  const lines: string[][] = [];
  const row = (name: string, durations: number[], dispatched: number) => {
    const median = thresholdedPercentile(durations, dispatched, 50);
    lines.push([
      name,
      String(dispatched),
      String(durations.length),
      describeEventDuration(median),
      describeEventDuration(thresholdedPercentile(durations, dispatched, 95)),
      durations.length ? String(Math.max(...durations)) : '-',
      median <= EVENT_MEDIAN_TARGET_MS ? 'met' : 'MISSED',
    ]);
  };
  const all: number[] = [];
  let allDispatched = 0;
  for (const name of KEY_EVENTS) {
    const durations = typing.events.filter((entry) => entry.name === name).map((e) => e.duration);
    all.push(...durations);
    allDispatched += typing.dispatched[name];
    row(name, durations, typing.dispatched[name]);
  }
  row('all four', all, allDispatched);
  const target = `target p50 <= ${EVENT_MEDIAN_TARGET_MS}`;
  formatTable(
    ['event', 'dispatched', 'reported', 'p50', 'p95', 'max', target],
    lines,
    [0, 6],
  ).forEach((line) => console.log(`   ${line}`));
  if (typing.firstInput) {
    console.log(
      `   first-input entry (the page's first key, the first c of part 1): ${typing.firstInput.name}, ` +
        `${typing.firstInput.duration} ms.`,
    );
  }
  console.log('');
  printFigures([
    {
      name: 'keydown -> frame after its input (own probe)',
      values: typing.keystrokeToFrame,
      unit: 'ms',
    },
  ]);
  const longTasks = typing.longTasks.filter((task) => task.duration >= LONG_TASK_MS);
  console.log(
    `\n   Long tasks >= ${LONG_TASK_MS} ms while typing: ${longTasks.length}` +
      (longTasks.length ? `, longest ${longest(longTasks).toFixed(0)} ms` : '') +
      ` (target none: ${longTasks.length === 0 ? 'met' : 'MISSED'}).`,
  );
  for (const task of longTasks) {
    console.log(
      `     task at +${(task.startTime - typing.from).toFixed(0)} ms, ${task.duration.toFixed(0)} ms` +
        (task.attribution ? ` (${task.attribution})` : ''),
    );
  }
  if (typing.supported.includes('long-animation-frame')) {
    console.log(
      `   Long animation frames (>= 50 ms) while typing: ${typing.longFrames.length}` +
        (typing.longFrames.length ? ':' : '.'),
    );
    for (const frame of typing.longFrames.slice(0, 8)) {
      console.log(`     ${describeFrame(frame, typing.from)}`);
    }
  }
  if (duringFill.longFrames.length) {
    console.log('   Long animation frames during the paste:');
    for (const frame of duringFill.longFrames.slice(0, 3)) {
      console.log(`     ${describeFrame(frame, duringFill.from)}`);
    }
  }
  console.log('');
}

function reportBytes(bytes: ScriptReport, composeOrigin: string): void {
  console.log(
    `3. Compose remote JavaScript fetched by the prefetch from ${composeOrigin} ` +
      `(gzip -9 as pnpm size counts it; "wire": the static server's own gzip):\n`,
  );
  const lines: string[][] = [];
  for (const row of [...bytes.rows].sort((a, b) => b.gzip - a.gzip)) {
    lines.push([
      `${row.file}${row.forPopup ? '' : ' (not for the popup)'}`,
      row.serves,
      kib(row.raw),
      kib(row.gzip),
      row.wire === null ? '-' : kib(row.wire),
      row.tiptapRaw ? `${((row.tiptapRaw / row.raw) * 100).toFixed(0)} %` : '-',
    ]);
  }
  formatTable(['file', 'serves', 'raw', 'gzip', 'wire', 'tiptap+PM'], lines, [0, 1]).forEach(
    (line) => console.log(`   ${line}`),
  );
  console.log(
    `\n   For the popup (remote entry, ./ComposePopup's chunks and the shared modules it brings, ${bytes.popup.files} files): ` +
      `${kib(bytes.popup.raw)} raw, ${kib(bytes.popup.gzip)} gzip, ${kib(bytes.popup.wire)} on the wire.\n` +
      `   Of it tiptap + ProseMirror (${bytes.tiptap.modules} of ${bytes.modules} modules: those naming ` +
      `tiptap or ProseMirror, all they require, and the extensions requiring them): ${kib(bytes.tiptap.raw)} raw, ` +
      `~${kib(bytes.tiptap.gzip)} gzip (their code gzipped on its own) = ` +
      `${((bytes.tiptap.gzip / bytes.popup.gzip) * 100).toFixed(0)} % of the popup's gzip.`,
  );
}

run()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => bench.stopAll());
